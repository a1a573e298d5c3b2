import Testing

/// The check of the JUnit files can fail: the schema, through libxml2, rejects what the format forbids.
@Suite("The JUnit schema check")
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

    @Test("A document of the format passes, and each breach of it is found",
          arguments: [
            ("valid", valid, false),
            ("a test case without its time", valid.replacingOccurrences(of: #" time="0">"#, with: ">"), true),
            ("a failure without its type", valid.replacingOccurrences(of: #" type="assertion""#, with: ""), true),
            ("two failures in one test case", valid.replacingOccurrences(of: "</failure>", with: "</failure><failure type=\"x\"/>"), true),
            ("a time stamp with a time zone", valid.replacingOccurrences(of: "10:00:00", with: "10:00:00Z"), true),
            ("a suite without its properties", valid.replacingOccurrences(of: #"<properties><property name="stage" value="1"/></properties>"#, with: ""), true),
            ("a suite without its id", valid.replacingOccurrences(of: #" id="0""#, with: ""), true),
          ])
    func schema(_ name: String, _ document: String, _ invalid: Bool) throws {
        let errors = try XMLSchemaValidator().errors(in: document, schema: JUnitSchema.text)
        #expect(errors.isEmpty != invalid, "\(name): \(errors)")
    }
}
