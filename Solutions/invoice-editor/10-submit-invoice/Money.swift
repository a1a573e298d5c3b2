import Foundation

/// An amount of money in one currency. The amount is a `Decimal` from start to finish, so no cent is ever lost
/// to binary floating point.
struct Money: Equatable, Sendable {
    let amount: Decimal
    let currency: String

    init(_ amount: Decimal, _ currency: String) {
        self.amount = amount
        self.currency = currency
    }

    /// The amount with two decimals, a point and no grouping, then the currency: "1234.50 EUR".
    /// The locale is fixed, so the text is the same on every device.
    var text: String {
        let style = Decimal.FormatStyle.number
            .precision(.fractionLength(2))
            .grouping(.never)
            .locale(Locale(identifier: "en_US_POSIX"))
        return "\(amount.formatted(style)) \(currency)"
    }
}
