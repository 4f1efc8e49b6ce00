import SourceModel

/// The print version: every chapter's body in reading order on one page (`print.html`).
///
/// Each chapter's ids (headings, figures, diagram parts) and the in-page references to them
/// get a per-chapter prefix, so the page has no duplicate ids and every `#` link still lands
/// in its own chapter.
enum PrintPage {
    static let outputPath = "print.html"
    /// Above this many chapters the print page is left out unless `print-page: true`.
    static let automaticChapterLimit = 200

    struct Section {
        var title: String
        var body: String
        /// Whether the body opens with its own level-1 heading (else the title is printed as one).
        var hasTitle: Bool
    }

    /// The chapter as the print page (at the site root) shows it: its links written from the
    /// root, not from its own folder (`b.html` in `basics/a.html` becomes `basics/b.html`).
    static func atRoot(_ chapter: AnalyzedChapter) -> AnalyzedChapter {
        var copy = chapter
        let folder = chapter.outputPath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        copy.loaded.place.outputPath = outputPath
        copy.links = chapter.links.mapValues { rebased($0, from: Array(folder)) }
        return copy
    }

    /// `href`, written relative to the folder `folder`, written relative to the site root.
    /// Absolute URLs, root paths and in-page fragments are left as they are.
    static func rebased(_ href: String, from folder: [Substring]) -> String {
        guard !folder.isEmpty, !href.isEmpty, !href.hasPrefix("#"), !href.hasPrefix("/"), !href.hasPrefix("?") else { return href }
        let end = href.firstIndex { $0 == "?" || $0 == "#" } ?? href.endIndex
        let path = href[..<end]
        if let colon = path.firstIndex(of: ":"), !path[..<colon].contains("/") { return href }
        var parts = folder
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(component)
            }
        }
        return parts.joined(separator: "/") + href[end...]
    }

    static func body(_ sections: [Section]) -> String {
        var out = ""
        for (index, section) in sections.enumerated() {
            let prefix = "c\(index + 1)-"
            out += "<section class=\"print-chapter\" id=\"\(prefix)chapter\" aria-label=\"\(HTMLEscaping.escape(section.title))\">\n"
            if !section.hasTitle { out += "<h1>\(HTMLEscaping.escape(section.title))</h1>\n" }
            out += prefixed(section.body, prefix: prefix)
            out += "</section>\n"
        }
        return out
    }

    /// `html` with `id="X"` → `id="PX"`, `<a name="X">` → `<a name="PX">`, `href="#X"` →
    /// `href="#PX"`, `url(#X)` → `url(#PX)`, and every id in `aria-labelledby` /
    /// `aria-describedby` lists prefixed. One pass. `href="#"` and `href="#top"` (which scroll
    /// to the top of the page, see `MissingAnchorRule.isTopOfPage`) are kept as they are, unless
    /// the chapter has an element with the id or name `top` for the link to land on.
    static func prefixed(_ html: String, prefix: String) -> String {
        let bytes = Array(html.utf8)
        let prefixBytes = Array(prefix.utf8)
        let patterns: [(bytes: [UInt8], list: Bool)] = [
            (Array(" id=\"".utf8), false), (Array("href=\"#".utf8), false), (Array("url(#".utf8), false),
            (Array("aria-labelledby=\"".utf8), true), (Array("aria-describedby=\"".utf8), true),
        ]
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 1024)
        var index = 0
        // Where the value of the `name` of the `<a>` tag being copied starts.
        var nameValue: Int?
        var landsInChapter: [String: Bool] = [:]
        scan: while index < bytes.count {
            let byte = bytes[index]
            if index == nameValue { out += prefixBytes }
            if byte == UInt8(ascii: "<") { nameValue = AnchorName.value(in: bytes, tagAt: index)?.lowerBound }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "h") || byte == UInt8(ascii: "u") || byte == UInt8(ascii: "a") {
                for (number, pattern) in patterns.enumerated() where bytes[index...].starts(with: pattern.bytes) {
                    out += pattern.bytes
                    index += pattern.bytes.count
                    if number == 1 {
                        let end = bytes[index...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.count
                        let fragment = String(decoding: bytes[index..<end], as: UTF8.self)
                        if MissingAnchorRule.isTopOfPage(fragment) {
                            let lands = landsInChapter[fragment] ?? (!fragment.isEmpty
                                && (html.contains(" id=\"\(fragment)\"") || AnchorName.all(in: html).contains(fragment)))
                            landsInChapter[fragment] = lands
                            if !lands { continue scan }
                        }
                    }
                    out += prefixBytes
                    if pattern.list {
                        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                            out.append(bytes[index])
                            if bytes[index] == UInt8(ascii: " ") { out += prefixBytes }
                            index += 1
                        }
                    }
                    continue scan
                }
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
