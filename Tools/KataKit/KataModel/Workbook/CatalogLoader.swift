import Foundation

/// Reads `catalog.json` (the katas in order) and each kata's manifest beside it.
struct CatalogLoader {
    let directory: URL

    private struct Index: Decodable {
        let katas: [String]
    }

    func load() throws -> [Kata] {
        let index: Index = try decode(KataPaths.catalogListName)
        return try index.katas.map { try decode("\($0).json") }
    }

    private func decode<Value: Decodable>(_ name: String) throws -> Value {
        let file = directory.appending(path: name)
        do {
            return try JSONDecoder().decode(Value.self, from: Data(contentsOf: file))
        } catch let error as DecodingError {
            throw WorkbookError.unreadableManifest(name, reason: error.plainDescription)
        } catch {
            throw WorkbookError.unreadableManifest(name, reason: error.localizedDescription)
        }
    }
}

extension DecodingError {
    /// One line saying what is wrong and where, for a person editing JSON by hand.
    var plainDescription: String {
        func path(_ context: Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "at the top level" : "at \(keys)"
        }
        switch self {
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)' \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(context.debugDescription) \(path(context))"
        case .dataCorrupted(let context): return "\(context.debugDescription) \(path(context))"
        @unknown default: return String(describing: self)
        }
    }
}
