import KataModel

/// What a command line is read into: work to run, and whether it builds Swift code.
protocol Runnable: Sendable {
    /// Whether the command builds Swift code (the learner's, a student's, the reference's), and so needs the Swift
    /// the workbook's floor names (see `ToolchainFloor`).
    var builds: Bool { get }

    /// Does the command's work in `context`'s workbook, saying what it did through `context`: what it came to.
    func run(in context: CommandContext) throws -> ExitStatus
}

extension Runnable {
    var builds: Bool { false }
}

/// A verb of the `kata` command as one type: what it takes, its help, and its work, in the manner of
/// swift-argument-parser's commands.
///
/// A new verb is a type in `Verbs/` that conforms, listed in `Commands.all`; parsing, `kata --help` and the test of the
/// README's command table come from that list. A verb with a second form of its own (`verify --stage`) reads its
/// command line into that form's type (`command(from:)`).
protocol Command: Runnable {
    /// The verb, as typed after `kata`.
    static var verb: String { get }
    /// How the verb is written with its arguments, as `kata --help` lists it.
    static var synopsis: String { get }
    /// What the verb does, in one line of `kata --help`; `nil` for `help`, which the overview explains instead.
    static var summary: String? { get }
    /// The verb's own help, `kata VERB --help`.
    static var help: String { get }
    /// The words, flags and options the verb takes, which `Commands.parse` reads its command line by.
    static var syntax: CommandSyntax { get }

    /// The command a reading of its command line gives, or the usage error that says what is wrong with it.
    init(_ reading: CommandSyntax.Reading) throws(UsageError)

    /// The work a reading of the verb's command line gives: the verb's own command, or its second form's.
    static func command(from reading: CommandSyntax.Reading) throws(UsageError) -> any Runnable
}

extension Command {
    static func command(from reading: CommandSyntax.Reading) throws(UsageError) -> any Runnable {
        try Self(reading)
    }
}

/// A command line the tool cannot act on: said in one line, and the tool exits with status 2.
struct UsageError: KataFailure, Equatable {
    /// What is wrong, in one sentence that says what to do instead.
    let description: String

    /// The user's input is at fault.
    var kind: FailureKind { .input }

    init(_ description: String) {
        self.description = description
    }
}
