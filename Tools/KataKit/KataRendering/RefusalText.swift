import KataModel
import KataToolOutput

extension SourceRefusal {
    /// The refusal as a verify says it to the learner, where the compiler's error would stand.
    var words: String {
        switch self {
        case .frameworkName(let name, let framework): "your code declares '\(name)', a name the workbook's tests take from \(framework): rename it"
        case .unsafeMark(let mark): "'\(mark)' lets unsafe code past strict memory safety: no kata needs unsafe code, write it without"
        case .linkageAttribute(let attribute): Self.linkage(attribute)
        }
    }

    /// The refusal as a grade says it to a teacher, of the student's work.
    var gradeWords: String {
        switch self {
        case .frameworkName(let name, let framework): "the code declares '\(name)', a name the workbook's tests take from \(framework)"
        case .unsafeMark: words
        case .linkageAttribute(let attribute): "the work " + Self.linkage(attribute)
        }
    }

    /// What declaring the attribute `attribute` does, which no kata needs.
    private static func linkage(_ attribute: String) -> String {
        "declares @\(attribute), which defines a symbol or a section by hand: no kata needs one"
    }
}

extension ObjectFinding {
    /// The findings as one clause that follows "the compiled work ", each in words, sorted by them.
    static func clause(_ findings: Set<ObjectFinding>) -> String {
        findings.said.joined(separator: "; it ")
    }

    /// The finding as a clause that follows "the compiled work ".
    fileprivate var words: String {
        switch self {
        case .unreadableObject(let file): "has an object that is neither ELF nor Mach-O (\(file)), which the tool cannot read"
        case .cLevelSymbol(let symbol): "defines the C-level symbol `\(symbol)`, which could stand in for the system's inside the test process"
        case .startOrEndSection(let section): "has a \(section) section: code that runs before or after the tests"
        case .module(let module): "uses the module `\(module)`, which no kata needs"
        case .cFunction(let function): "calls the C function `\(function)`, which no kata needs"
        case .capability(let capability, let use): "\(capability.phrase) (`\(use)`), which its kata does not allow"
        }
    }
}

extension KataCapability {
    /// What the capability is, for a teacher: "reads or writes files".
    var phrase: String {
        switch self {
        case .files: "reads or writes files"
        case .environment: "reads the environment, the arguments or the standard input"
        case .processes: "starts processes"
        case .network: "uses the network"
        case .dynamicLookup: "finds types or symbols by name at run time"
        case .testRun: "watches or changes the test run"
        }
    }
}

extension Set<ObjectFinding> {
    /// Each finding as a clause that follows "the compiled work ", sorted.
    package var said: [String] {
        map(\.words).sorted()
    }
}
