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
}
