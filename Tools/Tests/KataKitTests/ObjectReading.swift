import Foundation
@testable import KataRunning

/// What the object tests share: the toolchain's own listing of an object's sections, and damaged copies of an object
/// for a reader to survive.
enum ObjectReading {
    /// The section names `llvm-objdump --section-headers` lists for `object`, in order.
    static func sectionsListed(in object: URL, scratch: URL) throws -> [String] {
        let objdump = try ProcessRunner().run(["llvm-objdump", "--section-headers", object.path], outputFile: scratch.appending(path: "objdump.out"),
                                              timeout: .seconds(60), temporaryFolder: scratch.appending(path: "tmp"))
        return objdump.output.split(separator: "\n").compactMap { line -> String? in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            return fields.count > 3 && Int(fields[0]) != nil ? String(fields[1]) : nil
        }
    }

    /// `whole` cut short at `cuts` and the end, then 200 copies with 8 random bytes changed, each handed to `read`:
    /// a reader must return from every one (no crash, no endless loop).
    static func damagedCopies(of whole: Data, cuts: [Int], _ read: (Data) -> Void) {
        var generator = SystemRandomNumberGenerator()
        for cut in cuts + [whole.count / 2, whole.count - 1] { read(whole.prefix(cut)) }
        for _ in 0 ..< 200 {
            var damaged = whole
            for _ in 0 ..< 8 { damaged[Int.random(in: 0 ..< damaged.count, using: &generator)] = UInt8.random(in: 0 ... 255, using: &generator) }
            read(damaged)
        }
    }
}
