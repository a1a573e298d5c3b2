import Foundation

/// SplitMix64: a small generator of pseudo-random numbers whose whole state is one seed, so that a fuzz feeds the
/// same documents on every run and a failure can be replayed.
struct SplitMix64: RandomNumberGenerator {
    /// The generator's whole state, advanced by a constant at each number.
    private var state: UInt64

    /// A generator whose numbers follow from `seed` alone.
    init(seed: UInt64) {
        state = seed
    }

    /// The next number: the state advanced, then mixed.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Documents a hostile student could hand in, as text: run history lines, `kata grade --json`, Classroom 50's
/// `result.json` and `git cat-file --batch` output, most of them valid JSON holding extreme values (Int.max, Int.min,
/// -1, 0, stage numbers past the kata, dates far away, long strings, control characters), the rest missing fields,
/// of the wrong types, truncated, or random bytes.
struct HostileDocuments {
    /// Where every choice comes from.
    var random: SplitMix64
    /// The ids of the katas reported on, which most documents name.
    let kataIDs: [String]

    /// Whether a choice made with probability `chance` falls out true.
    private mutating func chance(_ chance: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < chance
    }

    /// One of `elements`, each as likely.
    private mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int.random(in: 0..<elements.count, using: &random)]
    }

    /// A JSON number, mostly an extreme one; now and then a value of another type where a number belongs.
    mutating func number() -> String {
        if chance(0.1) { return pick(["\"NaN\"", "\"Infinity\"", "\"-1\"", "1e400", "-1e400", "1.5", "-0.0", "null", "true", "[]", "{}"]) }
        if chance(0.7) { return pick(["\(Int.max)", "\(Int.min)", "-1", "0", "1", "2", "3", "14", "15", "16", "40", "\(Int.max - 1)", "\(Int.min + 1)",
                                      "\(Int32.max)", "99999999999999999999"]) }
        return "\(Int.random(in: -100...100, using: &random))"
    }

    /// A JSON date, far in the past or the future, or not a date at all.
    mutating func date() -> String {
        pick(["\"0000-01-01T00:00:00Z\"", "\"0001-01-01T00:00:00Z\"", "\"1969-12-31T23:59:59Z\"", "\"1970-01-01T00:00:00Z\"", "\"2026-11-24T10:00:00Z\"",
              "\"9999-12-31T23:59:59Z\"", "\"99999-01-01T00:00:00Z\"", "\"2026-13-45T99:99:99Z\"", "\"NaN\"", "\"\"", "0", "\(Int.max)", "null"])
    }

    /// A JSON string: empty, very long, with control characters or markup, or a word a reader knows.
    mutating func string() -> String {
        chance(0.1) ? Self.quoted(pick(kataIDs)) : pick(Self.strings)
    }

    /// The strings `string()` picks from, as JSON: one of 5,000 characters among them.
    private static let strings = ["", "NaN", "Infinity", "-1", String(repeating: "long ", count: 1_000), "\u{1B}[31mred\u{1B}[0m",
                                  "\u{0}\u{7}\u{8}\r\n\t", "<script>alert(1)</script>", "a,\"b\",c", "𝄞 é ﬀ \u{202E}", "green", "passed",
                                  "pizza-menu stage 99: x"].map(quoted)

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
    }

    /// A JSON array of values from `element`, as many as one of `counts` says: mostly a count that does not fit a kata.
    private mutating func array(counts: [Int] = [0, 1, 2, 3, 14, 15, 16, 40, 300], _ element: (inout Self) -> String) -> String {
        var values: [String] = []
        for _ in 0..<pick(counts) { values.append(element(&self)) }
        return "[" + values.joined(separator: ",") + "]"
    }

    /// A JSON object of `fields`, some left out, one now and then extra, in any order.
    private mutating func object(_ fields: [(String, String)]) -> String {
        var kept = fields.filter { _ in !chance(0.08) }
        if chance(0.2) { kept.append(("extra", string())) }
        kept.shuffle(using: &random)
        return "{" + kept.map { "\(Self.quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A kata id: mostly one reported on.
    private mutating func kataID() -> String {
        chance(0.85) ? Self.quoted(pick(kataIDs)) : string()
    }

    /// A colour or cell word, or one no reader knows.
    private mutating func word(_ words: [String]) -> String {
        chance(0.8) ? Self.quoted(pick(words)) : chance(0.5) ? string() : number()
    }

    /// The colours of a verify, as the documents write them.
    private static let colours = ["green", "red", "amber", "crashed", "timed-out"]
    /// The words of a grade's cells, as the documents write them.
    private static let cells = ["passed", "unproved", "red", "amber", "crashed", "timed-out", "not-started", "not-passed", "not-reached"]

    /// One line of `.kata/history.jsonl`.
    mutating func historyLine() -> String {
        let line = object([("kata", kataID()), ("stage", number()), ("colour", word(Self.colours)), ("done", chance(0.5) ? "true" : "false"),
                           ("date", date()), ("hints", number()), ("predicted", word(Self.colours)), ("refused", string()),
                           ("learnerRed", chance(0.5) ? "true" : "null"), ("stageRed", chance(0.5) ? "false" : "true")])
        return damaged(line)
    }

    /// A run history: up to eight lines, most of them of a kata reported on.
    mutating func history() -> Data {
        Data((0..<Int.random(in: 0...8, using: &random)).map { _ in historyLine() }.joined(separator: "\n").utf8)
    }

    /// `kata grade --json`: version 1, mostly, with a kata whose every number and count is hostile.
    mutating func gradeJSON() -> String {
        let kata = { (kata: inout Self) in
            kata.object([("id", kata.kataID()), ("stages", kata.number()), ("reached", kata.number()),
                         ("cells", kata.array { $0.word(Self.cells) }), ("problem", kata.chance(0.8) ? "null" : kata.string()),
                         ("untouched", kata.chance(0.9) ? "false" : "true"), ("flags", kata.array { $0.flag() }),
                         ("linksLeftOut", kata.array { $0.string() }), ("verifies", kata.array { $0.word(Self.colours) }),
                         ("hints", kata.number()), ("warnings", kata.array { $0.string() })])
        }
        let document = object([("version", chance(0.9) ? "1" : number()), ("student", string()), ("isolation", string()),
                               ("katas", array(counts: [0, 1, 2, 3], kata)), ("commit", string()), ("commitDate", date()), ("lastVerify", date())])
        return damaged(document)
    }

    /// An integrity flag of the grade's JSON.
    private mutating func flag() -> String {
        object([("kind", word(["processExit", "network", "files"])), ("phrase", string()), ("file", string()), ("line", number())])
    }

    /// Classroom 50's `result.json`, with tests named after stages past the kata and scores of every size.
    mutating func classroom50() -> String {
        let test = { (test: inout Self) in
            let stage = test.pick(["0", "1", "2", "15", "16", "40", "-1", "\(Int.max)", "99999999999999999999"])
            let name = test.chance(0.8) ? Self.quoted("\(test.pick(test.kataIDs)) stage \(stage): x") : test.string()
            return test.object([("test-name", name), ("passed", test.chance(0.5) ? "true" : "false"), ("score", test.number()),
                                ("max-score", test.number())])
        }
        let document = object([("schema", Self.quoted("classroom50/result/v1")), ("classroom", string()), ("assignment", string()),
                               ("submission", string()), ("commit", string()), ("release", string()), ("review", string()), ("datetime", date()),
                               ("score", number()), ("max-score", number()), ("tests", array(test))])
        return damaged(document)
    }

    /// What `git cat-file --batch` prints for a clone, cut short anywhere, with the objects it printed whole before the
    /// cut (`NAME TYPE CONTENT`); or hostile output (a size negative, huge or not a number, random bytes), whose objects
    /// are not said (`nil`).
    mutating func gitOutput() -> (output: Data, whole: [String]?) {
        if chance(0.2) { return (bytes(), nil) }
        var output = Data(), printed: [(object: String, end: Int)] = [], hostile = false
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let name = pick(["abc1234", "HEAD:.kata/history.jsonl"])
            if chance(0.2) {
                output += Data("\(name) missing\n".utf8)
                printed.append(("\(name) missing ", output.count))
                continue
            }
            let type = pick(["commit", "blob"])
            let content = pick(["tree 1\ncommitter C <c@d> 1795742425 +0000\n\nwork\n", "committer C <c@d> 1e400 +0000\n", historyLine(), ""])
            let honest = chance(0.7)
            hostile = hostile || !honest
            let size = honest ? "\(content.utf8.count)" : pick(["\(Int.max)", "\(Int.min)", "-1", "99999999999999999999", "x"])
            output += Data("\(name) \(type) \(size)\n\(content)".utf8)
            printed.append(("\(name) \(type) \(content)", output.count))
            output += Data("\n".utf8)
        }
        let cut = Int.random(in: 0...output.count, using: &random)
        return (output.prefix(cut), hostile ? nil : printed.filter { $0.end <= cut }.map(\.object))
    }

    /// `document`, mostly as it is; now and then cut short, or replaced by random bytes.
    private mutating func damaged(_ document: String) -> String {
        if chance(0.05) { return String(decoding: bytes(), as: UTF8.self) }
        if chance(0.05) { return String(document.prefix(Int.random(in: 0...document.count, using: &random))) }
        return document
    }

    /// Up to 200 random bytes.
    private mutating func bytes() -> Data {
        Data((0..<Int.random(in: 0...200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
    }
}
