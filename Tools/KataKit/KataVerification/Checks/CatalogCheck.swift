import Foundation
import KataModel

/// Checks that each fact about a stage, kept once in its kata's manifest, agrees with the folders and the lessons.
enum CatalogCheck {
    /// What is wrong with a manifest on its own, one fault per problem, each naming the kata and stage.
    static func problems(in kata: Kata) -> [CheckFault] {
        var problems: [CheckFault] = []
        if kata.id.isEmpty || kata.id.contains(where: { !($0.isLowercase || $0.isNumber || $0 == "-") }) {
            problems.append(CheckFault(.kata(kata.id), .manifest(.idNotKebabCase)))
        }
        if kata.stages.isEmpty { problems.append(CheckFault(.kata(kata.id), .manifest(.noStages))) }
        var slugs: Set<String> = []
        for (index, stage) in kata.stages.enumerated() {
            let fault = { CheckFault(.stage(kata: kata.id, stage.number), .manifest($0)) }
            if stage.number != index + 1 { problems.append(fault(.misnumbered(number: stage.number, place: index + 1))) }
            if !slugs.insert(stage.slug).inserted { problems.append(fault(.slugTwice(stage.slug))) }
            if stage.slug.isEmpty || stage.slug.contains(where: { !($0.isLowercase || $0.isNumber || $0 == "-") }) {
                problems.append(fault(.slugNotKebabCase(stage.slug)))
            }
            if stage.title.trimmingCharacters(in: .whitespaces).isEmpty { problems.append(fault(.noTitle)) }
            if stage.commit.trimmingCharacters(in: .whitespaces).isEmpty { problems.append(fault(.noCommitMessage)) }
            let hints = stage.hints.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count
            if hints < minimumHints { problems.append(fault(.tooFewHints(hints, fewest: minimumHints))) }
            problems += mutantProblems(stage, of: kata) + evidenceProblems(stage, of: kata)
        }
        if kata.stages.first?.kind == .refactor { problems.append(CheckFault(.stage(kata: kata.id, 1), .manifest(.startsWithRefactor))) }
        return problems
    }

    /// A nudge, the shape, the code: the fewest hints a stage has.
    static let minimumHints = 3

    private static func mutantProblems(_ stage: Stage, of kata: Kata) -> [CheckFault] {
        let name = CheckFault.Subject.stage(kata: kata.id, stage.number)
        if stage.kind == .refactor {
            return stage.mutants.isEmpty ? [] : [CheckFault(name, .manifest(.refactorWithMutants))]
        }
        if stage.mutants.isEmpty { return [CheckFault(name, .manifest(.noMutant))] }
        var problems: [CheckFault] = []
        var names: Set<String> = []
        for mutant in stage.mutants {
            let fault = { CheckFault(.mutant(kata: kata.id, stage: stage.number, name: mutant.name), .manifest($0)) }
            if !names.insert(mutant.name).inserted { problems.append(fault(.mutantNameTwice)) }
            if mutant.find == mutant.replace { problems.append(fault(.replacesWithTheSame)) }
            let wrong = mutant.wrong.trimmingCharacters(in: .whitespaces)
            if wrong.isEmpty || wrong.hasSuffix(".") || wrong.contains("`") || wrong.first?.isUppercase == true {
                problems.append(fault(.wrongNotAClause))
            }
        }
        return problems
    }

    private static func evidenceProblems(_ stage: Stage, of kata: Kata) -> [CheckFault] {
        let name = CheckFault.Subject.stage(kata: kata.id, stage.number)
        guard stage.kind == .refactor else {
            return stage.evidence.isEmpty ? [] : [CheckFault(name, .manifest(.evidenceOfNoRefactor))]
        }
        if stage.evidence.isEmpty { return [CheckFault(name, .manifest(.refactorWithoutEvidence))] }
        return stage.evidence.enumerated().compactMap { index, check -> CheckFault? in
            let fault = { CheckFault(.evidence(kata: kata.id, stage: stage.number, index + 1), .manifest($0)) }
            if (check.declares == nil) == (check.matches == nil) { return fault(.declaresOrMatches) }
            if let pattern = check.matches, (try? Regex(pattern)) == nil { return fault(.notARegularExpression(pattern)) }
            if let name = check.declares, name.wholeMatch(of: /[A-Za-z_][A-Za-z0-9_]*/) == nil { return fault(.notASwiftName(name)) }
            if check.lowest > (check.atMost ?? .max) { return fault(.neverHolds) }
            if check.shows.isEmpty || check.missing.isEmpty { return fault(.noShowsOrMissing) }
            return nil
        }
    }

