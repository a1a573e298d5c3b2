import Foundation

/// What a number or a date in a document a student controls (their run history, a graded result) may be: a value
/// beyond is no kata's, so a reader clamps it or sets the document aside, and no sum, index or count made from it traps.
package enum DocumentBounds {
    /// A stage number or a count of hints, cells or points: far more than any kata has, far less than a sum can overflow.
    package static let count = 0...9_999
    /// A date: from 1970, before any kata was done, to 2200.
    package static let dates = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 7_258_118_400)

    /// `value` within `count`.
    package static func clamped(_ value: Int) -> Int {
        min(max(value, count.lowerBound), count.upperBound)
    }

    /// `date` when it is within `dates`; `nil` for a date no student's work has, or none.
    package static func plausible(_ date: Date?) -> Date? {
        date.flatMap { dates.contains($0) ? $0 : nil }
    }
}
