/// A stage's reference code as one Swift file that holds every generated mutant of it, each behind a switch: a mutant
/// schemata, built once and run once per mutant.
///
/// The mutants are the usual operators' (Muter's, PIT's): a relational, equality, logical or arithmetic operator
/// replaced, a literal or a Boolean replaced, a condition negated, a statement with a side effect removed, a value
/// returned replaced by an empty one. The run's switch is a number read once from the standard input as the executable
/// is loaded, before any test's code can run (a constructor of the file's own, whichever entry point the executable
/// has: the tool's or SwiftPM's), into a `private` constant of the one file, by a `read` of the descriptor that no
/// buffer of the C library keeps (`readLine` leaves it in `stdin`'s), the bytes erased and the input closed: nothing a
/// test can name or read tells a mutant from the reference, only what the code does.
package struct MutantSchemata: Sendable {
    /// The file's text.
    package let source: String
    /// The edits it holds, by `MutationSite.id`.
    package let sites: [MutationSite]
    /// Where each site's text stands in `source`: a line and a range of its UTF-8 columns, from 1.
    private let spans: [Int: [Span]]

    /// The name of the one file.
    package static let fileName = "KataMutantSchemata.swift"

    private struct Span: Sendable {
        var line: Int
        var columns: ClosedRange<Int>
    }

    /// The schemata of the reference files `files` (paths relative to the reference folder, and their text), holding
    /// every site `MutationCandidates` finds and those of the earlier stages' hand-written mutants `handWritten` where
    /// they still apply, or those of `kept` alone.
    package init(files: [(path: String, text: String)], handWritten: [(stage: Int, mutant: Mutant)] = [], keeping kept: Set<Int>? = nil) {
        var candidates: [MutationCandidates.Candidate] = []
        let texts = files.map { (path: $0.path, tokens: SwiftTokens($0.text)) }
        let initializers = OwnInitializers(texts.map(\.tokens))
        for (index, file) in texts.enumerated() {
            candidates += MutationCandidates(file.tokens, file: file.path, firstID: candidates.count + 1, fileIndex: index, initializers: initializers)
                .candidates
        }
        var statements: [Int: [Range<Int>]] = [:], typeBodies: [Int: [Bool]] = [:]
        for (stage, mutant) in handWritten {
            guard let index = texts.firstIndex(where: { $0.path == mutant.file }) else { continue }
            let typeBody = typeBodies[index] ?? MutationCandidates.braceContexts(texts[index].tokens.tokens).typeBody
            typeBodies[index] = typeBody
            candidates += MutationCandidates.handWritten(mutant, stage: stage, in: texts[index].tokens, typeBody: typeBody, file: mutant.file,
                                                         firstID: candidates.count + 1, fileIndex: index, statements: &statements[index, default: []])
        }
        self.init(candidates: candidates, files: texts.map { ($0.path, $0.tokens.scalars) }, keeping: kept)
    }

    /// This schemata with the sites of `kept` alone, of all those it was made from.
    package func keeping(_ kept: Set<Int>) -> MutantSchemata {
        MutantSchemata(candidates: candidates, files: files, keeping: kept)
    }

    /// Every candidate it was made from, kept or not, and the text of each file.
    private let candidates: [MutationCandidates.Candidate]
    private let files: [(path: String, scalars: [Unicode.Scalar])]

    private init(candidates: [MutationCandidates.Candidate], files texts: [(path: String, scalars: [Unicode.Scalar])], keeping kept: Set<Int>?) {
        self.candidates = candidates
        files = texts
        let chosen = candidates.filter { kept?.contains($0.site.id) ?? true }
        var writer = Writer()
        writer.append(Self.prelude)
        for candidate in chosen {
            guard let replaced = candidate.operatorReplaced else { continue }
            writer.append("\n" + OperatorSite(id: candidate.site.id, spelling: candidate.operatorSpelling, original: replaced.original,
                                              mutated: replaced.mutated).declarations, site: candidate.site.id)
        }
        for (index, file) in texts.enumerated() {
            writer.append("\n// MARK: \(file.path)\n")
            let edits = chosen.filter { $0.fileIndex == index }.flatMap(\.edits).sorted { $0.precedes($1) }
            let scalars = file.scalars
            var next = 0
            for edit in edits {
                writer.append(scalars[next..<edit.position])
                writer.append(edit.text, site: edit.site)
                next = edit.position + edit.removing
            }
            writer.append(scalars[next...])
            writer.append("\n")
        }
        source = writer.text
        sites = chosen.map(\.site)
        spans = writer.spans
    }

    /// The sites made of the hand-written `mutant` of stage `stage`, one per form, the expression first; none when
    /// its edit does not apply here.
    package func sites(of mutant: Mutant, stage: Int) -> [MutationSite] {
        sites.filter { $0.handWritten == HandWrittenOrigin(mutant: mutant.name, stage: stage) }
    }

    /// Whether site `id`, kept or not, is made of a hand-written mutant.
    package func isHandWritten(_ id: Int) -> Bool {
        candidates.contains { $0.site.id == id && $0.site.handWritten != nil }
    }

    /// The sites of a hand-written mutant made in two forms that both compile, but the first: the two do the same.
    package var redundantForms: Set<Int> {
        let byMutant = Dictionary(grouping: sites.filter { $0.handWritten != nil }, by: \.handWritten)
        return Set(byMutant.values.flatMap { $0.dropFirst().map(\.id) })
    }

    /// The sites to blame for the compiler's errors at `locations` (line and column in `source`): those whose text
    /// is where an error is, else those on its line, else those of `dispensable` that are left (sites given up at no
    /// cost: the compiler may give up on a whole `switch` for a site inside it), else the last site before it.
    package func sites(blamedFor locations: [(line: Int, column: Int)], dispensable: Set<Int> = []) -> Set<Int> {
        blame(locations, dispensable: dispensable).all
    }

    /// The sites to blame for the compiler's errors at `locations` (see `sites(blamedFor:dispensable:)`), and of them
    /// those whose text is where an error is: the others are blamed for standing near one.
    package func blame(_ locations: [(line: Int, column: Int)], dispensable: Set<Int>) -> (all: Set<Int>, exact: Set<Int>) {
        let left = dispensable.intersection(sites.map(\.id))
        var blamed = Set<Int>(), exactly = Set<Int>()
        for location in locations {
            let onLine = spans.filter { $0.value.contains { $0.line == location.line } }
            let exact = onLine.filter { $0.value.contains { $0.line == location.line && $0.columns.contains(location.column) } }
            if !exact.isEmpty {
                blamed.formUnion(exact.keys)
                exactly.formUnion(exact.keys)
            } else if !onLine.isEmpty {
                blamed.formUnion(onLine.keys)
            } else if !left.isEmpty {
                blamed.formUnion(left)
            } else if let before = spans.compactMap({ site, spans in
                spans.filter { $0.line < location.line }.map(\.line).max().map { (site, $0) }
            }).max(by: { $0.1 < $1.1 }) {
                blamed.insert(before.0)
            }
        }
        return (blamed, exactly)
    }

    /// The switch, at the top of the file; each operator site's declarations follow it.
    private static let prelude = """
            // Written by the kata tool: the stage's reference code with its generated mutants, each behind a switch.

            #if canImport(Glibc)
            import Glibc
            #elseif canImport(Darwin)
            import Darwin
            #endif

            private let _kataActiveMutant: Int = _kataReadSwitch()

            /// Reads the switch from the standard input with no buffer of the C library's, erases the bytes and closes the input.
            private func _kataReadSwitch() -> Int {
                var bytes = [UInt8](repeating: 0, count: 32)
                let count = bytes.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                close(0)
                defer { for index in bytes.indices { bytes[index] = 0 } }
                return count > 0 ? Int(String(decoding: bytes.prefix(count).filter { $0 != 10 }, as: UTF8.self)) ?? 0 : 0
            }

            /// Reads the switch as the executable is loaded, before any test's code can run; on Linux, makes the process not
            /// dumpable first, so that its memory is root's and no test reads it.
            private func _kataStartAtLoad() {
                #if os(Linux)
                typealias SetOption = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
                // PR_SET_DUMPABLE; `prctl` takes variable arguments, which Swift does not call directly.
                if let prctl = dlsym(nil, "prctl") { _ = unsafeBitCast(prctl, to: SetOption.self)(4, 0, 0, 0, 0) }
                #endif
                _ = _kataActiveMutant
            }

            #if os(Linux)
            @used @section(".init_array") private let _kataAtLoad: @convention(c) () -> Void = { _kataStartAtLoad() }
            #elseif canImport(Darwin)
            @used @section("__DATA,__mod_init_func") private let _kataAtLoad: @convention(c) () -> Void = { _kataStartAtLoad() }
            #endif

            private func _kataOn(_ site: Int) -> Bool { _kataActiveMutant == site }

            private func _kataFlip(_ site: Int, _ condition: Bool) -> Bool { _kataOn(site) ? !condition : condition }

            """

    /// The text of the file as it is written, and where each site's text went.
    private struct Writer {
        var text = ""
        var line = 1
        /// The UTF-8 length of the last line so far.
        var column = 0
        var spans: [Int: [Span]] = [:]

        mutating func append<S: Sequence>(_ scalars: S) where S.Element == Unicode.Scalar {
            for scalar in scalars { append(scalar) }
        }

        mutating func append(_ string: String, site: Int? = nil) {
            var first = column + 1
            for scalar in string.unicodeScalars {
                if scalar == "\n", let site { spans[site, default: []].append(Span(line: line, columns: first...max(first, column))) }
                append(scalar)
                if scalar == "\n" { first = 1 }
            }
            if let site, first <= column { spans[site, default: []].append(Span(line: line, columns: first...column)) }
        }

        private mutating func append(_ scalar: Unicode.Scalar) {
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 0
            } else {
                column += String(scalar).utf8.count
            }
        }
    }
}