    /// A refactor stage's evidence holds on its reference (its code and suite) and fails on the stage before's,
    /// even with the stage's whole reference pasted into the stage before's files as comments and string contents.
    private static func evidenceFileProblems(_ kata: Kata, _ workbook: Workbook) -> [CheckFault] {
        kata.stages.filter { $0.kind == .refactor && !$0.evidence.isEmpty }.flatMap { stage -> [CheckFault] in
            let fault = { CheckFault(.stage(kata: kata.id, stage.number), .files($0)) }
            func texts(_ folder: URL) -> [String] { SwiftSource.files(under: folder).map(\.text) }
            let before = Snapshot.before(stage, of: kata)
            let after = (code: texts(workbook.reference(kata, at: .after(stage))), tests: texts(workbook.acceptanceSuite(kata, at: .after(stage))))
            let earlier = (code: texts(workbook.reference(kata, at: before)), tests: texts(workbook.acceptanceSuite(kata, at: before)))
            var problems: [CheckFault] = []
            let own = RefactorCheck(stage.evidence, code: after.code, tests: after.tests)
            if !own.holds { problems.append(fault(.evidenceFailsItsReference(missing: own.missing))) }
            if RefactorCheck(stage.evidence, code: earlier.code, tests: earlier.tests).holds { problems.append(fault(.evidenceHoldsBefore(before))) }
            let pasted = { (files: [String], added: [String]) in files + added.flatMap(disguised) }
            if RefactorCheck(stage.evidence, code: pasted(earlier.code, after.code), tests: pasted(earlier.tests, after.tests)).holds {
                problems.append(fault(.evidenceHoldsOnPastedCode(before: before)))
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
    static func problems(of kata: Kata, in workbook: Workbook, lessons: LessonBook) -> [CheckFault] {
        let checks: [[CheckFault]] = [problems(in: kata), folderProblems(kata, workbook), mutantFileProblems(kata, workbook),
                                  weakerTestProblems(kata, workbook, lessons),
                                  evidenceFileProblems(kata, workbook), lessonProblems(kata, lessons), handedOutCode(kata, lessons, workbook)]
        return checks.flatMap { $0 }
    }

    private static func folderProblems(_ kata: Kata, _ workbook: Workbook) -> [CheckFault] {
        let expected = Set([Stage.startFolderName] + kata.stages.map(\.folderName))
        var problems: [FileFault] = []
        for (tree, parent) in [(KataPaths.suitesTree, kata.paths.suites), (KataPaths.referencesTree, kata.paths.references)] {
            let found = Set(subfolders(of: workbook.root.appending(path: parent)))
            problems += expected.subtracting(found).sorted().map { .noStageFolder(tree: tree, parent: parent, folder: $0) }
            problems += found.subtracting(expected).sorted().map { .folderOfNoStage(parent: parent, folder: $0) }
        }
        for folder in [workbook.learnerCode(kata), workbook.learnerTests(kata)] where !folder.isFolder {
            problems.append(.learnerFolderMissing(workbook.relativePath(folder)))
        }
        return problems.map { CheckFault(.kata(kata.id), .files($0)) }
    }

    /// Each mutant's text stands exactly once in its file of the stage's reference code.
    private static func mutantFileProblems(_ kata: Kata, _ workbook: Workbook) -> [CheckFault] {
        kata.stages.flatMap { stage in
            stage.mutants.compactMap { mutant -> CheckFault? in
                let file = workbook.reference(kata, at: .after(stage)).appending(path: mutant.file)
                let fault = { CheckFault(.mutant(kata: kata.id, stage: stage.number, name: mutant.name), .files($0)) }
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { return fault(.noMutantFile(workbook.relativePath(file))) }
                let count = text.ranges(of: mutant.find).count
                return count == 1 ? nil : fault(.textNotOnce(count: count, path: workbook.relativePath(file)))
            }
        }
    }

    /// Each weaker test names a mutant of its stage, its text stands exactly once in its file of the stage's suite, and
    /// the stage's lesson says what it says.
    private static func weakerTestProblems(_ kata: Kata, _ workbook: Workbook, _ lessons: LessonBook) -> [CheckFault] {
        kata.stages.flatMap { stage in
            stage.weakerTests.flatMap { weaker -> [CheckFault] in
                let file = workbook.acceptanceSuite(kata, at: .after(stage)).appending(path: weaker.file)
                let count = (try? String(contentsOf: file, encoding: .utf8))?.ranges(of: weaker.find).count ?? 0
                let lesson = lessons.section(ofKata: kata.id, stage: stage.number)?.body.collapsingSpaces ?? ""
                let faults: [FileFault] = (stage.mutants.contains { $0.name == weaker.lets } ? [] : [.noSuchMutant])
                    + (count == 1 ? [] : [.textNotOnce(count: count, path: workbook.relativePath(file))])
                    + (lesson.contains(weaker.says.collapsingSpaces) ? [] : [.lessonDoesNotSay(weaker.says)])
                return faults.map { CheckFault(.weakerTest(kata: kata.id, stage: stage.number, lets: weaker.lets), .files($0)) }
            }
        }
    }

    static func lessonProblems(_ kata: Kata, _ lessons: LessonBook) -> [CheckFault] {
        let sections = lessons.sections(ofKata: kata.id)
        if sections.isEmpty { return [CheckFault(.kata(kata.id), .lesson(.noChapter))] }
        var problems: [CheckFault] = []
        if lessons.introduction(ofKata: kata.id)?.contains(LessonBook.placeholderIntroduction) == true {
            problems.append(CheckFault(.kata(kata.id), .lesson(.placeholderIntroduction)))
        }
        if sections.map(\.number) != kata.stages.map(\.number) {
            problems.append(CheckFault(.kata(kata.id), .lesson(.sectionsDisagree(sections: sections.map(\.number), stages: kata.stages.map(\.number)))))
        }
        for stage in kata.stages {
            guard let section = sections.first(where: { $0.number == stage.number }) else { continue }
            let fault = { CheckFault(.stage(kata: kata.id, stage.number), .lesson($0)) }
            if section.title != stage.title { problems.append(fault(.titleDisagrees(lesson: section.title, manifest: stage.title))) }
            let positions = LessonBook.parts.map { section.body.range(of: "**\($0)**")?.lowerBound }
            if positions.contains(nil) || positions.compactMap({ $0 }) != positions.compactMap({ $0 }).sorted() {
                problems.append(fault(.partsOutOfOrder))
            }
            if !section.body.contains("**Commit.** `\(stage.commit)`") { problems.append(fault(.commitDisagrees(stage.commit))) }
            let word = redWord(stage.kind)
            let red = redPart(of: section.body)
            if !red.lowercased().contains(word) { problems.append(fault(.redLacksWord(word, kind: stage.kind))) }
            if stage.kind == .redCompile, QuotedCompilerMessages.reading(ofRedToExpect: section.body).expected.isEmpty {
                problems.append(fault(.quotesNoCompilerMessage))
            }
            let saysItCompiles = red.contains("It compiles"), saysItDoesNot = red.contains("does not compile")
            if stage.kind == .redCompile ? saysItCompiles : saysItDoesNot { problems.append(fault(.saysItCompiles(saysItCompiles, kind: stage.kind))) }
        }
        return problems
    }

    /// The lesson gives the contract, the hints give the code: a code block of `handedOutLines` lines or more in a
    /// stage's section that also stands in its reference code or acceptance suite hands out the answer.
    private static func handedOutCode(_ kata: Kata, _ lessons: LessonBook, _ workbook: Workbook) -> [CheckFault] {
        kata.stages.flatMap { stage -> [CheckFault] in
            guard let section = lessons.section(ofKata: kata.id, stage: stage.number) else { return [] }
            let files = [workbook.reference(kata, at: .after(stage)), workbook.acceptanceSuite(kata, at: .after(stage))].flatMap { folder in
                SourceFiles.paths(under: folder).compactMap { try? String(contentsOf: folder.appending(path: $0), encoding: .utf8) }
            }
            let fileLines = files.map(codeLines)
            return codeBlocks(in: section.body).compactMap { block -> CheckFault? in
                let lines = codeLines(block)
                guard lines.count >= handedOutLines else { return nil }
                let windows = (0...(lines.count - handedOutLines)).map { Array(lines[$0..<($0 + handedOutLines)]) }
                guard let copied = windows.first(where: { window in fileLines.contains { $0.contains(window) } }) else { return nil }
                return CheckFault(.stage(kata: kata.id, stage.number), .lesson(.handsOutCode(from: copied[0])))
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
