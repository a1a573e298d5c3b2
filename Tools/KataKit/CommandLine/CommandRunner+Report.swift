import Foundation

extension CommandRunner {
    /// `kata report DIR`: every student's clone in `DIR` graded (the teacher's suites and reference code, nothing
    /// written in the clones), shown as a table and written as CSV and HTML when asked.
    func classReport(_ folderText: String, options: ReportOptions) throws -> Int32 {
        let here = URL(filePath: FileManager.default.currentDirectoryPath + "/")
        let folder = URL(filePath: folderText, relativeTo: here).standardizedFileURL
        let katas = try options.kata.map { [try workbook.kata(named: $0)] } ?? workbook.katas
        let students = try ClassSurvey.students(in: folder)
        guard !students.isEmpty else { throw UsageError("\(folderText) holds no student folders: put one clone per student in it.") }
        let survey = ClassSurvey(workbook: workbook, katas: katas, timeout: options.timeout)
        notes(noteStyle.dim("Grading \(students.count) student\(students.count == 1 ? "" : "s") on \(katas.map(\.id).joined(separator: ", ")), "
            + "\(min(survey.workers, students.count)) at a time ..."))
        let start = ContinuousClock.now
        let report = try survey.report(on: students) { student, done, count in
            notes(noteStyle.dim("  [\(done)/\(count)] \(student) graded, \(Int((ContinuousClock.now - start).inSeconds)) s so far"))
        }
        for (option, text) in [(options.csv, { ReportCSV().render(report) }), (options.html, { ReportHTML().render(report) })] {
            guard let option else { continue }
            do {
                try text().write(to: URL(filePath: option, relativeTo: here), atomically: true, encoding: .utf8)
            } catch {
                throw UsageError("\(option) cannot be written (is its folder there, and yours to write?).")
            }
        }
        output(ReportTableRenderer(style: style).render(report))
        return 0
    }

    /// `kata grade STUDENT [KATA...]`: one student's work graded with this workbook alone (see `StudentGrader`), as a
    /// table and the integrity flags, and as JSON when asked; 0 whenever grading ran.
    func grade(student studentText: String, katas ids: [String], options: GradeOptions) throws -> Int32 {
        let here = URL(filePath: FileManager.default.currentDirectoryPath + "/")
        let student = URL(filePath: studentText, relativeTo: here).standardizedFileURL
        guard student.appending(path: "Katas").isFolder else {
            throw UsageError("\(studentText) holds no Katas folder: `kata grade` takes a student's clone, or any folder holding their Katas/.")
        }
        guard student.path != workbook.root.path else {
            throw UsageError("\(studentText) is this workbook: grade a student's clone, kept apart from the workbook that grades it.")
        }
        let katas = ids.isEmpty ? workbook.katas : try ids.map { try workbook.kata(named: $0) }
        notes(noteStyle.dim("Grading \(student.lastPathComponent) on \(katas.map(\.id).joined(separator: ", ")) with this workbook's suites ..."))
        let grade = try GradingSlot.with(for: workbook) { slot in
            try StudentGrader(workbook: workbook, katas: katas, slot: slot, timeout: options.timeout).grade(student)
        }
        if let json = options.json {
            do {
                try GradeJSON(grade).text().write(to: URL(filePath: json, relativeTo: here), atomically: true, encoding: .utf8)
            } catch {
                throw UsageError("--json: \(json) cannot be written (is its folder there, and yours to write?).")
            }
        }
        output(StudentGradeRenderer(style: style).render(grade))
        return 0
    }
}
