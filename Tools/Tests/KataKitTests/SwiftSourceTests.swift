import Testing
@testable import KataModel
@testable import KataVerification

@Suite("Seeing a Swift file's code apart from its comments and strings")
struct SwiftSourceTests {
    @Test("Comments, nested ones too, are blanked from the code, their line breaks kept")
    func comments() {
        #expect(SwiftSource("a // b\nc /* d /* e */ f\n*/ g").code == "a     \nc               \n   g")
    }

    @Test("A string's contents are blanked from the code and kept in the string view, its quotes in neither")
    func string() {
        let source = SwiftSource(#"x = "a\"b" + y"#)
        #expect(source.code == #"x = "    " + y"#)
        #expect(source.stringContents == #"     a\"b     "#)
    }

    @Test("An interpolation's code is code, and a string in it is a string")
    func interpolation() {
        let source = SwiftSource(#"s = "a\(f("b"))c""#)
        #expect(source.code == #"s = "   f(" ")  ""#)
        #expect(source.stringContents == #"     a\(   b  )c "#)
    }

    @Test("A raw string ends only at its own delimiter, and its backslash starts no interpolation")
    func rawString() {
        let source = SwiftSource(##"r = #"a"b\(c)"# + d"##)
        #expect(source.code == ##"r = #"       "# + d"##)
    }

    @Test("A multi-line string keeps its line breaks in both views")
    func multiline() {
        let source = SwiftSource("s = \"\"\"\n  a \"q\"\n  \"\"\"\nt")
        #expect(source.code == "s = \"\"\"\n       \n  \"\"\"\nt")
        #expect(source.stringContents == "       \n  a \"q\"\n     \n ")
    }

    @Test("A regex literal's content is blanked from the code, and a quote or a comment's start in it opens nothing")
    func regexLiteral() {
        #expect(SwiftSource(#"r = /"a/; f = #/b/*c/#; exit(1)"#).code == #"r = /  /; f = #/    /#; exit(1)"#)
    }

    @Test("A slash after a value divides")
    func division() {
        #expect(SwiftSource("let q = a/b/c + (d) / e / f").code == "let q = a/b/c + (d) / e / f")
    }

    @Test("A `#` that opens no string is code")
    func hashes() {
        #expect(SwiftSource("#if DEBUG\nlet f = #file\n#endif").code == "#if DEBUG\nlet f = #file\n#endif")
    }

    @Test("Declarations of a name are found across line breaks, after attributes and in backticks, at their keyword's line")
    func declarations() {
        let source = SwiftSource("@discardableResult\npublic func\n  XCTFail() {}\nvar `Issue` = 0\n// func XCTSkip()")
        let found = source.declarations(named: FrameworkShadowing.frameworkNames)
        #expect(found.map(\.name) == ["XCTFail", "Issue"])
        #expect(found.map(\.line) == [2, 4])
    }
}
