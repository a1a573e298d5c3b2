import KataModel

/// What a student's compiled objects hold or use that no kata needs, found by reading them before any of them runs:
/// KataRendering says each in words, and the findings refuse the work.
package enum ObjectFinding: Sendable, Hashable, Codable {
    /// An object of neither format the tool reads (ELF, Mach-O): its file's name.
    case unreadableObject(String)
    /// A C-level symbol the object defines, which could stand in for the system's inside the test process.
    case cLevelSymbol(String)
    /// A section whose code runs before or after the tests: its name.
    case startOrEndSection(String)
    /// A module the objects use that no kata builds on.
    case module(String)
    /// A C function the objects call that no kata needs.
    case cFunction(String)
    /// A capability the objects reach that their kata does not allow, with the shortest name that reaches it (cut to
    /// 80 characters).
    case capability(KataCapability, use: String)
}
