import Foundation
import Testing
@testable import KataKit

/// The workbook this test file belongs to, found from the file's own path.
func theWorkbook() throws -> Workbook {
    try Workbook.locate(from: URL(filePath: #filePath).deletingLastPathComponent())
}

/// One stage of one kata, as a test argument that names itself.
struct KataStage: Sendable, CustomTestStringConvertible {
    let kata: Kata
    let stage: Stage

    var testDescription: String { "\(kata.id) stage \(stage.number) (\(stage.slug), \(stage.kind.rawValue))" }

    /// Every stage of every kata, in order.
    static func all() throws -> [KataStage] {
        try theWorkbook().katas.flatMap { kata in kata.stages.map { KataStage(kata: kata, stage: $0) } }
    }
}

/// Runs blocking work (a build, a test process) on a Dispatch thread, so that Swift Testing's few cooperative
/// threads stay free for the other tests while it waits.
func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result(catching: work)) }
    }
}
