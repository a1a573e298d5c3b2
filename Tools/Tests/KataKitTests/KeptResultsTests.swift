import Testing
@testable import KataToolOutput
@testable import KataVerification
@testable import KataRunning

@Suite("Keeping proofs until what they were made from changes")
struct KeptResultsTests {
    private func proof(_ passed: Int) -> StageProof {
        var verdict = Verdict(colour: .green)
        verdict.passes = (0..<passed).map { .init(side: .learner, name: TestName(suite: "T", function: "test\($0)")) }
        return StageProof(againstReference: verdict)
    }

    @Test("A proof is found under its key, the most recent few are kept, and an unknown or damaged cache finds nothing")
    func keeping() throws {
        let directory = try TemporaryDirectory()
        let cache = KeptResults<StageProof>(file: directory.url.appending(path: "proof.json"), capacity: 2)
        #expect(cache.value(for: "a") == nil)
        cache.save(proof(1), for: "a")
        cache.save(proof(2), for: "b")
        #expect(cache.value(for: "a") == proof(1))
        #expect(cache.value(for: "b") == proof(2))
        cache.save(proof(3), for: "c")
        #expect(cache.value(for: "a") == nil, "the oldest goes first")
        #expect(cache.value(for: "c") == proof(3))
        try "not json".write(to: cache.file, atomically: true, encoding: .utf8)
        #expect(cache.value(for: "c") == nil)
    }

    @Test("A result kept by another build of the tool is not reused")
    func anotherBuild() throws {
        let directory = try TemporaryDirectory()
        let cache = KeptResults<StageProof>(file: directory.url.appending(path: "proof.json"))
        cache.save(proof(1), for: "a")
        let text = try String(contentsOf: cache.file, encoding: .utf8)
        #expect(cache.value(for: "a") == proof(1))
        let prefix = try #require(text.range(of: "\\u001d") ?? text.range(of: "\u{1D}"))
        let keyStart = try #require(text.range(of: "\"key\":\""))
        let edited = text.replacingCharacters(in: keyStart.upperBound..<prefix.lowerBound, with: "another-build")
        try edited.write(to: cache.file, atomically: true, encoding: .utf8)
        #expect(cache.value(for: "a") == nil)
    }

    @Test("A result whose value was changed after it was kept, or that the tool did not sign, is not found")
    func forged() throws {
        let directory = try TemporaryDirectory()
        let cache = KeptResults<StageProof>(file: directory.url.appending(path: "proof.json"))
        cache.save(proof(1), for: "a")
        #expect(cache.value(for: "a") == proof(1))
        let text = try String(contentsOf: cache.file, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "\"test0\"", with: "\"test9\"")
        #expect(changed != text)
        try changed.write(to: cache.file, atomically: true, encoding: .utf8)
        #expect(cache.value(for: "a") == nil, "a changed value")
        let unsigned = try #require(text.range(of: #","signature":"[0-9a-f]{64}""#, options: .regularExpression))
        try text.replacingCharacters(in: unsigned, with: "").write(to: cache.file, atomically: true, encoding: .utf8)
        #expect(cache.value(for: "a") == nil, "an unsigned entry")
    }
}
