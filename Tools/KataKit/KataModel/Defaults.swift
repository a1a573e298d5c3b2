/// The values the tool uses when the user gives none.
public enum Defaults {
    /// The limit for each test run of a verify, a grade and a check, unless `--timeout` gives another.
    public static let testRunTimeout: Duration = .seconds(60)
}
