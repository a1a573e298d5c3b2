import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a process behind a boundary sees of the files: the whole file system read-only, some folders shown empty,
/// and some paths shown again from the real file system, read-only or writable.
struct SandboxView: Sendable {
    /// A path shown as it is on the real file system.
    struct Bind: Sendable {
        var path: String
        var writable: Bool
        /// Whether the folder is shown from a file system of its own, of `ownSpaceBytes` and `ownSpaceFiles` at most,
        /// holding a copy of what it holds as the process starts: what the process writes there never reaches the disk.
        var ownSpace = false
    }

    /// The most a folder shown from a space of its own holds: bytes, then files and folders.
    static let ownSpaceBytes = 256 * 1_024 * 1_024, ownSpaceFiles = 10_000

    /// Folders shown empty (and read-only): the teacher's homes, workbook and grading state, the temporary folders.
    var hidden: [String]
    /// Paths shown again inside the hidden folders, in order.
    var binds: [Bind]
    /// Where the process starts.
    var workingFolder: String
}

/// The mount table of a view behind namespaces, as shell lines (see `Boundary.wrapping`).
extension Boundary {
    /// The shell lines that make `view` in a new mount namespace: each bound path is first bound into a stash (a new
    /// `/dev/shm`), since hiding a folder hides what is inside it, or a space of its own mounted there and filled; then
    /// the folders are hidden, the places of the bound paths made (a path bound inside another must already be in the
    /// other's folder), the stashed paths bound to their
    /// places, the stash replaced by an empty `/dev/shm`, a `/dev` of the boundary's own put over the machine's, and
    /// every mount but the writable paths, `/proc` (the namespace's own), the devices and `/sys` (hidden, with its
    /// cgroups) made read-only: a process that is root in the namespace writes nothing else. Each set of mounts is one
    /// `mount --all` of a table written in the stash, not one `mount` a path: each process a run starts costs it.
    func mounts(_ view: SandboxView, asRoot: Bool) -> String {
        // Which paths are folders is read here, before anything of the student's runs.
        let isFolder = { (path: String) -> Bool in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
        }
        let bindIsFolder = view.binds.map { isFolder($0.path) }
        var lines = ["set -e", "umask 022", "mount -t tmpfs -o mode=0700,size=64k kata /dev/shm"]
        let stashFolders = view.binds.indices.filter { bindIsFolder[$0] }.map { "/dev/shm/\($0)" }
        if !stashFolders.isEmpty { lines.append("mkdir " + stashFolders.joined(separator: " ")) }
        lines += view.binds.indices.filter { !bindIsFolder[$0] }.map { ": > /dev/shm/\($0)" }
        lines += mountAll("stash", view.binds.enumerated().map { index, bind in
            bind.ownSpace && bindIsFolder[index]
                ? "kata /dev/shm/\(index) tmpfs \(Self.ownSpaceOptions(of: bind.path, asRoot: asRoot)) 0 0"
                : "\(Self.fstabField(bind.path)) /dev/shm/\(index) none bind 0 0"
        })
        // A space of its own starts as a copy of the folder, its owners and modes kept (a grading user's home inside).
        lines += view.binds.indices.filter { view.binds[$0].ownSpace && bindIsFolder[$0] }.map { index in
            "cp -a \(quoted(view.binds[index].path))/. /dev/shm/\(index)/"
        }
        // Read-only from the start where nothing is shown inside it, so that the read-only pass below leaves it.
        // A folder inside one hidden before it is hidden already: it is not in the empty folder shown there.
        let hidden = view.hidden.enumerated().filter { index, folder in
            isFolder(folder) && !view.hidden.prefix(index).contains { folder.hasPrefix($0 + "/") }
        }.map(\.element)
        lines += mountAll("hidden", hidden.map { folder in
            let showsInside = view.binds.contains { $0.path.hasPrefix(folder + "/") }
            return "kata \(Self.fstabField(folder)) tmpfs \(showsInside ? "" : "ro,")mode=0755,size=1m 0 0"
        })
        let folders = view.binds.indices.map { bindIsFolder[$0] ? view.binds[$0].path : URL(filePath: view.binds[$0].path).deletingLastPathComponent().path }
        if !folders.isEmpty { lines.append("mkdir -p " + folders.map(quoted).joined(separator: " ")) }
        lines += view.binds.indices.filter { !bindIsFolder[$0] }.map { "[ -e \(quoted(view.binds[$0].path)) ] || : > \(quoted(view.binds[$0].path))" }
        // Bound again rather than moved (a user namespace may not move a mount); a path shown read-only is made so by
        // its bind where the namespace allows it, else by the read-only pass below.
        let places = { (readOnly: Bool) in
            view.binds.enumerated().map { index, bind in "/dev/shm/\(index) \(Self.fstabField(bind.path)) none bind\(readOnly && !bind.writable ? ",ro" : "") 0 0" }
        }
        if !view.binds.isEmpty {
            lines += fstab("places", places(true)) + fstab("places-plain", places(false))
            lines.append("mount --all --fstab /dev/shm/places.fstab || mount --all --fstab /dev/shm/places-plain.fstab")
        }
        let writable = view.binds.filter(\.writable).map { "|" + quoted($0.path) }.joined()
        // The stash and every path bound into it let go at once.
        lines += ["umount -R /dev/shm", "mount -t tmpfs -o mode=0755,size=4k kata /dev/shm"]
        lines += devices
        lines += ["set +e",
                  // Mounts read-only already are left, each other one once, listed whole before any is remounted; a
                  // path's escapes (`\\040` for a space) are read by a `printf` only where it has some: else every run
                  // behind the boundary started a shell for each of its mounts.
                  "awk '$6 !~ /^ro(,|$)/ && !seen[$5]++ { mounts[++count] = $5 } END { for (i = 1; i <= count; i++) print mounts[i] }' /proc/self/mountinfo | while read -r mount; do",
                  "    case $mount in *\\\\*) mount=$(printf '%b' \"$mount\") ;; esac",
                  "    case $mount in /proc|/proc/*|/sys|/sys/*\(Self.devices.map { "|/dev/" + $0 }.joined())\(writable)) ;; *) mount -o remount,bind,ro \"$mount\" 2>/dev/null ;; esac",
                  "done"]
        return lines.joined(separator: "\n")
    }

