import Testing
@testable import KataToolOutput

@Suite("Reading the compiler's errors")
struct CompilerLogTests {
    @Test("An error gives file, line, column and message")
    func error() throws {
        let diagnostics = CompilerLog.parse(try Captured.text("compile-error.log"))
        #expect(diagnostics == [CompilerDiagnostic(
            severity: .error,
            message: "cannot find 'MenuDataSource' in scope",
            location: SourceLocation(path: "/tmp/capture/Tests/WorkbookTests/MenuDataSourceTests.swift", line: 6, column: 26)
        )])
    }

    @Test("An error reported while emitting the module and again while compiling is listed once")
    func repeatedError() throws {
        let diagnostics = CompilerLog.parse(try Captured.text("compile-error-twice.log"))
        #expect(diagnostics.map(\.message) == ["expected parameter name followed by ':'", "expected '{' in body of function declaration"])
        #expect(diagnostics.map(\.location.line) == [4, 4])
    }

    @Test("Errors not tied to a file are kept, without the driver's exit-code noise")
    func looseErrors() {
        let log = """
            error: emit-module command failed with exit code 1 (use -v to see invocation)
            error: target 'Giuseppes' referenced in product 'Giuseppes' is empty
            """
        #expect(CompilerLog.looseErrors(log) == ["error: target 'Giuseppes' referenced in product 'Giuseppes' is empty"])
    }
}
