/// Every URL in the site is relative, so the site works from any host, under a sub-path
/// and from `file://`. These helpers build them.
package enum SiteLinks {
    /// `../` repeated once per folder in `outputPath`.
    package static func root(for outputPath: String) -> String {
        // The path's non-empty components, counted on its bytes (no array of substrings).
        var components = 0
        var previous = UInt8(ascii: "/")
        for byte in outputPath.utf8 {
            if byte != UInt8(ascii: "/"), previous == UInt8(ascii: "/") { components += 1 }
            previous = byte
        }
        return String(repeating: "../", count: components - 1)
    }

    /// The folder part of `outputPath`, with its slash (`part-1/`; `""` at the top level).
    package static func folder(of outputPath: String) -> String {
        guard let slash = outputPath.lastIndex(of: "/") else { return "" }
        return String(outputPath[...slash])
    }

    /// The link to the site-relative `path` from a page in `folder` (nil: unknown) whose root is
    /// `root`: the file name alone when `path` is in that folder, else `root` + `path`.
    package static func href(to path: String, root: String, folder: String?) -> String {
        if let folder, path.hasPrefix(folder) {
            let name = path.dropFirst(folder.count)
            // (A byte test: `contains("/")` with a string is Foundation's substring search.)
            if !name.isEmpty, !name.utf8.contains(UInt8(ascii: "/")) { return String(name) }
        }
        return root + path
    }

    /// The page of a storyboard (a storyboard named `Index` keeps clear of the index page).
    package static func storyboardPath(_ name: String) -> String {
        let slug = PathNaming.slug(name)
        return "storyboards/" + (slug == "index" ? "index-storyboard" : slug) + ".html"
    }

    /// The Storyboards index page: every storyboard of the book.
    package static let storyboardIndexPath = "storyboards/index.html"

    /// The anchor of a scene's reference entry on its storyboard page.
    package static func sceneAnchor(_ name: String) -> String { "scene-" + anchorSafe(name) }

    /// The anchor of a segue on its storyboard page, by segue key.
    package static func segueAnchor(_ key: String) -> String { "segue-" + anchorSafe(key) }

    /// Keeps letters, digits, `-`, `_`, `.`; anything else becomes `_` plus its code point,
    /// so distinct names keep distinct anchors.
    package static func anchorSafe(_ text: String) -> String {
        // Most names keep every character: then the name is the anchor, with no string built
        // scalar by scalar.
        if text.utf8.allSatisfy(keepsByte) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "." {
                result.unicodeScalars.append(scalar)
            } else {
                result += "_" + String(scalar.value, radix: 16)
            }
        }
        return result
    }

    /// An ASCII byte `anchorSafe` keeps as it is: a letter, a digit, `-` or `.`.
    private static func keepsByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."): true
        default: false
        }
    }
}
