import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Single keys read from a terminal without waiting for Return, for `kata watch`'s `q`.
///
/// While it is on, the terminal does not echo and hands over each key at once; `restore()` puts the terminal
/// back as it was, and so does the tool when a signal stops it.
public enum KeyboardInput {
    /// The terminal's settings before they were changed, while they are changed.
    private static let original = Mutex<termios?>(nil)

    /// Switches standard input to single keys; false when it is not a terminal.
    package static func start() -> Bool {
        guard isatty(STDIN_FILENO) == 1 else { return false }
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return false }
        original.withLock { $0 = settings }
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO)
        return tcsetattr(STDIN_FILENO, TCSANOW, &settings) == 0
    }

    /// Whether `key` has been pressed since the last look, without waiting.
    package static func pressed(_ key: Character) -> Bool {
        var found = false
        var entry = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while poll(&entry, 1, 0) > 0 {
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { break }
            if Character(UnicodeScalar(byte)).lowercased() == String(key) { found = true }
        }
        return found
    }

    /// Puts the terminal back as it was before `start()`, if it was changed.
    public static func restore() {
        original.withLock { settings in
            guard var saved = settings else { return }
            tcsetattr(STDIN_FILENO, TCSANOW, &saved)
            settings = nil
        }
    }
}
