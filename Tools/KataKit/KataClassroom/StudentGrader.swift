import Foundation
import KataModel
import KataToolOutput
import KataRunning
import KataVerification
import KataWorkspace

/// Grades one student's work with the teacher's workbook alone: its catalog, suites, reference code and tool.
///
/// From the student's folder it reads `Katas/<kata>/` and nothing else, copying its regular files into a grading slot
/// outside the workbook (no symbolic link is followed). Everything the student's code is built and run with is
/// in that slot, so no path compiled into their build leads to the workbook, and every build and test process is
/// confined (see `Confinement`). The workbook's suites, reference code and tool are checked unchanged after each student.
package struct StudentGrader: Sendable {
    /// The teacher's workbook.
    let workbook: Workbook
    let katas: [Kata]
    /// The grading this grader works in: its slot, its boundary, what is hidden.
    let session: GradingSession
    var timeout: Duration = Defaults.testRunTimeout
    /// The most the grading of one student may take, every kata together.
    var studentTimeout: Duration = Defaults.studentGradingTimeout
    /// Whether a time-out is kept: not while other students are graded beside this one with no share of the processor
    /// each (see `ClassGrader`).
    var keepsTimeOuts = true

    package init(katas: [Kata], in session: GradingSession, timeout: Duration = Defaults.testRunTimeout,
                 studentTimeout: Duration = Defaults.studentGradingTimeout) {
        workbook = session.workbook
        self.session = session
        self.studentTimeout = studentTimeout
        self.katas = katas
        self.timeout = timeout
    }

    /// The grades of the student whose work is in `submission`.
    package func grade(_ submission: Submission) throws -> StudentGrade {
        let before = Self.fingerprint(of: workbook)
        let student = submission.root
        let name = student.lastPathComponent
        let learnerRoot = session.slot.appending(path: "student")
        let confinement = session.confinement(ofWorkFrom: student)
        let learner = workbook.withLearner(at: learnerRoot, scratch: session.slot.appending(path: "build"))
        var limits = RunLimits(test: timeout, confinement: confinement, deadline: .now + studentTimeout)
        limits.keepsTimeOuts = keepsTimeOuts
        var grades: [KataGrade] = []
        for kata in katas {
            grades.append(try grade(kata, of: submission, in: learner, limits: limits, workbookFingerprint: before))
            guard Self.fingerprint(of: workbook) == before else { throw ClassroomError.workbookChanged(student: name) }
        }
        var grade = StudentGrade(student: name.escapingControls, isolation: .behind(session.boundary, asRoot: geteuid() == 0), katas: grades.map(\.escapingControls))
        grade.timeLimitReached = limits.pastDeadline ? studentTimeout : nil
        return grade
    }

    /// The grade of `kata`, the student's folders copied into the slot first; kept (see `KeptKataGrade`) when the
    /// workbook, whose fingerprint is `workbookFingerprint`, graded the same work before.
    private func grade(_ kata: Kata, of submission: Submission, in learner: Workbook, limits: RunLimits, workbookFingerprint: String) throws -> KataGrade {
        var grade = KataGrade(kata: kata)
        let student = submission.root
        let folders = [learner.learnerCode(kata), learner.learnerTests(kata)]
        let originals = submission.folders(of: kata)
        guard originals.allSatisfy(\.isFolder) else {
            grade.problem = submission.onlyKata.map { .notInSubmission(holds: $0.id) }
                ?? .notAClone(codeFolder: kata.paths.learnerCode, testsFolder: kata.learnerTestModule)
            return grade
        }
        if let link = StudentTree.link(from: student, to: originals) {
            grade.problem = .notTheStudentsOwnFolder(link: link.path, target: link.target)
            return grade
        }
        if let excess = StudentTree.excess(originals) {
            grade.problem = .tooLarge(excess)
            return grade
        }
        for (original, copy) in zip(originals, folders) {
            let folder = original.lastPathComponent
            do {
                grade.linksLeftOut += try FolderCopy.replace(copy, withFilesOf: original, links: .leftOut).map { $0 == "." ? folder : "\(folder)/\($0)" }
            } catch {
                // A file the teacher cannot read (an unzipped submission keeps its modes) is this student's row, not the class's end.
                grade.problem = Self.copyFailure(error, in: student)
                return grade
            }
        }
        for folder in folders {
            grade.flags += IntegrityScan.flags(in: folder, reportedAs: learner.relativePath(folder))
        }
        let cleanStart = WorkFingerprint(code: workbook.reference(kata, at: .cleanStart), tests: workbook.acceptanceSuite(kata, at: .cleanStart))
        guard WorkFingerprint(code: folders[0], tests: folders[1]) != cleanStart else {
            grade.standing = KataStanding(reached: 0, cells: kata.stages.map { _ in .notReached })
            grade.untouched = true
            return grade
        }
        // A name the frameworks own, then unsafe code, then linkage by hand: the first found is the kata's problem.
        if let refused = learner.refusedSourceErrors(kata).first ?? learner.linkageErrors(kata).first, let refusal = refused.refusal {
            grade.problem = .refusedSource(refusal, at: refused.location.description)
            return grade
        }
        let kept = KeptKataGrade.kept(of: student, kata, in: GradingSlot.slots(of: workbook))
        let key = KeptKataGrade.key(kata, work: folders, workbook: workbookFingerprint, path: workbook.buildPath, limits: limits, boundary: session.boundary)
        if let found = kept.value(for: key), found.fits(kata) {
            grade.standing = found.standing
            grade.flags += found.compiledFlags
            return grade
        }
        do {
            // The kata's allowance is what its compiled code and tests are held to.
            var limits = limits
            limits.allowance = learner.allowance(kata)
            var standing = try Grader(workbook: learner, limits: limits).standing(kata)
            if limits.pastDeadline {
                standing.notes = standing.notes.map { .pastTheStudentsLimit($0, seconds: studentTimeout.components.seconds) }
            }
            grade.standing = standing
        } catch let refusal as ObjectRefusal {
            grade.problem = .objectsRefused(refusal.findings)
        } catch {
            grade.problem = .notGradable("\(error)")
        }
        let compiledFlags = learner.compiledFlags(kata, besides: grade.flags)
        grade.flags += compiledFlags
        // A grade cut short by the student's time limit, or not made, says nothing of the next grading's.
        if let standing = grade.standing, grade.problem == nil, limits.keeps(timedOut: standing.cells.contains(.failing(.timedOut))) {
            kept.save(KeptKataGrade(standing: standing, compiledFlags: compiledFlags), for: key)
        }
        return grade
    }

    /// Why the submission in `student` could not be copied: the file as the submission holds it, and the system's reason.
    private static func copyFailure(_ error: any Error, in student: URL) -> GradeProblem {
        let error = error as NSError, root = student.standardizedFileURL.path + "/"
        let file = (error.userInfo[NSFilePathErrorKey] as? String).map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0 }
        let reason = (error.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32($0.code))) : nil }
        return .copyFailed(file: file, reason: reason ?? error.localizedDescription)
    }

    /// A fingerprint of what grades: the workbook's suites, reference code, tool and catalog.
    static func fingerprint(of workbook: Workbook) -> String {
        SourceFiles.fingerprint(of: [KataPaths.suitesTree, KataPaths.referencesTree, KataPaths.tools, KataPaths.packageManifest].map { workbook.root.appending(path: $0) })
    }

    /// `submission` graded on `katas` with `workbook` alone, in a grading slot of its own behind `boundary`, its
    /// activity (commit, run history) read behind the same boundary: `kata grade`.
    package static func grade(_ submission: Submission, on katas: [Kata], with workbook: Workbook, boundary: Boundary, timeout: Duration,
                              studentTimeout: Duration) throws -> StudentGrade {
        try GradingSession.with(workbook, boundary: boundary) { session in
            var grade = try StudentGrader(katas: katas, in: session, timeout: timeout, studentTimeout: studentTimeout).grade(submission)
            grade.activity = session.activity(of: submission.root)
            return grade
        }
    }
}

