import Foundation

/// The one style of every JSON the tool writes and reads: keys sorted, slashes plain, dates in ISO 8601.
public enum JSONStyle {
    /// An encoder in the tool's style: one document per line, or indented for a person (`pretty`).
    public static func encoder(pretty: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// A decoder of what the encoder writes.
    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    /// A document the tool prints, as indented text.
    public static func text(of value: some Encodable) -> String {
        // Every document's fields are strings, numbers, booleans, dates and arrays of them: encoding cannot fail.
        let data = (try? encoder(pretty: true).encode(value)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
