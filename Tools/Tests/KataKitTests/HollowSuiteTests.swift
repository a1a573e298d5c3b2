import Testing
@testable import KataVerification

@Suite("Hollowing a suite's assertions")
struct HollowSuiteTests {
    private let suite = """
        func testRows() throws {
            let rows = try XCTUnwrap(source.rows(inSection: 0))
            XCTAssertEqual(rows, 3, "rows (in section 0)")
            XCTAssertEqual(
                source.title, "Menu")
            try #require(model.isLoaded)
            #expect(model.message == nil)
        }
        """

    @Test("Each assertion standing as a statement becomes a no-op; one inside an expression stays")
    func hollow() {
        #expect(HollowSuite.hollow(suite) == """
            func testRows() throws {
                let rows = try XCTUnwrap(source.rows(inSection: 0))
                XCTAssertTrue(true)
                XCTAssertTrue(true)
                #expect(Bool(true))
                #expect(Bool(true))
            }
            """)
    }

    @Test("Made switchable, each becomes a choice between nothing and itself, on the lines it stood on")
    func switchable() {
        let switchable = HollowSuite.switchable(suite)
        #expect(switchable == """
            func testRows() throws {
                let rows = try XCTUnwrap(source.rows(inSection: 0))
                if _kataHollowed {} else { XCTAssertEqual(rows, 3, "rows (in section 0)") }
                if _kataHollowed {} else { XCTAssertEqual(
                    source.title, "Menu") }
                if _kataHollowed {} else { try #require(model.isLoaded) }
                if _kataHollowed {} else { #expect(model.message == nil) }
            }
            """)
        #expect(switchable.split(separator: "\n").count == suite.split(separator: "\n").count)
        #expect(HollowSuite.switchSource.contains("let _kataHollowed = ") && HollowSuite.switchSource.contains(HollowSuite.switchVariable))
    }
}