/// One student's grades, kata by kata, and the isolation they were made under.
package struct StudentGrade: Sendable {
    package var student: String
    /// What held the student's code in, as a value KataRendering says (see `Isolation`).
    package var isolation: Isolation
    package var katas: [KataGrade]
    /// The student's time limit, when their grading ran past it (what was left is timed out).
    package var timeLimitReached: Duration?
    /// The commit graded and the last verify, for the teacher: read beside the grade, never part of it.
    package var activity = StudentActivity()

    /// The grade of a submission in which no work was found: each of `katas` not graded, for `problem`.
    package init(student: String, katas: [Kata], problem: GradeProblem) {
        self.student = student.escapingControls
        isolation = .nothingRan
        self.katas = katas.map { kata in
            var grade = KataGrade(kata: kata)
            grade.problem = problem
            return grade
        }
    }

    init(student: String, isolation: Isolation, katas: [KataGrade]) {
        self.student = student
        self.isolation = isolation
        self.katas = katas
    }
}

extension KataGrade {
    /// The grade with every text that came from the student (names, messages) safe to show in a terminal; a stage's note
    /// is made so where it is said (see `GradeText.note`).
    var escapingControls: KataGrade {
        var grade = self
        grade.linksLeftOut = linksLeftOut.map(\.escapingControls)
        grade.flags = flags.map { flag in
            IntegrityFlag(kind: flag.kind, location: SourceLocation(path: flag.location.path.escapingControls, line: flag.location.line))
        }
        return grade
    }
}

/// A student's grade on one kata.
package struct KataGrade: Sendable {
    package var kata: Kata
    /// How far their work goes; `nil` when it could not be graded (see `problem`).
    package var standing: KataStanding?
    /// Why the work could not be graded.
    package var problem: GradeProblem?
    /// Whether the work is still the clean start (nothing is built for it).
    package var untouched = false
    /// What in their code or tests reaches outside the behaviour under test.
    package var flags: [IntegrityFlag] = []
    /// Symbolic links in their folders, left out of the grade.
    package var linksLeftOut: [String] = []
}
