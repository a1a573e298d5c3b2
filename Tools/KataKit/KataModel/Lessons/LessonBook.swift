import Foundation

/// LESSONS.md, read as chapters (one per kata, `## Title (`id`)`) of sections (one per stage, `### Stage N: Title`).
package struct LessonBook: Sendable {
    /// A stage's section: its heading's number and title, and its text below the heading.
    package struct Section: Sendable, Equatable {
        package var number: Int
        package var title: String
        package var body: String
    }

    /// The parts every stage's section has, in this order.
    package static let parts = ["Behaviour.", "Contract.", "Test to write.", "Red to expect.", "Smallest green.", "Commit.", "Why."]

    /// How `kata new`'s placeholder introduction of a chapter begins: a kata is not ready while it stands.
    package static let placeholderIntroduction = "What the kata builds and practises, from"

    private let lines: [Substring]

    package init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The text of the chapter for `kataID` before its first stage: where the files go, what the kata practises.
    package func introduction(ofKata kataID: String) -> String? {
        guard let chapter = chapterLines(kataID) else { return nil }
        let text = chapter.prefix { Self.stageHeading($0) == nil }.joined(separator: "\n")
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The sections of the chapter for `kataID`, in the order they appear; empty when there is no such chapter.
    package func sections(ofKata kataID: String) -> [Section] {
        var sections: [Section] = []
        for line in chapterLines(kataID) ?? [] {
            if let heading = Self.stageHeading(line) {
                sections.append(Section(number: heading.number, title: heading.title, body: ""))
            } else if !sections.isEmpty {
                sections[sections.count - 1].body += line + "\n"
            }
        }
        return sections.map { var section = $0; section.body = section.body.trimmingCharacters(in: .whitespacesAndNewlines); return section }
    }

    /// The lines of the chapter for `kataID` below its heading.
    private func chapterLines(_ kataID: String) -> ArraySlice<Substring>? {
        guard let start = lines.firstIndex(where: { $0.hasPrefix("## ") && $0.hasSuffix("(`\(kataID)`)") }) else { return nil }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return lines[(start + 1)..<end]
    }

    /// The section for one stage of a kata.
    package func section(ofKata kataID: String, stage number: Int) -> Section? {
        sections(ofKata: kataID).first { $0.number == number }
    }

    /// `### Stage 3: Pizzas are passed in at init` → (3, "Pizzas are passed in at init").
    private static func stageHeading(_ line: Substring) -> (number: Int, title: String)? {
        let prefix = "### Stage "
        guard line.hasPrefix(prefix), let colon = line.firstIndex(of: ":") else { return nil }
        guard let number = Int(line[line.index(line.startIndex, offsetBy: prefix.count)..<colon]) else { return nil }
        return (number, line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
}
