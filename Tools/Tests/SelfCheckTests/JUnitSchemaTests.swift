import Testing

/// The check of the JUnit files can fail: the schema, through libxml2, rejects what the format forbids.
@Suite("The JUnit schema check", .toolWide)
struct JUnitSchemaTests {
    static let valid = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="k.learner" package="k" id="0" tests="1" failures="1" errors="0" time="0.5" timestamp="2026-11-23T10:00:00" hostname="h">
            <properties><property name="stage" value="1"/></properties>
            <testcase name="testA" classname="T" time="0"><failure message="m" type="assertion">body</failure></testcase>
            <system-out></system-out>
            <system-err></system-err>
          </testsuite>
        </testsuites>
        """

    /// A document, named by how it departs from the valid one, if it does.
    struct Case: CustomTestStringConvertible {
        var testDescription: String
        var document: String
        var invalid = true
    }

    @Test("A document of the format passes, and each breach of it is found",
          arguments: [
            Case(testDescription: "valid", document: valid, invalid: false),
            Case(testDescription: "a test case without its time", document: valid.replacingOccurrences(of: #" time="0">"#, with: ">")),
            Case(testDescription: "a failure without its type", document: valid.replacingOccurrences(of: #" type="assertion""#, with: "")),
            Case(testDescription: "two failures in one test case",
                 document: valid.replacingOccurrences(of: "</failure>", with: "</failure><failure type=\"x\"/>")),
            Case(testDescription: "a time stamp with a time zone", document: valid.replacingOccurrences(of: "10:00:00", with: "10:00:00Z")),
            Case(testDescription: "a suite without its properties",
                 document: valid.replacingOccurrences(of: #"<properties><property name="stage" value="1"/></properties>"#, with: "")),
            Case(testDescription: "a suite without its id", document: valid.replacingOccurrences(of: #" id="0""#, with: "")),
          ])
    func schema(_ example: Case) throws {
        let errors = try XMLSchemaValidator().errors(in: example.document, schema: JUnitSchema.text)
        #expect(errors.isEmpty != example.invalid, "\(example.testDescription): \(errors)")
    }
}
