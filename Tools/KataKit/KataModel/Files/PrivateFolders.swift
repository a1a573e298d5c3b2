/// macOS's `/tmp`, `/var` and `/etc` are links into `/private`: a compiler or a test may report a file by either
/// spelling (`/private/var/folders/...` for `/var/folders/...`), and a path compared with another must take both.
package enum PrivateFolders {
    /// `path` spelled without the `/private` before `/tmp`, `/var` or `/etc`; any other path as it is.
    package static func unlinked(_ path: String) -> String {
        for folder in ["/tmp", "/var", "/etc"] where path == "/private" + folder || path.hasPrefix("/private" + folder + "/") {
            return String(path.dropFirst("/private".count))
        }
        return path
    }
}
