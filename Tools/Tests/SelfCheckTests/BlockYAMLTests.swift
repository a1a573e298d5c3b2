import Foundation
import Testing

@Suite("The self-check's reader of CI files", .toolWide)
struct BlockYAMLTests {
    @Test("Mappings, sequences of scalars and of mappings, literal blocks, quotes and comments are read as YAML reads them")
    func reads() throws {
        let text = """
            # a comment
            name: Grade the katas
            on:
              push:
              workflow_dispatch:
            jobs:
              grade:
                if: ${{ !github.event.repository.is_template }}
                container: swift:6.3   # the image
                timeout-minutes: 30
                steps:
                  - uses: actions/checkout@v5
                    with:
                      path: student
                  - name: 'it''s quoted'
                    run: |
                      swift build

                      # not a comment here
                      swift test
                  - "a \\"double\\" quote"
                paths:
                - a.xml
                - b.json
            """
        let document = try BlockYAML.mapping(text)
        #expect(document["name"] as? String == "Grade the katas")
        #expect((document["on"] as? [String: Any])?.keys.sorted() == ["push", "workflow_dispatch"])
        let job = try #require((document["jobs"] as? [String: Any])?["grade"] as? [String: Any])
        #expect(job["if"] as? String == "${{ !github.event.repository.is_template }}")
        #expect(job["container"] as? String == "swift:6.3")
        #expect(job["timeout-minutes"] as? Int == 30)
        #expect(job["paths"] as? [String] == ["a.xml", "b.json"])
        let steps = try #require(job["steps"] as? [Any])
        #expect(steps.count == 3)
        #expect(((steps[0] as? [String: Any])?["with"] as? [String: Any])?["path"] as? String == "student")
        #expect((steps[1] as? [String: Any])?["name"] as? String == "it's quoted")
        #expect((steps[1] as? [String: Any])?["run"] as? String == "swift build\n\n# not a comment here\nswift test\n")
        #expect(steps[2] as? String == "a \"double\" quote")
    }

    @Test("What it does not read is an error naming the line, never a guess", arguments: [
        ("jobs:\n\tbuild: x", 2), ("a: [1, 2]", 1), ("a: {b: c}", 1), ("a: &anchor x", 1), ("a: b: c", 1),
        ("a: 1\na: 2", 2), ("a:\n  b: 1\n    c: 2", 3), ("a: 'open", 1), ("- a\nb: c", 2), ("a: \"\\q\"", 1),
    ])
    func refuses(text: String, line: Int) {
        #expect {
            try BlockYAML.parse(text)
        } throws: { error in
            (error as? BlockYAML.Failure)?.line == line
        }
    }
}
