import KataModel
import KataVerification

/// A fault `kata check` finds (`CheckFault`), in words: its subject, then what is wrong.
enum CheckFaultText {
    /// The fault in one sentence, as `kata check` prints it.
    static func sentence(_ fault: CheckFault) -> String {
        let kata = fault.subject.kata ?? ""
        let words = switch fault.kind {
        case .manifest(let manifest): words(manifest)
        case .files(let files): words(files, kata: kata)
        case .lesson(let lesson): words(lesson, kata: kata)
        case .list(let list): words(list)
        case .contract(let contract): words(contract)
        case .generatedCatalog(let problem): words(problem)
        case .committedCatalog(let committed): words(committed, kata: kata)
        case .redundancy(let redundancy): words(redundancy)
        }
        return prefix(fault.subject) + words
    }

    /// What the sentence names first, with its colon.
    private static func prefix(_ subject: CheckFault.Subject) -> String {
        switch subject {
        case .unnamed: ""
        case .kata(let kata): "\(kata): "
        case .stage(let kata, let stage): "\(kata) stage \(stage): "
        case .provedStage(let kata, let stage, let slug, let kind): "\(kata) stage \(stage) (\(slug), \(kind.rawValue)): "
        case .mutant(let kata, let stage, let name): "\(kata) stage \(stage) mutant '\(name)': "
        case .evidence(let kata, let stage, let number): "\(kata) stage \(stage) evidence \(number): "
        case .weakerTest(let kata, let stage, let lets): "\(kata) stage \(stage) weaker test of '\(lets)': "
        }
    }

    /// What is wrong with a manifest on its own, in words.
    private static func words(_ fault: ManifestFault) -> String {
        switch fault {
        case .idNotKebabCase: "the id must be lowercase letters, digits and dashes."
        case .noStages: "the kata has no stages."
        case .misnumbered(let number, let place): "numbered \(number) but is stage \(place) in order."
        case .slugTwice(let slug): "the slug '\(slug)' is used twice."
        case .slugNotKebabCase(let slug): "the slug '\(slug)' must be lowercase letters, digits and dashes."
        case .noTitle: "it has no title."
        case .noCommitMessage: "it has no commit message."
        case .tooFewHints(let hints, let fewest): "it has \(hints) hints; a stage needs at least \(fewest), gentle to specific."
        case .startsWithRefactor: "a kata cannot start with a refactor; there is nothing green to keep green."
        case .refactorWithMutants: "a refactor stage changes no behaviour, so it has no mutants."
        case .noMutant: "it has no mutant; the learner's tests must catch at least one."
        case .mutantNameTwice: "the name is used twice."
        case .replacesWithTheSame: "it replaces its text with the same text."
        case .wrongNotAClause: "'wrong' must be a clause in words, lowercase first, no period, no code."
        case .evidenceOfNoRefactor: "only a refactor stage has refactor evidence; other stages are proved by mutants."
        case .refactorWithoutEvidence:
            "a refactor stage needs evidence: what its change leaves in the learner's code or tests, so that a comment cannot complete it."
        case .declaresOrMatches: "give `declares` or `matches`, not both or neither."
        case .notARegularExpression(let pattern): "`\(pattern)` is not a regular expression."
        case .notASwiftName(let name): "`\(name)` is not a Swift name to declare."
        case .neverHolds: "atLeast is above atMost, so it can never hold."
        case .noShowsOrMissing: "it needs `shows` and `missing` sentences."
        }
    }

