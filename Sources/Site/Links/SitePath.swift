import SourceModel

/// Path arithmetic for links: a destination written in a chapter, resolved against the
/// chapter's folder under `content/`, and the relative URL from one output page to another.
package enum SitePath {
    /// A destination split into its path, query (`?…`, with the `?`) and fragment (without `#`).
    package struct Parts: Sendable, Hashable {
        package var path: String
        package var query: String
        package var fragment: String?

        package init(path: String, query: String, fragment: String?) {
            self.path = path
            self.query = query
            self.fragment = fragment
        }
    }

    package static func split(_ destination: String) -> Parts {
        var rest = Substring(destination)
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        var query = ""
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[mark...])
            rest = rest[..<mark]
        }
        return Parts(path: String(rest), query: query, fragment: fragment)
    }

    /// `img/../a.png` written in `04-extras/one.md` → `04-extras/a.png`; nil when it climbs
    /// out of the root. `folder` is the folder the path is relative to (`04-extras`, or empty).
    /// A path that ends with `/` keeps it, so it can be told from a file.
    package static func resolve(_ path: String, from folder: String) -> String? {
        var components = folder.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
        for piece in path.utf8.split(separator: UInt8(ascii: "/")) {
            if piece.elementsEqual(".".utf8) { continue }
            if piece.elementsEqual("..".utf8) {
                guard !components.isEmpty else { return nil }
                components.removeLast()
            } else {
                components.append(Substring(piece))
            }
        }
        let joined = components.joined(separator: "/")
        return path.utf8.last == UInt8(ascii: "/") && !joined.isEmpty ? joined + "/" : joined
    }

    /// The components of a relative path: `02-basics/more/one.md` → `02-basics`, `more`,
    /// `one.md` (no empty ones). On bytes when ASCII; otherwise by Character, as `folder(of:)`.
    package static func components(of path: String) -> [String] {
        guard path.isASCIIText else { return path.split(separator: "/").map(String.init) }
        return path.utf8.split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
    }

    /// The name of a file from its relative path (`02-basics/one.md` → `one.md`), the path
    /// itself when it has no `/`: `components(of:).last` without making the others.
    package static func fileName(of path: String) -> String {
        let slash = path.isASCIIText ? path.utf8.lastIndex(of: UInt8(ascii: "/")) : path.lastIndex(of: "/")
        guard let slash else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The folder of a site-relative path: `extras/one.html` → `extras`, `index.html` → ``.
    package static func folder(of path: String) -> String {
        // On bytes when ASCII (a Character walk costs a grapheme break per byte); otherwise by
        // Character, where a combining mark after a `/` makes one Character of the two.
        let slash = path.isASCIIText ? path.utf8.lastIndex(of: UInt8(ascii: "/")) : path.lastIndex(of: "/")
        guard let slash else { return "" }
        return String(path[..<slash])
    }

    /// The relative URL from the page at `from` to the file at `to` (both site-relative),
    /// each component percent-encoded: `extras/one.html` → `basics/launch.html` is
    /// `../basics/launch.html`.
    package static func relativeURL(from: String, to: String) -> String {
        let a = Array(from.utf8), b = Array(to.utf8)
        let slash = UInt8(ascii: "/")
        // The folders both share (up to a `/` they both have), then one `..` per folder of
        // `from` past them.
        let fromFolderEnd = (a.lastIndex(of: slash) ?? -1) + 1
        var common = 0
        var index = 0
        while index < fromFolderEnd, index < b.count, a[index] == b[index] {
            if a[index] == slash { common = index + 1 }
            index += 1
        }
        let ups = a[common..<fromFolderEnd].reduce(0) { $0 + ($1 == slash ? 1 : 0) }
        let rest = String(decoding: b[common...], as: UTF8.self)
        let encoded = rest.utf8.allSatisfy({ isSafe($0) || $0 == slash })
            ? rest
            : rest.split(separator: "/", omittingEmptySubsequences: false).map { percentEncoded(String($0)) }.joined(separator: "/")
        return String(repeating: "../", count: ups) + encoded
    }

    /// Keeps what a URL path segment may hold as it is (RFC 3986 unreserved, sub-delims, `:`
    /// and `@`); every other byte becomes `%XX`.
    package static func percentEncoded(_ segment: String) -> String {
        guard segment.utf8.contains(where: { !isSafe($0) }) else { return segment }
        var result = ""
        for byte in segment.utf8 {
            if isSafe(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"), UInt8(ascii: "$"),
             UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"):
            true
        default:
            false
        }
    }

    /// Where a file under `content/` is written: output folders mirror source folders, and a
    /// folder that holds chapters (directly or below: a part, or a folder in one) is named as
    /// its chapters' folder is, slugged (`04-extras` → `extras`, `04-extras/01-more` →
    /// `extras/more`); other folders keep their names. `04-extras/img/local.png` →
    /// `extras/img/local.png`; `04-extras/01-more/a.png` → `extras/more/a.png`; `img/a.png` →
    /// `img/a.png`. `chapterFolders`: the source folders that hold chapters.
    package static func assetOutputPath(_ relative: String, chapterFolders: Set<String>) -> String {
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count > 1, chapterFolders.contains(String(components[0])) else { return relative }
        var output: [String] = []
        var source = ""
        var slugging = true
        for (position, component) in components.enumerated() {
            let name = String(component)
            if position < components.count - 1, slugging {
                source = source.isEmpty ? name : source + "/" + name
                slugging = chapterFolders.contains(source)
            } else {
                slugging = false
            }
            output.append(slugging ? PathNaming.slug(name) : name)
        }
        return output.joined(separator: "/")
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
