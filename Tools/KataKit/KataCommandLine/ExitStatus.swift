/// The exit statuses of the `kata` program, as its help and the README give them.
enum ExitStatus: Int32, Sendable {
    /// The command did its work: a verify's stage is done, a grade ran, a list was shown.
    case success = 0
    /// The command ran and its verdict is not green or done (a red, amber, crashed or timed-out verify, a check's faults).
    case verdict = 1
    /// The user's input is at fault: the command line, or a kata, stage, file or folder it names.
    case badInput = 2
    /// The machine or a program the tool runs failed (git or swift cannot be started, a workbook file cannot be written).
    case environment = 3

    /// `success` when the work is done (the stage, the check, what a grade requires), else `verdict`.
    static func of(done: Bool) -> ExitStatus {
        done ? .success : .verdict
    }
}
