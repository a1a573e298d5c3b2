import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Validates XML against an XML Schema with libxml2, the library Foundation's XML support is built on (on Linux)
/// and that every macOS has: loaded at run time, so the package needs no system-library target.
struct XMLSchemaValidator {
    private typealias NewMemoryParser = @convention(c) (UnsafePointer<CChar>, Int32) -> OpaquePointer?
    private typealias Parse = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias NewValidContext = @convention(c) (OpaquePointer?) -> OpaquePointer?
    private typealias ReadMemory = @convention(c) (UnsafePointer<CChar>, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32) -> OpaquePointer?
    private typealias ValidateDocument = @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    private typealias Free = @convention(c) (OpaquePointer?) -> Void
    private typealias ErrorHandler = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
    private typealias SetErrorHandler = @convention(c) (OpaquePointer?, ErrorHandler?, UnsafeMutableRawPointer?) -> Void

    /// The messages libxml2 hands to the error handler.
    private final class Messages {
        var list: [String] = []
    }

    /// Why validation could not be done at all.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    private let library: UnsafeMutableRawPointer

    /// The validator, or an error when libxml2 cannot be loaded.
    init() throws {
        let names: [String] = ["libxml2.so.2", "libxml2.so", "/usr/lib/libxml2.2.dylib", "libxml2.dylib"]
        guard let library = names.lazy.compactMap({ name in dlopen(name, RTLD_NOW) }).first else {
            throw Unavailable(description: "libxml2 cannot be loaded")
        }
        self.library = library
    }

    private func function<T>(_ name: String, as type: T.Type) throws -> T {
        guard let symbol = dlsym(library, name) else { throw Unavailable(description: "libxml2 has no \(name)") }
        return unsafeBitCast(symbol, to: type)
    }

    /// Whether libxml2 has been set up (`xmlInitParser`), held while a validation runs: two validations that started
    /// at once, each setting up libxml2's globals on its own, waited for each other for good (the self-check hung).
    private static let setUp = Mutex(false)

    /// The errors libxml2 finds in `document` against `schema`: none when it is valid; one validation at a time.
    func errors(in document: String, schema: String) throws -> [String] {
        let initialize = try function("xmlInitParser", as: (@convention(c) () -> Void).self)
        return try Self.setUp.withLock { isSetUp in
            if !isSetUp {
                initialize()
                isSetUp = true
            }
            return try validated(document, schema: schema)
        }
    }

    /// The errors libxml2 finds in `document` against `schema`.
    private func validated(_ document: String, schema: String) throws -> [String] {
        let newParser = try function("xmlSchemaNewMemParserCtxt", as: NewMemoryParser.self)
        let parse = try function("xmlSchemaParse", as: Parse.self)
        let newContext = try function("xmlSchemaNewValidCtxt", as: NewValidContext.self)
        let read = try function("xmlReadMemory", as: ReadMemory.self)
        let validate = try function("xmlSchemaValidateDoc", as: ValidateDocument.self)
        let freeParser = try function("xmlSchemaFreeParserCtxt", as: Free.self)
        let freeSchema = try function("xmlSchemaFree", as: Free.self)
        let freeContext = try function("xmlSchemaFreeValidCtxt", as: Free.self)
        let freeDocument = try function("xmlFreeDoc", as: Free.self)
        let setErrorHandler = try function("xmlSchemaSetValidStructuredErrors", as: SetErrorHandler.self)

        let parser = schema.withCString { newParser($0, Int32(strlen($0))) }
        defer { freeParser(parser) }
        guard let compiled = parse(parser) else { throw Unavailable(description: "the schema does not parse") }
        defer { freeSchema(compiled) }
        let context = newContext(compiled)
        defer { freeContext(context) }
        let messages = Messages()
        // An xmlError starts with two ints, then its message.
        setErrorHandler(context, { box, error in
            guard let box, let error, let text = error.load(fromByteOffset: 8, as: UnsafePointer<CChar>?.self) else { return }
            Unmanaged<Messages>.fromOpaque(box).takeUnretainedValue().list.append(String(cString: text).trimmingCharacters(in: .newlines))
        }, Unmanaged.passUnretained(messages).toOpaque())
        guard let parsed = document.withCString({ read($0, Int32(strlen($0)), "junit.xml", "UTF-8", 0) }) else { return ["not well-formed XML"] }
        defer { freeDocument(parsed) }
        let result = withExtendedLifetime(messages) { validate(context, parsed) }
        guard result >= 0 else { throw Unavailable(description: "libxml2 failed inside validation (\(result))") }
        return result == 0 ? [] : messages.list.isEmpty ? ["\(result) errors"] : messages.list
    }
}
