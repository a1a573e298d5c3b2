import Foundation
import Testing
@testable import KataToolOutput
@testable import KataVerification
@testable import KataClassroom
@testable import KataRendering

/// The class report's page on a projector: 30 students of every kata, each with flags, warnings, a commit and many
/// verifies, rendered by headless Chromium at 1920×1080, scrolls only down, never sideways.
@Suite("The class report's page fits a projector", .toolWide)
struct ReportPageWidthTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("30 students, every kata, at 1920×1080: no horizontal scroll",
          .enabled(if: Self.chromium != nil, "headless Chromium is not installed (apt-get install chromium): the page's width is not measured"))
    func thirtyStudentsFit() async throws {
        let workbook = try theWorkbook()
        let every = IntegrityFlag.Kind.allCases.map { IntegrityFlag(kind: $0, location: SourceLocation(path: "Katas/x/X.swift", line: 1)) }
        let rows = workbook.katas.flatMap { kata in
            (1...30).map { index in
                let reached = index % kata.stages.count
                let cells = kata.stages.indices.map { $0 < reached ? KataStanding.Cell.passed : $0 == reached ? .failing(.crashed) : .notReached }
                var row = ClassReport.Row(student: "student-with-a-long-name-\(index)", kata: kata, standing: KataStanding(reached: reached, cells: cells),
                                          flags: every, activity: StudentActivity(commit: "abc1234", commitDate: Date(), lastVerify: Date()))
                row.lights = (0..<400).map { VerdictColour.allCases[$0 % VerdictColour.allCases.count] }
                row.hints = 99
                row.warnings = [.stuck(stage: 7, verifies: 120, minutes: 95), .claimsDone(claimed: 12, reached: 3)]
                return row
            }
        }
        let page = ReportHTML().render(ClassReport(katas: workbook.katas, rows: rows, date: Date(), isolation: .asTheResultsSay("bubblewrap sandbox")))
        let measured = page.replacingOccurrences(of: "</body>",
            with: "<script>document.title = 'width=' + document.documentElement.scrollWidth;</script></body>")
        let file = FileManager.default.temporaryDirectory.appending(path: "kata-report-width-\(UUID().uuidString).html")
        try measured.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let dom = try await offThePool {
            let process = Process()
            process.executableURL = URL(filePath: try #require(Self.chromium))
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1920,1080", "--dump-dom", file.absoluteString]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let width = try #require(dom.firstMatch(of: /width=(\d+)/).flatMap { Int($0.output.1) }, "Chromium measured nothing")
        #expect(width <= 1920, "the page is \(width) px wide at a 1920 px window")
    }
}
