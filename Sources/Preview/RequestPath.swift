#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Maps a request target to a file inside the site folder, refusing anything that could leave it.
///
/// The raw (still percent-encoded) path is split on `/` first and each segment is decoded
/// afterwards, so an encoded slash can never create a segment boundary. Then the
/// candidate's real path (symlinks resolved) must lie inside the root's real path.
package enum RequestPath {
    /// What a request path refers to.
    package enum Resolution: Sendable, Equatable {
        /// A regular file inside the root (its real path).
        case file(URL)
        /// A directory requested without its trailing slash: redirect to this target.
        case redirect(String)
        /// Nothing to serve (missing, a dotfile, not a regular file, outside the root).
        case notFound
        /// A malformed or hostile target.
        case badRequest
    }

    /// Longest raw target accepted, in bytes.
    package static let maximumLength = 2048
    /// Most path segments accepted.
    package static let maximumSegments = 64

    /// Resolves `rawURLPath` (as sent on the request line, without decoding) under `root`.
    package static func resolve(_ rawURLPath: String, under root: URL) -> Resolution {
        guard let realRoot = realPath(root.path) else { return .notFound }
        return resolve(rawURLPath, underRealRoot: realRoot)
    }

    /// Same as `resolve(_:under:)`, with the root already resolved by `realPath`.
    package static func resolve(_ rawURLPath: String, underRealRoot realRoot: String) -> Resolution {
        let segments: [String], trailingSlash: Bool
        switch split(rawURLPath) {
        case .segments(let parsed, let slash): (segments, trailingSlash) = (parsed, slash)
        case .hidden: return .notFound
        case .bad: return .badRequest
        }
        let candidate = segments.isEmpty ? realRoot : realRoot + "/" + segments.joined(separator: "/")
        guard let real = contained(candidate, realRoot: realRoot), let info = fileInfo(real) else {
            return .notFound
        }
        if info.isDirectory {
            if !trailingSlash && !segments.isEmpty {
                // One leading slash only: "//dir/" would name another host.
                return .redirect("/" + pathOnly(rawURLPath).drop(while: { $0 == "/" }) + "/")
            }
            guard let index = contained(real + "/index.html", realRoot: realRoot),
                  fileInfo(index)?.isRegular == true else { return .notFound }
            return .file(URL(fileURLWithPath: index))
        }
        // "/page.html/" names a folder that does not exist.
        return info.isRegular && !trailingSlash ? .file(URL(fileURLWithPath: real)) : .notFound
    }

    /// The canonical absolute path with symlinks resolved, or nil if it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private enum Split: Equatable {
        case segments([String], trailingSlash: Bool)
        case hidden
        case bad
    }

    private static func pathOnly(_ raw: String) -> String {
        var path = Substring(raw)
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<cut] }
        return String(path)
    }

    private static func split(_ raw: String) -> Split {
        let path = pathOnly(raw)
        let bytes = Array(path.utf8)
        guard bytes.count <= maximumLength, bytes.first == UInt8(ascii: "/") else { return .bad }
        // Control characters, spaces, DEL and backslashes never belong in a site path.
        if bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") }) { return .bad }
        var segments: [String] = []
        var hidden = false
        for rawSegment in bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            guard let decoded = percentDecode(rawSegment) else { return .bad }
            if decoded.contains(where: { $0 == 0 || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F }) {
                return .bad
            }
            guard decoded.count <= 255, let segment = String(validating: decoded, as: UTF8.self) else { return .bad }
            if segment == "." || segment == ".." { return .bad }
            if segment.hasPrefix(".") { hidden = true }
            segments.append(segment)
        }
        guard segments.count <= maximumSegments else { return .bad }
        if hidden { return .hidden }
        return .segments(segments, trailingSlash: bytes.last == UInt8(ascii: "/"))
    }

    private static func percentDecode(_ bytes: ArraySlice<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let byte = bytes[i]
            if byte == UInt8(ascii: "%") {
                guard i + 2 < bytes.endIndex, let high = hexValue(bytes[i + 1]), let low = hexValue(bytes[i + 2]) else { return nil }
                out.append(high << 4 | low)
                i += 3
            } else {
                out.append(byte)
                i += 1
            }
        }
        return out
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The real path of `path` when it exists and lies inside `realRoot` without passing
    /// through a dotfile or dot-directory; nil otherwise.
    private static func contained(_ path: String, realRoot: String) -> String? {
        guard let real = realPath(path) else { return nil }
        if real == realRoot { return real }
        let prefix = realRoot.hasSuffix("/") ? realRoot : realRoot + "/"
        guard real.hasPrefix(prefix) else { return nil }
        // A symlink inside the site may not lead to a dotfile either.
        let inside = real.dropFirst(prefix.count)
        if inside.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { return nil }
        return real
    }

    private struct FileInfo { var isDirectory: Bool; var isRegular: Bool }

    private static func fileInfo(_ path: String) -> FileInfo? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        let type = st.st_mode & S_IFMT
        return FileInfo(isDirectory: type == S_IFDIR, isRegular: type == S_IFREG)
    }
}
