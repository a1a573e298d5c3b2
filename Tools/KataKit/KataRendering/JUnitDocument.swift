import Foundation

/// A JUnit XML document, in the Ant JUnit schema CI systems read: the one writer of the format, which a verify's
/// report (`JUnitReport`) and a grade's (`GradeJUnit`) fill.
struct JUnitDocument {
    /// A test suite: its cases, how long they took, and what the whole run says of itself.
    struct Suite {
        var name: String
        var package: String
        var seconds: Double
        var properties: [(name: String, value: String)]
        var cases: [Case]
    }

    /// A test case, and what went wrong, if anything.
    struct Case {
        var name: String
        var classname: String
        /// How long it took, where that was measured (`0` is written where not).
        var seconds: Double?
        var outcome: Outcome?
    }

    /// How a test case did not pass.
    enum Outcome {
        /// An assertion's failure (or a check that did not hold), with its type, message and body.
        case failure(type: String, message: String, body: String)
        /// A run that ended badly: a crash, a time-out, a build that failed.
        case error(type: String, message: String, body: String)
        case skipped

        /// The element's name.
        var element: String {
            switch self {
            case .failure: "failure"
            case .error: "error"
            case .skipped: "skipped"
            }
        }
    }

    var suites: [Suite]
    /// When the document was made.
    var date: Date
    /// The host name the schema asks for.
    var hostname: String

    /// The document's text.
    func text() -> String {
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#, "<testsuites>"]
        for (id, suite) in suites.enumerated() {
            let count = { (element: String) in suite.cases.filter { $0.outcome?.element == element }.count }
            lines.append("  <testsuite name=\(XMLText.attribute(suite.name)) package=\(XMLText.attribute(suite.package)) id=\"\(id)\" "
                + "tests=\"\(suite.cases.count)\" failures=\"\(count("failure"))\" errors=\"\(count("error"))\" skipped=\"\(count("skipped"))\" "
                + "time=\"\(suite.seconds)\" timestamp=\(XMLText.attribute(XMLText.timestamp(date))) hostname=\(XMLText.attribute(hostname))>")
            lines.append("    <properties>")
            lines += suite.properties.map { "      <property name=\(XMLText.attribute($0.name)) value=\(XMLText.attribute($0.value))/>" }
            lines.append("    </properties>")
            for testCase in suite.cases {
                let open = "    <testcase name=\(XMLText.attribute(testCase.name)) classname=\(XMLText.attribute(testCase.classname)) time=\"\(testCase.seconds.map { "\($0)" } ?? "0")\""
                switch testCase.outcome {
                case nil:
                    lines.append(open + "/>")
                case .skipped:
                    lines += [open + ">", "      <skipped/>", "    </testcase>"]
                case .failure(let type, let message, let body), .error(let type, let message, let body):
                    let element = testCase.outcome?.element ?? ""
                    lines += [open + ">",
                              "      <\(element) message=\(XMLText.attribute(message)) type=\(XMLText.attribute(type))>\(XMLText.escaped(body))</\(element)>",
                              "    </testcase>"]
                }
            }
            lines += ["    <system-out></system-out>", "    <system-err></system-err>", "  </testsuite>"]
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
