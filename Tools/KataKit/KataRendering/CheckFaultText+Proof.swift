import KataModel
import KataToolOutput
import KataVerification

extension CheckFaultText {
    /// What is wrong with the lessons of the kata `kata`, in words.
    static func words(_ fault: LessonFault, kata: String) -> String {
        switch fault {
        case .unreadable(let error): error
        case .noChapter: "LESSONS.md has no chapter headed '## ... (`\(kata)`)'."
        case .placeholderIntroduction:
            "the chapter's introduction in LESSONS.md is still the one kata new wrote; say what the kata builds and practises, and where the learner's files go."
        case .sectionsDisagree(let sections, let stages): "LESSONS.md has sections for stages \(sections), the manifest has \(stages)."
        case .titleDisagrees(let lesson, let manifest): "LESSONS.md calls it '\(lesson)', the manifest '\(manifest)'."
        case .partsOutOfOrder: "its lesson must have the parts \(LessonBook.parts.joined(separator: " ")) in this order."
        case .commitDisagrees(let commit): "the lesson's commit is not the manifest's `\(commit)`."
        case .redLacksWord(let word, let kind): "the lesson's red does not say '\(word)', as a \(kind.rawValue) stage should."
        case .quotesNoCompilerMessage:
            "the lesson's red quotes no compiler message (`error: ...`), so a verify cannot tell the learner which red they see."
        case .saysItCompiles(let compiles, let kind):
            "the lesson's red says it \(compiles ? "compiles" : "does not compile"), and a \(kind.rawValue) stage's suite "
                + "\(kind == .redCompile ? "does not compile" : "compiles") against the stage before."
        case .handsOutCode(let line):
            "the lesson hands out code that stands in the stage's reference or suite (from `\(line)`); move it to the last hints."
        case .quoteNotSaid(let quoted, let before, let said):
            "the lesson quotes '\(quoted)', which the compiler does not say against \(before.name)'s code: \(said)"
        case .absentQuoteSaid(let quoted, let before): "the lesson says the compiler does not say '\(quoted)' against \(before.name)'s code, and it does"
        case .quoteUnchecked(let quoted):
            "the lesson quotes '\(quoted)' in a sentence about a later moment, which no build holds to the compiler: say it in words"
        case .unmarkedQuote(let words):
            "the lesson gives the compiler's words '\(words)' unmarked: quote them as `error: \(words)`, so that the check holds them to the compiler"
        }
    }

    /// What the proof of the stage contract shows wrong, in words, each verdict explained.
    static func words(_ fault: ContractFault) -> String {
        switch fault {
        case .cleanStartNotGreen(let verdict): "the clean start is \(verdict.colour.word): \(verdict.explanation)"
        case .againstTheStageBefore(let before, let expected, let verdict):
            "against \(before.name)'s code it should be \(expected.word), it is \(verdict.colour.word): \(verdict.explanation)"
        case .errorsOutsideTheSuite(let before, let suiteFolder, let paths): "against \(before.name)'s code, the errors should all be in \(suiteFolder): \(paths)"
        case .ownCodeNotGreen(let verdict): "against its own code it should be green, it is \(verdict.colour.word): \(verdict.explanation)"
        case .testDropped(let test, let before):
            "its suite has no test \(test), which \(before.name)'s has; a stage's suite holds every test of the stage before "
                + "(or the manifest says the stage retires it)"
        case .retiresNoTest(let test, let before): "the manifest says it retires \(test), which is not a test of \(before.name)'s suite that its own lacks"
        case .newTestPassesBefore(let test, let before):
            "its new test \(test) passes against \(before.name)'s code already; each new test of a red stage must fail there"
        case .hollowCatchesFirstMutant(let mutant, let verdict):
            "hollowed, the suite still catches the mutant '\(mutant)' (\(verdict.colour.word): \(verdict.explanation)); "
                + "the first mutant must be one only an assertion catches"
        case .firstMutantStopsTheRun(let mutant, let verdict):
            "the suite catches the mutant '\(mutant)' by a \(verdict.colour == .crashed ? "crash" : "time-out"), "
                + "not an assertion (\(verdict.explanation)); the first mutant must be one only an assertion catches"
        case .weakerTestNotGreen(let lets, let verdict):
            "the weaker test of '\(lets)' is \(verdict.colour.word) against the stage's own code: " + verdict.explanation
        case .weakerTestCatches(let lets, let says, let verdict):
            "the lesson says \"\(says)\", and the weaker test catches the mutant '\(lets)' (\(verdict.colour.word): \(verdict.explanation))"
        case .mutantDoesNotCompile(let mutant, let verdict): "the mutant '\(mutant)' does not compile against the stage's suite: \(verdict.explanation)"
        case .mutantNotCaught(let mutant, let colour): "the mutant '\(mutant)' is not caught by the stage's suite (\(colour.word))"
        }
    }

    /// What is wrong with the checks of a stage's suite and their marks as redundant, in words.
    static func words(_ fault: RedundancyFault) -> String {
        switch fault {
        case .markOfNoCheck(let check): "the manifest marks `\(check)` redundant, and the stage's suite has no such check"
        case .marksLetThrough(let mutant): "deleted together, the checks marked redundant let \(words(mutant)) through"
        case .unneeded(let check, let place, let cover, let nearest):
            "no mutant needs `\(check)` (\(place)): deleted, every mutant still dies, \(words(cover))"
                + (nearest.map { " (of its \($0.inItsTest ? "test" : "file")'s checks, `\($0.check)` is the nearest a mutant needs)" } ?? "")
                + "; give the generator what makes a mutant of its behaviour, or mark it redundant in the manifest (`redundant`), naming its cover"
        case .markInAStoppedTest(let check, let stage, let mutant):
            "\(marked(check, stage)) is in the test \(words(mutant)) stops, which may be on its line"
        case .coverNotHeld(let check, let stage, let cover, let covered):
            "\(marked(check, stage)) is covered by `\(cover)`, which the stage's suite does not hold; \(words(covered))"
        case .coverMarkedToo(let check, let stage, let cover, let covered):
            "\(marked(check, stage)) is covered by `\(cover)`, which is marked redundant too; \(words(covered))"
        case .coverLetsThrough(let check, let stage, let mutant, let covers, let covered):
            "\(marked(check, stage)) catches \(words(mutant)), which \(covers.map { "`\($0)`" }.joined(separator: " and ")), its cover, "
                + "lets through; \(words(covered))"
        }
    }

    /// A check marked redundant at a stage, as a fault of its mark names it.
    private static func marked(_ check: String, _ stage: Int) -> String { "`\(check)`, marked redundant at stage \(stage)," }

    /// A mutant, as a fault of the checks names it.
    private static func words(_ mutant: RedundancyFault.Mutant) -> String {
        switch mutant {
        case .generated(let site): "the generated mutant \(site.file):\(site.line) (\(site.change))"
        case .handWritten(let name): "the mutant '\(name)'"
        }
    }

    /// What else catches what a check catches, in words.
    private static func words(_ cover: RedundancyFault.Cover) -> String {
        switch cover {
        case .catchesNone: "it catches none"
        case .caughtAlsoBy(let lines): "caught also by " + lines.map { "`\($0)`" }.joined(separator: " and ")
        case .noOtherLines: "no other lines catch every one it catches"
        }
    }
}
