import Foundation
import KataClassroom
import KataModel
import KataRendering
import KataRunning

extension CommandRunner {
    /// `kata report DIR`: every student's clone in `DIR` graded (the teacher's suites and reference code, nothing
    /// written in the clones), shown as a table and written as CSV and HTML when asked.
    func classReport(_ folderText: String, options: ReportOptions) throws -> ExitStatus {
        let folder = CommandLinePath(folderText).url
        let katas = try options.kata.map { [try workbook.kata(named: $0)] } ?? workbook.katas
        if options.results {
            return try write(try ClassResults(katas: katas).report(from: folder), options: options)
        }
        let students = try ClassSurvey.students(in: folder)
        guard !students.isEmpty else { throw UsageError("\(folderText) holds no student folders: put one clone per student in it.") }
        let survey = ClassSurvey(workbook: workbook, katas: katas, boundary: try StudentGrader.boundary(unsandboxed: options.unsandboxed),
                                 timeout: options.timeout, studentTimeout: options.studentTimeout)
        let noteLines = CommandLines(style: noteStyle)
        notes(noteLines.grading(students.count, on: katas, workers: min(survey.workers, students.count)))
        let start = ContinuousClock.now
        var report = try survey.report(on: students) { student, done, count in
            notes(noteLines.graded(student, done: done, of: count, seconds: Int((ContinuousClock.now - start).inSeconds)))
        }
        if let compare = options.compare {
            report.flagDifferences(from: try ClassResults(katas: katas).report(from: CommandLinePath(compare).url))
        }
        return try write(report, options: options)
    }

    /// The report as a table, and as CSV and HTML files where the options ask.
    private func write(_ report: ClassReport, options: ReportOptions) throws -> ExitStatus {
        for case let (file?, text) in [(options.csv, { ReportCSV().render(report) }), (options.html, { ReportHTML().render(report) })] {
            try CommandLinePath(file).write(text())
        }
        output(ReportTableRenderer(style: style).render(report))
        return .success
    }

    /// `kata grade STUDENT [KATA...]`: one student's work graded with this workbook alone (see `StudentGrader`), as a
    /// table and the integrity flags, and as JSON when asked; 0 whenever grading ran.
    func grade(student studentText: String, katas ids: [String], options: GradeOptions) throws -> ExitStatus {
        let named = try ids.map { try workbook.kata(named: $0) }
        let folder = CommandLinePath(studentText).url
        let submission: Submission
        do {
            submission = try Submission.locate(in: folder, katas: workbook.katas)
        } catch {
            // Each document asked for says what was expected: a platform gets its results file whatever was handed in.
            try writeDocuments(of: StudentGrade(student: folder.lastPathComponent, katas: named.isEmpty ? workbook.katas : named, problem: error.description),
                               took: .zero, options: options)
            throw error
        }
        let student = submission.root
        guard student.path != workbook.root.path else {
            throw UsageError("\(studentText) is this workbook: grade a student's clone, kept apart from the workbook that grades it.")
        }
        let katas = named.isEmpty ? submission.onlyKata.map { [$0] } ?? workbook.katas : named
        try checked(options.requirements)
        if let outside = options.requirements.first(where: { requirement in !katas.contains { $0.id == requirement.kata } }) {
            throw UsageError("--require \(outside) names a kata this grade leaves out: name \(outside.kata) among the katas graded.")
        }
        notes(CommandLines(style: noteStyle).grading(student: student.lastPathComponent, on: katas))
        let start = ContinuousClock.now
        let grade = try StudentGrader.grade(submission, on: katas, with: workbook, boundary: try StudentGrader.boundary(unsandboxed: options.unsandboxed),
                                            timeout: options.timeout, studentTimeout: options.studentTimeout)
        try writeDocuments(of: grade, took: ContinuousClock.now - start, options: options)
        output(StudentGradeRenderer(style: style).render(grade))
        for requirement in options.requirements { output(requirement.sentence(for: grade)) }
        return .of(done: options.requirements.allSatisfy { $0.isMet(by: grade) })
    }

    /// The documents of `grade` the options ask for: JSON, JUnit, Classroom 50's, Gradescope's, Markdown.
    private func writeDocuments(of grade: StudentGrade, took: Duration, options: GradeOptions) throws {
        let documents: [(String?, () -> String)] = [
            (options.json, { GradeJSON(grade).text() }), (options.junit, { GradeJUnit(grade: grade).text() }),
            (options.classroom50, { Classroom50Result(grade, environment: ProcessInfo.processInfo.environment).text() }),
            (options.gradescope, { GradescopeResults(grade, duration: took).text() }),
            (options.markdown, { GradeMarkdown(grade: grade, requirements: options.requirements).text() }),
        ]
        for case let (file?, text) in documents {
            try CommandLinePath(file).write(text())
        }
    }

    /// `kata autograder PLATFORM OUT`: the platform's files in `OUT`, the workbook pinned at a commit it has (this
    /// checkout's `HEAD` when not given) and fetched from an address the platform can reach (this checkout's `origin`
    /// when not given).
    func autograder(_ platformName: String, into folderText: String, katas ids: [String], options: AutograderOptions) throws -> ExitStatus {
        guard let platform = Autograder.Platform(rawValue: platformName) else { throw UsageError("'\(platformName)' is not a platform.") }
        let katas = try ids.map { try workbook.kata(named: $0).id }
        try checked(options.requirements)
        let folder = CommandLinePath(folderText).url
        let recipe = try Autograder.pinned(platform, workbook: workbook, address: options.workbook, commit: options.commit, katas: katas,
                                           timeout: options.timeout, requirements: options.requirements, template: options.template)
        for file in recipe.files {
            let target = CommandLinePath(folder.appending(path: file.path))
            try target.write(file.text, executable: file.executable)
            output(lines.wrote(target.url.path))
        }
        output(lines.pinned(recipe.workbook, at: recipe.commit))
        return .success
    }

    /// Throws, naming it, for a requirement whose kata or stage this workbook does not have.
    private func checked(_ requirements: [StageRequirement]) throws {
        for requirement in requirements {
            let kata = try workbook.kata(named: requirement.kata)
            guard kata.stage(requirement.stage) != nil else {
                throw WorkbookError.unknownStage(kata: kata.id, stage: "\(requirement.stage)", count: kata.stages.count)
            }
        }
    }
}
