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
///
/// Each boundary is one case, and all that differs from one to another is here: its kind and name (`Kind`), its probe
/// (`probe(_:)`), whether it switches users and how they are swept and reach a slot, and how a command is started
/// behind it (`wrapping`, whose mount table is `SandboxView`'s); what it promises a teacher is said in KataRendering
/// (`IsolationText`).
package enum Boundary: Sendable, Equatable {
    /// Bubblewrap, at this path.
    case bubblewrap(String)
    /// Namespaces made by `unshare`, capabilities dropped by `setpriv`, at these paths.
    case namespaces(unshare: String, setpriv: String)
    /// A user of its own per run, switched to by `setpriv` at this path: root only.
    case separateUser(setpriv: String)
    /// Nothing: the environment and the resource limits are all there is.
    case none

    /// A boundary without the paths of its programs, strongest first; its raw value is its short name, for documents
    /// and `KATA_BOUNDARY`.
    package enum Kind: String, CaseIterable, Sendable {
        case bubblewrap, namespaces, separateUser = "separate-user", none = "unsandboxed"
    }

    /// The boundary's kind.
    package var kind: Kind {
        switch self {
        case .bubblewrap: .bubblewrap
        case .namespaces: .namespaces
        case .separateUser: .separateUser
        case .none: .none
        }
    }

    /// The boundary's short name, for documents and `KATA_BOUNDARY`.
    package var name: String { kind.rawValue }

    /// Whether student code behind it can neither read nor write what is the teacher's.
    package var holds: Bool { self != .none }

    /// The strongest boundary this machine offers, or the weaker one `KATA_BOUNDARY` names (`none` for `unsandboxed`);
    /// found once.
    package static let strongestHere: Boundary = {
        let asked = ProcessInfo.processInfo.environment["KATA_BOUNDARY"].flatMap { Kind(rawValue: $0 == "none" ? Kind.none.rawValue : $0) }
        let floor = asked.flatMap(Kind.allCases.firstIndex) ?? 0
        return Kind.allCases.dropFirst(floor).lazy.compactMap(probe).first ?? .none
    }()

    /// Every boundary that works here but `none`, strongest first: what the self-check grades behind.
    package static let holdingHere: [Boundary] = Kind.allCases.filter { $0 != .none }.compactMap(probe)

    /// The boundary of `kind`, when it works here: found by starting `true` behind it.
    private static func probe(_ kind: Kind) -> Boundary? {
        #if os(Linux)
        switch kind {
        case .bubblewrap:
            guard let bwrap = ProgramPaths.onPath("bwrap") else { return nil }
            return ProcessRunner.succeedsQuietly([bwrap, "--die-with-parent", "--unshare-all", "--cap-drop", "ALL", "--ro-bind", "/", "/",
                                                  "--dev", "/dev", "--proc", "/proc", "--size", "4096", "--tmpfs", "/tmp", "--", "/bin/true"])
                ? .bubblewrap(bwrap) : nil
        case .namespaces:
            guard let unshare = ProgramPaths.onPath("unshare"), let setpriv = ProgramPaths.onPath("setpriv") else { return nil }
            let boundary = Boundary.namespaces(unshare: unshare, setpriv: setpriv)
            let probe = SandboxView(hidden: [], binds: [], workingFolder: "/")
            let user = geteuid() == 0 ? GradingUsers.probeUser : nil
            return ProcessRunner.succeedsQuietly(boundary.wrapping(["/bin/true"], in: probe, user: user, limits: "")) ? boundary : nil
        case .separateUser:
            guard geteuid() == 0, let setpriv = ProgramPaths.onPath("setpriv") else { return nil }
            return ProcessRunner.succeedsQuietly(GradingUsers.switching(to: GradingUsers.probeUser, setpriv: setpriv) + ["/bin/true"])
                ? .separateUser(setpriv: setpriv) : nil
        case .none:
            return Boundary.none
        }
        #else
        return kind == .none ? Boundary.none : nil
        #endif
    }

    /// Whether a test process runs as a grading user of its own: the tool is root and the boundary can switch users.
    var switchesUser: Bool {
        switch self {
        case .namespaces, .separateUser: geteuid() == 0
        case .bubblewrap, .none: false
        }
    }

    /// The `setpriv` that sweeps what a grading user left behind after a run, where no namespace ends it with the run:
    /// behind a separate user alone.
    var sweeper: String? {
        if case .separateUser(let setpriv) = self { setpriv } else { nil }
    }

    /// Whether the grading users reach the grading slots on the real file system, not through a namespace's mounts:
    /// behind a separate user, so the slots are where other users can search (see `GradingFolder`).
    package var usersReachTheSlots: Bool {
        if case .separateUser = self { true } else { false }
    }

    /// `arguments` as started behind this boundary, seeing `view`: as `user` when the tool is root (the grading's own
    /// user, with no rights to the teacher's files), after the shell line `limits` has set the resource limits.
    /// `asRoot` says whether the tool is root, which makes the namespaces itself; anyone else makes a user namespace.
    func wrapping(_ arguments: [String], in view: SandboxView, user: uid_t?, limits: String, asRoot: Bool = geteuid() == 0) -> [String] {
        let run = "\(limits)\(limits.isEmpty ? "" : "; ")cd \(quoted(view.workingFolder)) || exit 125; exec \"$@\""
        switch self {
        case .bubblewrap(let bwrap):
            var command = [bwrap, "--die-with-parent", "--new-session", "--unshare-all", "--cap-drop", "ALL",
                           "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/dev/shm"]
            command += view.hidden.flatMap { ["--tmpfs", $0] }
            command += view.binds.flatMap { bind in
                guard bind.ownSpace else { return [bind.writable ? "--bind" : "--ro-bind", bind.path, bind.path] }
                // Bubblewrap's tmpfs takes a size but no count of files, and copies nothing in: the folders the tool
                // made there (a home) are made again.
                let folders = (try? FileManager.default.contentsOfDirectory(atPath: bind.path)) ?? []
                return ["--size", "\(SandboxView.ownSpaceBytes)", "--tmpfs", bind.path] + folders.sorted().flatMap { ["--dir", bind.path + "/" + $0] }
            }
            return command + ["--chdir", view.workingFolder, "--", "/bin/sh", "-c", run, "kata-boundary"] + arguments
        case .namespaces(let unshare, let setpriv):
            // Root makes the namespaces itself, and becomes the grading's user; anyone else, in a user namespace.
            let namespaces = [unshare, "--mount", "--pid", "--net", "--ipc", "--uts", "--fork", "--kill-child", "--mount-proc"]
                + (asRoot ? [] : ["--user", "--map-root-user"])
            let dropping = GradingUsers.switching(to: user, setpriv: setpriv)
            let script = mounts(view, asRoot: asRoot) + "\n\(run.replacingOccurrences(of: "exec \"$@\"", with: "exec \(dropping.map(quoted).joined(separator: " ")) \"$@\""))"
            return namespaces + ["--", "/bin/sh", "-c", script, "kata-boundary"] + arguments
        case .separateUser(let setpriv):
            guard let user else { return ["/bin/sh", "-c", run, "kata-boundary"] + arguments }
            let dropping = GradingUsers.switching(to: user, setpriv: setpriv)
            return ["/bin/sh", "-c", run.replacingOccurrences(of: "exec \"$@\"", with: "exec \(dropping.map(quoted).joined(separator: " ")) \"$@\""),
                    "kata-boundary"] + arguments
        case .none:
            return ["/bin/sh", "-c", run, "kata-boundary"] + arguments
        }
    }
}
