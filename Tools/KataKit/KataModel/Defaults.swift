/// The values the tool uses when the user gives none.
public enum Defaults {
    /// The limit for each test run of a verify, a grade and a check, unless `--timeout` gives another.
    public static let testRunTimeout: Duration = .seconds(60)
    /// The most one student's grading may take, every kata named, unless `--student-timeout` gives another: past
    /// it, what is left is timed out.
    public static let studentGradingTimeout: Duration = .seconds(300)
    /// The limit for each build (a scratch package's, or one compile or link of a direct build).
    public static let buildTimeout: Duration = .seconds(900)
    /// The limit for each git command the tool runs.
    public static let gitTimeout: Duration = .seconds(60)
    /// The limit for each short question the tool asks the toolchain (`swiftc -###`, `swift-autolink-extract`).
    public static let toolchainQueryTimeout: Duration = .seconds(60)
    /// The longest time limit a command line may give, in seconds: a day. A larger one would mean the same, and
    /// past what a deadline can hold it would overflow.
    public static let longestLimitSeconds = 86_400
}
