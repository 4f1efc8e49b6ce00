import Markup
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
        /// Whether the body's first heading, below level 1, is the title (then the printed
        /// level-1 title is for screen readers only: `LoadedChapter.titleIsItsFirstHeading`).
        var titleIsShownBelow = false
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
            if !section.hasTitle {
                out += "<h1\(section.titleIsShownBelow ? " class=\"sr-only\"" : "")>\(HTMLEscaping.escape(section.title))</h1>\n"
            }
            out += prefixed(section.body, prefix: prefix)
            out += "</section>\n"
        }
        return out
    }

    /// `html` with every id prefixed (`id="X"` → `id="PX"`, and the `name` of an `<a>`), every
    /// in-page reference too (`href="#X"` → `href="#PX"`, `xlink:href`, `url(#X)` → `url(#PX)`,
    /// each id of an `aria-labelledby` / `aria-describedby` list). Attributes are read as a
    /// browser reads them (`RawHTMLTag.attributes(in:)`: any quoting, any case), so the
    /// `<a id='x'>` and `<a href='#x'>` of a chapter's raw HTML are prefixed like cmark's.
    /// `href="#"` and `href="#top"` (which scroll to the top of the page, see
    /// `MissingAnchorRule.isTopOfPage`) are kept as they are, unless the chapter has an element
    /// with the id or name `top` for the link to land on. One pass over the tags, one over `url(#`.
    static func prefixed(_ html: String, prefix: String) -> String {
        let bytes = Array(html.utf8)
        let prefixBytes = Array(prefix.utf8)
        var inserts: [Int] = []
        var anchors: Set<String>?
        for attribute in RawHTMLTag.attributes(in: html) {
            let value = attribute.value
            if attribute.isAnchor {
                if !value.isEmpty { inserts.append(value.lowerBound) }
            } else if attribute.name == "href" || attribute.name.hasSuffix(":href") {
                guard value.lowerBound < value.upperBound, bytes[value.lowerBound] == UInt8(ascii: "#") else { continue }
                let fragment = String(decoding: bytes[(value.lowerBound + 1)..<value.upperBound], as: UTF8.self)
                if MissingAnchorRule.isTopOfPage(fragment) {
                    if anchors == nil { anchors = Set(RawHTMLTag.anchors(in: html)) }
                    guard !fragment.isEmpty, anchors?.contains(fragment) == true else { continue }
                }
                inserts.append(value.lowerBound + 1)
            } else if attribute.name == "aria-labelledby" || attribute.name == "aria-describedby" {
                var index = value.lowerBound
                while index < value.upperBound {
                    while index < value.upperBound, bytes[index] == UInt8(ascii: " ") { index += 1 }
                    if index < value.upperBound { inserts.append(index) }
                    while index < value.upperBound, bytes[index] != UInt8(ascii: " ") { index += 1 }
                }
            }
        }
        // `url(#X)`, in attribute values and style sheets alike.
        let pattern = Array("url(#".utf8)
        var search = 0
        while let found = bytes[search...].firstIndex(of: pattern[0]) {
            if bytes[found...].starts(with: pattern) { inserts.append(found + pattern.count) }
            search = found + 1
        }
        inserts.sort()
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + inserts.count * prefixBytes.count)
        var copied = 0
        for insert in inserts {
            out += bytes[copied..<insert]
            out += prefixBytes
            copied = insert
        }
        out += bytes[copied...]
        return String(decoding: out, as: UTF8.self)
    }
}
