import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C, `kill` (what timeout(1) sends) and a closed terminal, handled so that nothing the process started is
/// left running: its builds and test processes run in process groups of their own, which the terminal's signal
/// does not reach.
public enum StopSignals {
    /// The signal sources installed, kept alive; empty until `install` is called.
    private static let sources = Mutex<[any DispatchSourceSignal]>([])

    /// From now on, each of those signals stops every process group `ProcessRunner` started, then calls `farewell`
    /// with the signal's number, then ends the process with status 128 + that number. Installed once: later calls
    /// change nothing.
    public static func install(farewell: @escaping @Sendable (Int32) -> Void) {
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            sources = [SIGINT, SIGTERM, SIGHUP].map { number in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler {
                    ProcessRunner.stopEverything()
                    farewell(number)
                    exit(128 + number)
                }
                source.resume()
                return source
            }
        }
    }
}
