/// Where a verify first goes wrong: a line of a file, or a test by name (failed, crashed or hung).
package enum WrongPlace: Sendable, Equatable {
    /// A file's path, relative to the workbook, and a line.
    case line(String, Int)
    /// A test that failed with no line to point to.
    case inTest(String)
    /// A test that crashed.
    case crashedIn(String)
    /// A test that hung.
    case hungIn(String)
}

/// What a verify that is not green is, decided once from the verdict and the stage: the stage's red, a red of the
/// learner's own test, or a slip of theirs; KataRendering says it and what to do next.
package enum RedDiagnosis: Sendable, Equatable {
    /// How the learner's tests show the red the stage starts with.
    package enum StageRed: Sendable, Equatable {
        /// The compiler's messages the lesson quotes under "Red to expect".
        case lessonReds([String])
        /// A compile error about what the stage adds: these names.
        case stageNames([String])
        /// The kind of red the stage starts with, as its kind says.
        case asTheStageSays
    }

    /// The red the stage starts with.
    case stageRed(StageRed)
    /// A test of the learner's uses `name`, which a later stage adds.
    case aheadOfTheStage(name: String)
    /// A compile error of the learner's own, naming nothing the stage adds: in their tests or their code, and whether
    /// the workbook's tests already compile against their code.
    case ownCompileError(inTests: Bool, workbookSuiteCompiles: Bool)
    /// The learner's code uses what the stage adds before declaring it: these names.
    case codeAheadOfItsDeclarations([String])
    /// Anything failing on a refactor stage, where the bar stays green: where it first goes wrong.
    case slipOnARefactor(place: WrongPlace?)
    /// Only the workbook's tests fail: none of the learner's shows the missing behaviour yet.
    case onlyTheWorkbooksTestsFail
    /// The first run of the learner's snapshots recorded them and failed.
    case snapshotsRecorded
    /// The learner's own test fails while the workbook's pass: where.
    case ownTestFailsAlone(place: WrongPlace?)
    /// The learner's own test fails, where the stage starts with another kind of red: where.
    case ownTestFails(place: WrongPlace?)
    /// A slip of the learner's own, not the stage's red: where.
    case slip(place: WrongPlace?)
}

extension RedDiagnosis {
    /// Whether the verify failed in a way the lesson does not ask for: neither the stage's red nor, on a stage that
    /// adds behaviour, a red of the learner's own test. The run history keeps it, and `kata log` counts it.
    package var isSlip: Bool {
        switch self {
        case .stageRed, .snapshotsRecorded, .ownTestFailsAlone, .ownTestFails: false
        case .aheadOfTheStage, .ownCompileError, .codeAheadOfItsDeclarations, .slipOnARefactor, .onlyTheWorkbooksTestsFail, .slip: true
        }
    }
}

extension StageVerification {
    /// What the verify is when it is not green; `nil` on green.
    package var redDiagnosis: RedDiagnosis? {
        let colour = verdict.colour
        guard colour != .green else { return nil }
        let place = firstWrongPlace
        if learnerShowsStageRed {
            if colour == .amber, !lessonRedsShown.isEmpty { return .stageRed(.lessonReds(lessonRedsShown)) }
            if colour == .amber, !stageNamesMissed.isEmpty { return .stageRed(.stageNames(stageNamesMissed)) }
            return .stageRed(.asTheStageSays)
        }
        if let ahead = laterNamesUsed.first { return .aheadOfTheStage(name: ahead) }
        if !ownCompileErrors.isEmpty {
            return .ownCompileError(inTests: ownCompileErrors.contains { $0.location.path.hasPrefix(kata.paths.learnerTests + "/") },
                                    workbookSuiteCompiles: workbookSuiteRan || workbookSuiteCompiled)
        }
        let codeFolder = kata.paths.learnerCode + "/"
        if colour == .amber, learnerCompileErrors.contains(where: { $0.location.path.hasPrefix(codeFolder) }), !stageNamesMissed.isEmpty {
            return .codeAheadOfItsDeclarations(stageNamesMissed)
        }
        // A refactor adds no behaviour to show: whatever fails (code gone ahead of the stage, say) is a slip.
        if stage.kind == .refactor { return .slipOnARefactor(place: place) }
        if !learnerTestsFail, workbookTestsFail { return .onlyTheWorkbooksTestsFail }
        if colour == .red, learnerTestsFail, !recorded.isEmpty { return .snapshotsRecorded }
        if colour == .red, learnerTestsFail, !workbookTestsFail { return .ownTestFailsAlone(place: place) }
        if colour == .red, learnerTestsFail { return .ownTestFails(place: place) }
        return .slip(place: place)
    }
}
