import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What holds a grading's processes away from the teacher's machine, strongest first.
///
/// On Linux: bubblewrap where it is installed and works; else namespaces made with util-linux's `unshare` (a mount,
/// process, network, IPC and host-name namespace, and a user namespace when the tool is not root), which every Linux
/// has; else, as root where namespaces are refused (a container's seccomp), a user of the grading's own with no
/// rights to the teacher's files. Where none of these can be had, grading refuses unless the teacher says
/// `--unsandboxed`. `KATA_BOUNDARY` (`namespaces`, `separate-user`, `none`) asks for a weaker one than the strongest
/// found, to check a fallback.
package enum Boundary: Sendable, Equatable {
    /// Bubblewrap, at this path.
    case bubblewrap(String)
    /// Namespaces made by `unshare`, capabilities dropped by `setpriv`, at these paths.
    case namespaces(unshare: String, setpriv: String)
    /// A user of its own per run, switched to by `setpriv` at this path: root only.
    case separateUser(setpriv: String)
    /// Nothing: the environment and the resource limits are all there is.
    case none

    /// The boundary's short name, for documents and `KATA_BOUNDARY`.
    package var name: String {
        switch self {
        case .bubblewrap: "bubblewrap"
        case .namespaces: "namespaces"
        case .separateUser: "separate-user"
        case .none: "unsandboxed"
        }
    }

    /// Whether student code behind it can neither read nor write what is the teacher's.
    package var holds: Bool { self != .none }

    /// The strongest boundary this machine offers, or the weaker one `KATA_BOUNDARY` names; found once.
    package static let strongestHere: Boundary = {
        let asked = ProcessInfo.processInfo.environment["KATA_BOUNDARY"]
        let order = ["bubblewrap", "namespaces", "separate-user", "none"]
        let floor = asked.flatMap { order.firstIndex(of: $0 == "unsandboxed" ? "none" : $0) } ?? 0
        for name in order.dropFirst(floor) {
            if let boundary = working(name) { return boundary }
        }
        return .none
    }()

    /// Every boundary that works here but `none`, strongest first: what the self-check grades behind.
    package static let holdingHere: [Boundary] = ["bubblewrap", "namespaces", "separate-user"].compactMap(working)

    /// The boundary `name`, when it works here: found by starting `true` behind it.
    private static func working(_ name: String) -> Boundary? {
        #if os(Linux)
        switch name {
        case "bubblewrap":
            guard let bwrap = onPath("bwrap") else { return nil }
            return starts([bwrap, "--die-with-parent", "--unshare-all", "--cap-drop", "ALL", "--ro-bind", "/", "/",
                           "--dev", "/dev", "--proc", "/proc", "--size", "4096", "--tmpfs", "/tmp", "--", "/bin/true"]) ? .bubblewrap(bwrap) : nil
        case "namespaces":
            guard let unshare = onPath("unshare"), let setpriv = onPath("setpriv") else { return nil }
            let boundary = Boundary.namespaces(unshare: unshare, setpriv: setpriv)
            let probe = SandboxView(hidden: [], binds: [], workingFolder: "/")
            let user = geteuid() == 0 ? GradingUsers.probeUser : nil
            return starts(boundary.wrapping(["/bin/true"], in: probe, user: user, limits: "")) ? boundary : nil
        case "separate-user":
            guard geteuid() == 0, let setpriv = onPath("setpriv") else { return nil }
            return starts(GradingUsers.switching(to: GradingUsers.probeUser, setpriv: setpriv) + ["/bin/true"]) ? .separateUser(setpriv: setpriv) : nil
        case "none":
            return Boundary.none
        default:
            return nil
        }
        #else
        return name == "none" ? Boundary.none : nil
        #endif
    }

    /// The path of `program` in a folder of `PATH` (or the system's own folders), if it is there.
    static func onPath(_ program: String) -> String? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/bin:/bin:/usr/sbin:/sbin"
        return path.split(separator: ":").map { "\($0)/\(program)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The toolchain's `bin`, where its `swift` and `llvm-nm` are: as the compiler says (its runtime resources are in
    /// `usr/lib/swift` beside it), since the `swift` on `PATH` may be xcrun's or swiftly's, which run another; else the
    /// real folder of the `swift` on `PATH` (links followed).
    static let toolchainBin: URL? = {
        let said = ToolchainAnswers.answer("resources", to: ["swiftc -print-target-info"]) { () -> String? in
            let folder = FileManager.default.temporaryDirectory.appending(path: "kata-swift-target-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
                  let info = SwiftDriver.output(of: URL(filePath: "/usr/bin/env"), ["swiftc", "-print-target-info"], writingIn: folder,
                                                temporaryFolder: folder),
                  let object = try? JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any] else { return nil }
            return (object["paths"] as? [String: Any])?["runtimeResourcePath"] as? String
        }
        if let said, case let bin = URL(filePath: said).deletingLastPathComponent().deletingLastPathComponent().appending(path: "bin"),
           FileManager.default.isExecutableFile(atPath: bin.appending(path: "swift").path) {
            return bin
        }
        guard let swift = onPath("swift"), let real = realpath(swift, nil) else { return nil }
        defer { free(real) }
        return URL(filePath: String(cString: real)).deletingLastPathComponent()
    }()

    /// Whether `arguments` start and exit 0, their output thrown away.
    private static func starts(_ arguments: [String]) -> Bool {
        guard let pid = try? ChildProcess.start(arguments, standardFiles: { actions in
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }) else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status == 0
    }
}
