import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The users a grading's test processes run as when the tool is root: one per run at a time, none of them a user of
/// the machine, so that a run can read nothing of the teacher's that is not world-readable, write nothing of theirs,
/// and everything it leaves (processes, files in the shared temporary folders) can be ended by its user alone.
enum GradingUsers {
    /// The first of the grading users (0x6B61 is "ka"); there are `count` of them.
    static let base: uid_t = 0x6B61_0000
    /// How many grading users there are: as many runs at once, on the whole machine.
    static let count: uid_t = 1_024
    /// The user the boundaries are tried with, which no run uses.
    static let probeUser: uid_t = base - 1
    /// Where each grading user in use is locked, by any process of the machine: root's alone.
    private static let locks = URL(filePath: "/run/kata-grading-users")

    /// The lock files held, by user.
    private static let held = Mutex<[uid_t: Int32]>([:])

    /// A user no other run on the machine has (each is taken with a lock, so that two gradings at once, in two
    /// processes, never share one and never end each other's processes), held until `giveBack`; waits while all are
    /// taken. Throws when no lock can be made at all (a read-only `/run`), rather than wait for good.
    static func take() throws -> uid_t {
        try? FileManager.default.createDirectory(at: locks, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        while true {
            var opened = false
            for user in base..<base + count {
                let descriptor = open(locks.appending(path: "\(user)").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
                guard descriptor >= 0 else { continue }
                opened = true
                if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                    held.withLock { $0[user] = descriptor }
                    return user
                }
                close(descriptor)
            }
            guard opened else { throw RunningError.cannotStart("a grading user", .noLock(locks.path)) }
            usleep(10_000)
        }
    }

    /// Gives `user` back for another run.
    static func giveBack(_ user: uid_t) {
        if let descriptor = held.withLock({ $0.removeValue(forKey: user) }) { close(descriptor) }
    }

    /// `setpriv`'s command that becomes `user` (when given) with no groups, no capabilities, and no way to gain any.
    static func switching(to user: uid_t?, setpriv: String) -> [String] {
        let identity = user.map { ["--reuid=\($0)", "--regid=\($0)", "--clear-groups"] } ?? []
        return [setpriv] + identity + ["--no-new-privs", "--inh-caps=-all", "--bounding-set=-all", "--"]
    }

    /// The slots already closed by this process.
    private static let closed = Mutex<Set<String>>([])

    /// Makes what `slot` holds unreadable to others, once per process (the builds behind a separate user write with
    /// a file mode mask of 077, the tool's logs and kept results are its own): behind a separate user alone, that is
    /// what keeps objects, kept results and other runs' traces from a test.
    static func closeOnce(_ slot: URL) {
        let first = closed.withLock { $0.insert(slot.path).inserted }
        guard first else { return }
        removeMode(0o077, from: slot.path)
        for inner in FileManager.default.enumerator(atPath: slot.path)?.compactMap({ $0 as? String }) ?? [] {
            removeMode(0o077, from: slot.appending(path: inner).path)
        }
    }

    /// Lets `user` reach and read each path of `readable` and own each folder of `writable`, which it then alone
    /// may write: every folder between them and `slot` (the slot included) gets a search right for others (not a
    /// read right: nothing there can be listed), a readable folder a read right for others on what it holds. Nothing
    /// outside the slot is changed: a student's clone is read as its own modes allow. A path is granted where it is,
    /// not through the links on the way to it (SwiftPM's `.build/debug` is one), whose own modes the user never meets.
    static func grant(readable: [URL], writable: [URL], to user: uid_t, within slot: URL) {
        let slot = slot.resolvingSymlinksInPath()
        let readable = readable.map { $0.resolvingSymlinksInPath() }, writable = writable.map { $0.resolvingSymlinksInPath() }
        for path in readable + writable where path.path.hasPrefix(slot.path + "/") {
            var folder = path.deletingLastPathComponent()
            while folder.path.count >= slot.path.count {
                addMode(S_IXOTH, to: folder.path)
                folder = folder.deletingLastPathComponent()
            }
        }
        for path in readable where path.path.hasPrefix(slot.path + "/") {
            addReading(to: path.path)
            for inner in FileManager.default.enumerator(atPath: path.path)?.compactMap({ $0 as? String }) ?? [] {
                addReading(to: path.appending(path: inner).path)
            }
        }
        for folder in writable {
            _ = chown(folder.path, user, user)
            _ = chmod(folder.path, 0o700)
        }
    }

    /// The first folder above `slot` that others cannot search (a home of mode 0700), where a grading user could
    /// not reach the slot; `nil` when it can.
    static func unreachableFolder(above slot: URL) -> String? {
        var folder = slot.deletingLastPathComponent()
        while folder.path != "/" {
            var info = stat()
            if stat(folder.path, &info) == 0, info.st_mode & S_IXOTH == 0 { return folder.path }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Ends every process of `user` and removes what it left in the shared temporary folders and System V IPC, as
    /// `user` itself: a run leaves nothing behind for the next.
    static func sweep(_ user: uid_t, setpriv: String) {
        // What a run can make in the shared folders is at their top, or in a folder of theirs open to anyone: two
        // levels down, whatever it made goes whole.
        // From `/`: `find` gives up where it cannot come back to the folder it started in (the tool's may be private).
        let script = "cd / || exit 0; kill -9 -1 2>/dev/null; find /tmp /var/tmp /dev/shm /run/lock -xdev -mindepth 1 -maxdepth 2 -uid \(user) -prune "
            + "-exec rm -rf {} + 2>/dev/null; ipcrm --all 2>/dev/null; exit 0"
        _ = ProcessRunner.succeedsQuietly(switching(to: user, setpriv: setpriv) + ["/bin/sh", "-c", script], inheritingEnvironment: false)
    }

    /// Lets others read `path`, and search it or run it where its owner may.
    private static func addReading(to path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        addMode(S_IROTH | (info.st_mode & S_IXUSR != 0 ? S_IXOTH : 0), to: path)
    }

    private static func addMode(_ mode: mode_t, to path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK, info.st_mode & mode != mode else { return }
        _ = chmod(path, (info.st_mode & 0o7777) | mode)
    }

    private static func removeMode(_ mode: mode_t, from path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK, info.st_mode & mode != 0 else { return }
        _ = chmod(path, info.st_mode & 0o7777 & ~mode)
    }

}

extension Confinement {
    /// For a test run as root: a grading user of its own that may read `readable` and own `writable`, with nothing
    /// left of an earlier run of that user behind a separate user; `nil` where the boundary does not switch users.
    func userForTestRun(readable: [URL], writable: [URL]) throws -> uid_t? {
        guard boundary.switchesUser else { return nil }
        let user = try GradingUsers.take()
        if let setpriv = boundary.sweeper {
            GradingUsers.closeOnce(slot)
            // What a run of a tool that was killed left behind is gone before this one starts.
            GradingUsers.sweep(user, setpriv: setpriv)
        }
        GradingUsers.grant(readable: readable, writable: writable, to: user, within: slot)
        return user
    }

    /// Ends what the run of `user` left behind a separate user, and gives the user back.
    func endRun(of user: uid_t) {
        if let setpriv = boundary.sweeper { GradingUsers.sweep(user, setpriv: setpriv) }
        GradingUsers.giveBack(user)
    }
}
