import KataClassroom
import KataModel

/// The flags and options more than one verb takes, declared once: the time limits, and what a student's grading
/// takes. Each carries the help most of its verbs show; a verb that says it otherwise gives its own words (`helped`).
enum SharedOptions {
    /// `--timeout SECONDS`: the limit of each test run (verify, check, grade, report, autograder).
    static let timeout = TimeLimitOption(name: "--timeout", default: Defaults.testRunTimeout,
                                         help: "stop a test run that takes longer \(.default)")
    /// `--student-timeout SECONDS`: the most the grading of one student may take (grade, report).
    static let studentTimeout = TimeLimitOption(name: "--student-timeout", default: Defaults.studentGradingTimeout, help: """
        the most the student's grading may take, every kata together \(.default): past it,
        what is left is timed out, and not kept
        """)
    /// `--require KATA:STAGE`, again for more: a stage the student must pass (grade, autograder).
    static let require = Option(name: "--require", value: OptionValue(name: "KATA:STAGE", meaning: "a kata and a stage, e.g. --require pizza-menu:5"),
                                repeats: true, help: """
                                    a stage the student must pass, and every one before it (again for more): said under the
                                    grade and in --markdown's summary, and the exit status is 1 when one is not passed
                                    """) { StageRequirement(argument: $0) }
    /// `--unsandboxed`: grade where no boundary can be had (grade, report).
    static let unsandboxed = Flag(name: "--unsandboxed", help: """
        grade where no boundary can be had: student code can then read and write what you can;
        every document of the grade says so
        """)
}

/// An option that gives a time limit, a whole number of seconds from 1 to a day (`Defaults.longestLimitSeconds`), and
/// the limit when it is not given, which its help says.
struct TimeLimitOption: CommandParameter {
    /// The option, read as a duration.
    let option: Option<Duration>
    /// The limit when the option is not given.
    let defaultValue: Duration
    /// What it does, and where in that its default is said.
    private let saying: DefaultedHelp

    var name: String { option.name }
    var taken: OptionValue? { option.taken }
    var help: String? { saying.text(default: "\(defaultValue.components.seconds)") }

    /// The option `name`, whose limit is `defaultValue` when it is not given.
    init(name: String, default defaultValue: Duration, help: DefaultedHelp) {
        let value = OptionValue(name: "SECONDS", meaning: "a whole number of seconds from 1 to \(Defaults.longestLimitSeconds), e.g. \(name) 30")
        option = Option(name: name, value: value) { text in
            Int(text).flatMap { (1...Defaults.longestLimitSeconds).contains($0) ? .seconds($0) : nil }
        }
        self.defaultValue = defaultValue
        saying = help
    }

    /// The same option, said in a verb's own words.
    func helped(_ help: DefaultedHelp) -> TimeLimitOption {
        TimeLimitOption(name: name, default: defaultValue, help: help)
    }
}

extension CommandSyntax.Reading {
    /// The limit `limit` gives, or its default when it is not given.
    func value(_ limit: TimeLimitOption) throws(UsageError) -> Duration {
        try value(limit.option) ?? limit.defaultValue
    }
}

/// A help text with the place where its option's default is said, as `(default 60)`: "stop a test run that takes
/// longer \(.default)".
struct DefaultedHelp: ExpressibleByStringInterpolation, Sendable {
    /// The text before the default's place and after it; the whole text when it has no such place.
    private let parts: [String]

    /// A help text that says no default.
    init(stringLiteral text: String) {
        parts = [text]
    }

    /// A help text written with the default's place in it.
    init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// The text, `shown` said as the default in its place.
    func text(default shown: String) -> String {
        parts.joined(separator: "(default \(shown))")
    }

    /// The place of the default in a help text.
    enum Place {
        /// Where `(default 60)` goes.
        case `default`
    }

    /// A help text being written: the text so far, split at the default's place.
    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var parts = [""]

        /// An empty text, to be written.
        init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds `literal` to the text.
        mutating func appendLiteral(_ literal: String) {
            parts[parts.count - 1] += literal
        }

        /// Marks the place where the default is said.
        mutating func appendInterpolation(_ place: Place) {
            parts.append("")
        }
    }
}