    /// What disagrees between the manifest and the files of the kata `kata`, in words.
    private static func words(_ fault: FileFault, kata: String) -> String {
        switch fault {
        case .noStageFolder(let tree, let parent, let folder): "\(tree) has no folder \(parent)/\(folder) for the manifest's stage."
        case .folderOfNoStage(let parent, let folder): "\(parent)/\(folder) matches no stage of the manifest."
        case .learnerFolderMissing(let path): "the learner's folder \(path) is missing."
        case .notTheCleanStart(let learner, let start):
            "\(learner) is not the clean start \(start); a kata ships at its clean start: "
                + "`swift run kata reset \(kata)` puts it back, your work kept in a backup first."
        case .noMutantFile(let path): "there is no file \(path)."
        case .textNotOnce(let count, let path): "its text stands \(count) times in \(path), not once."
        case .noSuchMutant: "the stage has no mutant of that name."
        case .lessonDoesNotSay(let says): "the stage's lesson does not say '\(says)'."
        case .evidenceFailsItsReference(let missing): "its evidence does not hold on its own reference: \(missing.joined(separator: "; "))."
        case .evidenceHoldsBefore(let before): "its evidence holds on \(before.name)'s reference already, so the stage would be done with no change."
        case .evidenceHoldsOnPastedCode(let before):
            "its evidence holds on \(before.name)'s reference with the stage's reference added as comments or strings."
        }
    }

    /// What disagrees between the catalog and a hand-kept list of katas, in words.
    private static func words(_ fault: ListFault) -> String {
        switch fault {
        case .schemeLacks(let kata, let testTarget):
            "\(KatasScheme.path) does not test \(kata)'s learner tests (\(testTarget)), so ⌘U in Xcode leaves them out: "
                + "`kata new` adds each kata it makes; `git checkout -- \(KatasScheme.path)` restores the workbook's."
        case .schemeNotMade: "\(KatasScheme.path) is not the scheme made from the catalog's katas: `git checkout -- \(KatasScheme.path)` restores it."
        case .manifestNotListed(let name): "\(KataPaths.catalog)/\(name).json is not listed in \(KataPaths.catalogList)."
        case .folderOfNoKata(let parent, let folder): "\(parent)/\(folder) matches no kata of \(KataPaths.catalogList)."
        case .unreadable(let error): error
        case .packageLacks(let kata, let module): "Package.swift does not declare \(kata)'s learner targets: \(LearnerKataLine.text(id: kata, module: module))."
        case .packageDeclaresOther(let kata): "Package.swift declares learner targets for \(kata), which is not in \(KataPaths.catalogList)."
        case .noReadmeRow(let kata): "README.md's katas table has no row for \(kata): `swift run kata check \(kata) --fix` adds one."
        case .readmeRowDisagrees(let kata, let framework, let stages):
            "README.md's katas table should give \(kata) as \(framework.displayName) with \(stages) stage\(stages == 1 ? "" : "s"): "
                + "`swift run kata check \(kata) --fix` writes it."
        case .readmeListsOther(let kata):
            "README.md's katas table lists \(kata), which is not in \(KataPaths.catalogList), without saying it is in preparation."
        }
    }

    /// Why a stage's catalog of generated mutants counts none, in words.
    private static func words(_ problem: CatalogProblem) -> String {
        switch problem {
        case .schemataDoesNotCompile(let line):
            "the schemata does not compile, and no mutant left is to blame (line \(line) of \(MutantSchemata.fileName))"
        case .controlNotGreen(let colour):
            "the workbook's suite does not pass against the schemata with no mutant on (\(colour?.word ?? "not run"))"
        }
    }

    /// What is wrong with the committed catalogs of the kata `kata`, in words, with the command that writes them again.
    private static func words(_ fault: CommittedCatalogFault, kata: String) -> String {
        let fix = "`swift run kata check \(kata) --fix` writes it again"
        return switch fault {
        case .missing(let file): "\(file) has no catalog of its generated mutants: \(fix)."
        case .stale(let file): "the catalog of its generated mutants in \(file) was made from other code, suites, mutants or generator: \(fix)."
        case .handEdited(let file): "the catalog of its generated mutants in \(file) was edited by hand (its seal does not hold): \(fix)."
        case .unread(let file, let stage): "\(file) holds a catalog of stage \(stage), which no proof reads: \(fix)."
        }
    }
}
