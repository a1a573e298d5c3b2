import Foundation
import KataModel

/// Checks that each fact about a stage, kept once in its kata's manifest, agrees with the folders and the lessons.
enum CatalogCheck {
    /// What is wrong with a manifest on its own, one sentence per problem, each naming the kata and stage.
    static func problems(in kata: Kata) -> [String] {
        var problems: [String] = []
        if kata.id.isEmpty || kata.id.contains(where: { !($0.isLowercase || $0.isNumber || $0 == "-") }) {
            problems.append("\(kata.id): the id must be lowercase letters, digits and dashes.")
        }
        if kata.stages.isEmpty { problems.append("\(kata.id): the kata has no stages.") }
        var slugs: Set<String> = []
        for (index, stage) in kata.stages.enumerated() {
            let name = "\(kata.id) stage \(stage.number)"
            if stage.number != index + 1 {
                problems.append("\(name): numbered \(stage.number) but is stage \(index + 1) in order.")
            }
            if !slugs.insert(stage.slug).inserted { problems.append("\(name): the slug '\(stage.slug)' is used twice.") }
            if stage.slug.isEmpty || stage.slug.contains(where: { !($0.isLowercase || $0.isNumber || $0 == "-") }) {
                problems.append("\(name): the slug '\(stage.slug)' must be lowercase letters, digits and dashes.")
            }
            if stage.title.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("\(name): it has no title.") }
            if stage.commit.trimmingCharacters(in: .whitespaces).isEmpty { problems.append("\(name): it has no commit message.") }
            let hints = stage.hints.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count
            if hints < minimumHints { problems.append("\(name): it has \(hints) hints; a stage needs at least \(minimumHints), gentle to specific.") }
            problems += mutantProblems(stage, name: name) + evidenceProblems(stage, name: name)
        }
        if kata.stages.first?.kind == .refactor {
            problems.append("\(kata.id) stage 1: a kata cannot start with a refactor; there is nothing green to keep green.")
        }
        return problems
    }

    /// A nudge, the shape, the code: the fewest hints a stage has.
    static let minimumHints = 3

    private static func mutantProblems(_ stage: Stage, name: String) -> [String] {
        if stage.kind == .refactor {
            return stage.mutants.isEmpty ? [] : ["\(name): a refactor stage changes no behaviour, so it has no mutants."]
        }
        if stage.mutants.isEmpty { return ["\(name): it has no mutant; the learner's tests must catch at least one."] }
        var problems: [String] = []
        var names: Set<String> = []
        for mutant in stage.mutants {
            let label = "\(name) mutant '\(mutant.name)'"
            if !names.insert(mutant.name).inserted { problems.append("\(label): the name is used twice.") }
            if mutant.find == mutant.replace { problems.append("\(label): it replaces its text with the same text.") }
            let wrong = mutant.wrong.trimmingCharacters(in: .whitespaces)
            if wrong.isEmpty || wrong.hasSuffix(".") || wrong.contains("`") || wrong.first?.isUppercase == true {
                problems.append("\(label): 'wrong' must be a clause in words, lowercase first, no period, no code.")
            }
        }
        return problems
    }

    private static func evidenceProblems(_ stage: Stage, name: String) -> [String] {
        guard stage.kind == .refactor else {
            return stage.evidence.isEmpty ? [] : ["\(name): only a refactor stage has refactor evidence; other stages are proved by mutants."]
        }
        if stage.evidence.isEmpty {
            return ["\(name): a refactor stage needs evidence: what its change leaves in the learner's code or tests, so that a comment cannot complete it."]
        }
        return stage.evidence.enumerated().compactMap { index, check -> String? in
            let label = "\(name) evidence \(index + 1)"
            if (check.declares == nil) == (check.matches == nil) { return "\(label): give `declares` or `matches`, not both or neither." }
            if let pattern = check.matches, (try? Regex(pattern)) == nil { return "\(label): `\(pattern)` is not a regular expression." }
            if let name = check.declares, name.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*/) == nil { return "\(label): `\(name)` is not a Swift name to declare." }
            if check.lowest > (check.atMost ?? .max) { return "\(label): atLeast is above atMost, so it can never hold." }
            if check.shows.isEmpty || check.missing.isEmpty { return "\(label): it needs `shows` and `missing` sentences." }
            return nil
        }
    }

    /// A refactor stage's evidence holds on its reference (its code and suite) and fails on the stage before's,
    /// even with the stage's whole reference pasted into the stage before's files as comments and string contents.
    private static func evidenceFileProblems(_ kata: Kata, _ workbook: Workbook) -> [String] {
        kata.stages.filter { $0.kind == .refactor && !$0.evidence.isEmpty }.flatMap { stage -> [String] in
            let name = "\(kata.id) stage \(stage.number)"
            func texts(_ folder: URL) -> [String] { SwiftSource.files(under: folder).map(\.text) }
            let before = Snapshot.before(stage, of: kata)
            let after = (code: texts(workbook.reference(kata, at: .after(stage))), tests: texts(workbook.acceptanceSuite(kata, at: .after(stage))))
            let earlier = (code: texts(workbook.reference(kata, at: before)), tests: texts(workbook.acceptanceSuite(kata, at: before)))
            var problems: [String] = []
            let own = RefactorCheck(stage.evidence, code: after.code, tests: after.tests)
            if !own.holds { problems.append("\(name): its evidence does not hold on its own reference: \(own.missing.joined(separator: "; ")).") }
            if RefactorCheck(stage.evidence, code: earlier.code, tests: earlier.tests).holds {
                problems.append("\(name): its evidence holds on \(before.name)'s reference already, so the stage would be done with no change.")
            }
            let pasted = { (files: [String], added: [String]) in files + added.flatMap(disguised) }
            if RefactorCheck(stage.evidence, code: pasted(earlier.code, after.code), tests: pasted(earlier.tests, after.tests)).holds {
                problems.append("\(name): its evidence holds on \(before.name)'s reference with the stage's reference added as comments or strings.")
            }
            return problems
        }
    }

    /// A Swift file's text as files that hold it only in comments and a string literal: what must never count.
    private static func disguised(_ text: String) -> [String] {
        let lineComments = text.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
        return [lineComments, "/*\n" + text.replacingOccurrences(of: "*/", with: "* /") + "\n*/", "let _ = #\"\"\"\n" + text + "\n\"\"\"#"]
    }

    /// What disagrees between one kata's manifest, its snapshot folders, its learner's workspace and its lessons.
    static func problems(of kata: Kata, in workbook: Workbook, lessons: LessonBook) -> [String] {
        let checks: [[String]] = [problems(in: kata), folderProblems(kata, workbook), mutantFileProblems(kata, workbook),
                                  weakerTestProblems(kata, workbook, lessons),
                                  evidenceFileProblems(kata, workbook), lessonProblems(kata, lessons), handedOutCode(kata, lessons, workbook)]
        return checks.flatMap { $0 }
    }

    private static func folderProblems(_ kata: Kata, _ workbook: Workbook) -> [String] {
        let expected = Set([Stage.startFolderName] + kata.stages.map(\.folderName))
        var problems: [String] = []
        for (kind, parent) in [(KataPaths.suitesTree, kata.paths.suites), (KataPaths.referencesTree, kata.paths.references)] {
            let found = Set(subfolders(of: workbook.root.appending(path: parent)))
            for missing in expected.subtracting(found).sorted() {
                problems.append("\(kata.id): \(kind) has no folder \(parent)/\(missing) for the manifest's stage.")
            }
            for extra in found.subtracting(expected).sorted() {
                problems.append("\(kata.id): \(parent)/\(extra) matches no stage of the manifest.")
            }
        }
        for folder in [workbook.learnerCode(kata), workbook.learnerTests(kata)] where !folder.isFolder {
            problems.append("\(kata.id): the learner's folder \(workbook.relativePath(folder)) is missing.")
        }
        return problems
    }

    /// Each mutant's text stands exactly once in its file of the stage's reference code.
    private static func mutantFileProblems(_ kata: Kata, _ workbook: Workbook) -> [String] {
        kata.stages.flatMap { stage in
            stage.mutants.compactMap { mutant -> String? in
                let file = workbook.reference(kata, at: .after(stage)).appending(path: mutant.file)
                guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                    return "\(kata.id) stage \(stage.number) mutant '\(mutant.name)': there is no file \(workbook.relativePath(file))."
                }
                let count = text.ranges(of: mutant.find).count
                return count == 1 ? nil
                    : "\(kata.id) stage \(stage.number) mutant '\(mutant.name)': its text stands \(count) times in \(workbook.relativePath(file)), not once."
            }
        }
    }

    /// Each weaker test names a mutant of its stage, its text stands exactly once in its file of the stage's suite, and
    /// the stage's lesson says what it says.
    private static func weakerTestProblems(_ kata: Kata, _ workbook: Workbook, _ lessons: LessonBook) -> [String] {
        kata.stages.flatMap { stage in
            stage.weakerTests.flatMap { weaker -> [String] in
                let name = "\(kata.id) stage \(stage.number) weaker test of '\(weaker.lets)'"
                let file = workbook.acceptanceSuite(kata, at: .after(stage)).appending(path: weaker.file)
                let count = (try? String(contentsOf: file, encoding: .utf8))?.ranges(of: weaker.find).count ?? 0
                let lesson = lessons.section(ofKata: kata.id, stage: stage.number)?.body.collapsingSpaces ?? ""
                return (stage.mutants.contains { $0.name == weaker.lets } ? [] : ["\(name): the stage has no mutant of that name."])
                    + (count == 1 ? [] : ["\(name): its text stands \(count) times in \(workbook.relativePath(file)), not once."])
                    + (lesson.contains(weaker.says.collapsingSpaces) ? [] : ["\(name): the stage's lesson does not say '\(weaker.says)'."])
            }
        }
    }

    static func lessonProblems(_ kata: Kata, _ lessons: LessonBook) -> [String] {
        let sections = lessons.sections(ofKata: kata.id)
        if sections.isEmpty { return ["\(kata.id): LESSONS.md has no chapter headed '## ... (`\(kata.id)`)'."] }
        var problems: [String] = []
        if lessons.introduction(ofKata: kata.id)?.contains(LessonBook.placeholderIntroduction) == true {
            problems.append("\(kata.id): the chapter's introduction in LESSONS.md is still the one kata new wrote; "
                + "say what the kata builds and practises, and where the learner's files go.")
        }
        if sections.map(\.number) != kata.stages.map(\.number) {
            problems.append("\(kata.id): LESSONS.md has sections for stages \(sections.map(\.number)), the manifest has \(kata.stages.map(\.number)).")
        }
        for stage in kata.stages {
            guard let section = sections.first(where: { $0.number == stage.number }) else { continue }
            let name = "\(kata.id) stage \(stage.number)"
            if section.title != stage.title {
                problems.append("\(name): LESSONS.md calls it '\(section.title)', the manifest '\(stage.title)'.")
            }
            let positions = LessonBook.parts.map { section.body.range(of: "**\($0)**")?.lowerBound }
            if positions.contains(nil) || positions.compactMap({ $0 }) != positions.compactMap({ $0 }).sorted() {
                problems.append("\(name): its lesson must have the parts \(LessonBook.parts.joined(separator: " ")) in this order.")
            }
            if !section.body.contains("**Commit.** `\(stage.commit)`") {
                problems.append("\(name): the lesson's commit is not the manifest's `\(stage.commit)`.")
            }
            let word = redWord(stage.kind)
            let red = redPart(of: section.body)
            if !red.lowercased().contains(word) {
                problems.append("\(name): the lesson's red does not say '\(word)', as a \(stage.kind.rawValue) stage should.")
            }
            if stage.kind == .redCompile, QuotedCompilerMessages.reading(ofRedToExpect: section.body).expected.isEmpty {
                problems.append("\(name): the lesson's red quotes no compiler message (`error: ...`), so a verify cannot tell the learner which red they see.")
            }
            let saysItCompiles = red.contains("It compiles"), saysItDoesNot = red.contains("does not compile")
            if stage.kind == .redCompile ? saysItCompiles : saysItDoesNot {
                problems.append("\(name): the lesson's red says it \(saysItCompiles ? "compiles" : "does not compile"), and a \(stage.kind.rawValue) stage's suite "
                    + "\(stage.kind == .redCompile ? "does not compile" : "compiles") against the stage before.")
            }
        }
        return problems
    }

    /// The lesson gives the contract, the hints give the code: a code block of `handedOutLines` lines or more in a
    /// stage's section that also stands in its reference code or acceptance suite hands out the answer.
    private static func handedOutCode(_ kata: Kata, _ lessons: LessonBook, _ workbook: Workbook) -> [String] {
        kata.stages.flatMap { stage -> [String] in
            guard let section = lessons.section(ofKata: kata.id, stage: stage.number) else { return [] }
            let files = [workbook.reference(kata, at: .after(stage)), workbook.acceptanceSuite(kata, at: .after(stage))].flatMap { folder in
                SourceFiles.paths(under: folder).compactMap { try? String(contentsOf: folder.appending(path: $0), encoding: .utf8) }
            }
            let fileLines = files.map(codeLines)
            return codeBlocks(in: section.body).compactMap { block -> String? in
                let lines = codeLines(block)
                guard lines.count >= handedOutLines else { return nil }
                let windows = (0...(lines.count - handedOutLines)).map { Array(lines[$0..<($0 + handedOutLines)]) }
                guard let copied = windows.first(where: { window in fileLines.contains { $0.contains(window) } }) else { return nil }
                return "\(kata.id) stage \(stage.number): the lesson hands out code that stands in the stage's reference or suite "
                    + "(from `\(copied[0])`); move it to the last hints."
            }
        }
    }

    /// How many lines of reference code in a lesson's code block count as handing out the answer.
    static let handedOutLines = 4

    /// The fenced code blocks of a lesson section.
    private static func codeBlocks(in body: String) -> [String] {
        body.components(separatedBy: "```").enumerated().filter { !$0.offset.isMultiple(of: 2) }.map { block in
            block.element.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        }
    }

    /// The non-blank lines of some code, trimmed.
    private static func codeLines(_ code: String) -> [String] {
        code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The word a lesson's "Red to expect." part must use for each kind of stage.
    private static func redWord(_ kind: StageKind) -> String {
        switch kind {
        case .redCompile: "compile"
        case .redAssert: "fail"
        case .redCrash: "crash"
        case .refactor: "green"
        }
    }

    private static func redPart(of body: String) -> String {
        guard let start = body.range(of: "**Red to expect.**"), let end = body.range(of: "**Smallest green.**") else { return "" }
        return String(body[start.upperBound..<max(start.upperBound, end.lowerBound)])
    }

    private static func subfolders(of folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { folder.appending(path: $0).isFolder }
    }
}