    /// The devices a process behind the boundary has, as bubblewrap's `--dev` gives them: no terminal (neither
    /// `/dev/tty` nor the teacher's `/dev/pts`), no disk, no console.
    static let devices = ["null", "zero", "random", "urandom"]

    /// The lines that put a `/dev` of the boundary's own over the machine's: a folder in the new `/dev/shm` holding
    /// each of `devices` bound from the machine's, the link to the process's own descriptors and an empty `shm`,
    /// bound over `/dev` with what is bound inside it; one `mount --all` for the five mounts.
    private var devices: [String] {
        let folder = "/dev/shm/dev"
        return ["mkdir \(folder) \(folder)/shm", Self.devices.map { ": > \(folder)/\($0)" }.joined(separator: "; "), "ln -s /proc/self/fd \(folder)/fd"]
            + mountAll("devices", Self.devices.map { "/dev/\($0) \(folder)/\($0) none bind 0 0" } + ["\(folder) /dev none rbind 0 0"])
    }

    /// The options of the file system of its own shown at `folder`: its bounds, and as root its owner (a grading
    /// user's); in a user namespace its creator owns it, the teacher as the namespace maps them.
    private static func ownSpaceOptions(of folder: String, asRoot: Bool) -> String {
        var info = stat()
        let owner = asRoot && stat(folder, &info) == 0 ? ",uid=\(info.st_uid),gid=\(info.st_gid)" : ""
        return "mode=0700,size=\(SandboxView.ownSpaceBytes),nr_inodes=\(SandboxView.ownSpaceFiles)\(owner)"
    }

    /// The lines that write the mount table `entries` in the stash as `NAME.fstab` and mount all it lists, in order.
    private func mountAll(_ name: String, _ entries: [String]) -> [String] {
        entries.isEmpty ? [] : fstab(name, entries) + ["mount --all --fstab /dev/shm/\(name).fstab"]
    }

    /// The line that writes the mount table `entries` in the stash as `NAME.fstab`.
    private func fstab(_ name: String, _ entries: [String]) -> [String] {
        ["printf '%s\\n' \(entries.map(quoted).joined(separator: " ")) > /dev/shm/\(name).fstab"]
    }

    /// `path` as a field of a mount table: a space, a tab, a line break and a backslash as octal escapes.
    static func fstabField(_ path: String) -> String {
        path.unicodeScalars.map { scalar in
            [" ": "\\040", "\t": "\\011", "\n": "\\012", "\\": "\\134"][Character(scalar)] ?? String(scalar)
        }.joined()
    }

    /// `text` in single quotes for the shell.
    func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
