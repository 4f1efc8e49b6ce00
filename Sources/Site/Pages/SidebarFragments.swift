import Foundation
import SourceModel
import Templates

/// The sidebar of each `SidebarGroup`, rendered once through the theme's `partials/sidebar`
/// with nothing marked current; a page marks its own link by adding `aria-current="page"` to
/// the `<a>` whose `href` is the page. Built on first use by whichever page thread needs it.
final class SidebarFragments: @unchecked Sendable {
    struct Fragment: Sendable {
        /// The group's sidebar context (for themes that render the partial themselves).
        var context: [String: TemplateValue]
        var html: String
        var diagnostics: [Diagnostic]
        /// Where to insert the current-page attribute, by the URL of the first link to it:
        /// just after its `href="…"`.
        var marks: [String: String.Index]
    }

    private let navigation: Navigation
    private let theme: Theme
    private let lock = NSLock()
    private var fragments: [SidebarGroup: Fragment] = [:]

    static let currentAttribute = " aria-current=\"page\""

    init(navigation: Navigation, theme: Theme) {
        self.navigation = navigation
        self.theme = theme
    }

    /// The group's sidebar, with the link to `current` (a URL as the sidebar writes it) marked.
    func sidebar(for group: SidebarGroup, current: String?) -> (html: String, context: [String: TemplateValue], diagnostics: [Diagnostic]) {
        let fragment = shared(group)
        guard let current, let mark = fragment.marks[current] else {
            return (fragment.html, fragment.context, fragment.diagnostics)
        }
        var html = String()
        html.reserveCapacity(fragment.html.utf8.count + Self.currentAttribute.utf8.count)
        html += fragment.html[..<mark]
        html += Self.currentAttribute
        html += fragment.html[mark...]
        return (html, fragment.context, fragment.diagnostics)
    }

    private func shared(_ group: SidebarGroup) -> Fragment {
        lock.lock()
        if let found = fragments[group] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let context = navigation.context(for: group)
        let (html, problems) = theme.library.render("partials/sidebar", context: .object(context))
        let made = Fragment(context: context, html: html, diagnostics: problems, marks: Self.marks(in: html))
        lock.lock()
        fragments[group] = made
        lock.unlock()
        return made
    }

    /// For each link URL (decoded as the template escaped it), the place after its first `href="…"`.
    static func marks(in html: String) -> [String: String.Index] {
        var marks: [String: String.Index] = [:]
        let utf8 = html.utf8
        // Scanned through the bytes' `Span` (byte offsets, no string indices per byte).
        let bytes = utf8.span
        let needle: [UInt8] = Array("href=\"".utf8)
        var offset = 0
        while let start = firstOffset(of: needle, in: bytes, from: offset) {
            let valueStart = start + needle.count
            var quote = valueStart
            while quote < bytes.count, bytes[quote] != UInt8(ascii: "\"") { quote += 1 }
            guard quote < bytes.count else { break }
            let end = quote + 1
            let url = unescaped(String(html[utf8.index(utf8.startIndex, offsetBy: valueStart)..<utf8.index(utf8.startIndex, offsetBy: quote)]))
            if marks[url] == nil { marks[url] = utf8.index(utf8.startIndex, offsetBy: end) }
            offset = end
        }
        return marks
    }

    private static func firstOffset(of needle: [UInt8], in bytes: Span<UInt8>, from start: Int) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        var offset = start
        while offset <= bytes.count - needle.count {
            if bytes[offset] == needle[0] {
                var matched = 1
                while matched < needle.count, bytes[offset + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return offset }
            }
            offset += 1
        }
        return nil
    }

    /// Undoes `HTMLEscaping.escape` (the five entities it writes).
    static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
