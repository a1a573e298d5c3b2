/// The exit statuses of the `kata` program, as its help and the README give them.
public enum ExitStatus {
    /// The command did its work: a verify's stage is done, a grade ran, a list was shown.
    public static let success: Int32 = 0
    /// The command ran and its verdict is not green or done (a red, amber, crashed or timed-out verify, a check's faults).
    public static let verdict: Int32 = 1
    /// The user's input is at fault: the command line, or a kata, stage, file or folder it names.
    public static let badInput: Int32 = 2
    /// The machine or a program the tool runs failed (git or swift cannot be started, a workbook file cannot be written).
    public static let environment: Int32 = 3
}