/// The declarations of an operator site: an operator of its own, in the original's precedence group, whose function
/// does what the original does unless the switch names the site.
private struct OperatorSite {
    var id: Int
    var spelling: String
    var original: String
    var mutated: String

    var declarations: String {
        let on = "_kataOn(\(id))"
        switch original {
        case "<", "<=", ">", ">=":
            return """
                infix operator \(spelling): ComparisonPrecedence
                private func \(spelling) <T: Comparable>(left: T, right: T) -> Bool { \(on) ? left \(mutated) right : left \(original) right }

                """
        case "==", "!=":
            return """
                infix operator \(spelling): ComparisonPrecedence
                private func \(spelling) <T: Equatable>(left: T, right: T) -> Bool { \(on) ? left \(mutated) right : left \(original) right }
                private func \(spelling) <T>(left: T?, right: _OptionalNilComparisonType) -> Bool { \(on) ? left \(mutated) right : left \(original) right }

                """
        case "&&", "||":
            return """
                infix operator \(spelling): \(original == "&&" ? "LogicalConjunctionPrecedence" : "LogicalDisjunctionPrecedence")
                private func \(spelling)(left: Bool, right: @autoclosure () throws -> Bool) rethrows -> Bool {
                    \(on) ? (try left \(mutated) right()) : (try left \(original) right())
                }

                """
        case "*":
            return """
                infix operator \(spelling): MultiplicationPrecedence
                private func \(spelling) <T: Numeric>(left: T, right: T) -> T { \(on) ? left \(mutated) right : left \(original) right }

                """
        default:
            return """
                infix operator \(spelling): AdditionPrecedence
                private func \(spelling) <T: AdditiveArithmetic>(left: T, right: T) -> T { \(on) ? left \(mutated) right : left \(original) right }

                """
        }
    }
}
