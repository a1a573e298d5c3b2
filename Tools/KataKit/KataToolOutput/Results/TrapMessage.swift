/// Finds the Swift runtime's message in the output of a process that trapped.
package enum TrapMessage {
    private static let markers = ["Fatal error", "Precondition failed", "Assertion failed"]

    /// The first runtime trap line, without the standard library's file and line prefix.
    package static func find(in output: String) -> String? {
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            for marker in markers {
                if let range = line.range(of: marker) {
                    return String(line[range.lowerBound...]).trimmingTrailingWhitespace()
                }
            }
        }
        return nil
    }
}

extension StringProtocol {
    func trimmingTrailingWhitespace() -> String {
        var text = String(self)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
