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
        let needle = Array("href=\"".utf8)
        var index = utf8.startIndex
        while index < utf8.endIndex {
            guard let start = firstIndex(of: needle, in: utf8, from: index) else { break }
            let valueStart = utf8.index(start, offsetBy: needle.count)
            guard let quote = utf8[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            let end = utf8.index(after: quote)
            let escaped = String(html[valueStart..<quote])
            let url = unescaped(escaped)
            if marks[url] == nil { marks[url] = end }
            index = end
        }
        return marks
    }

    private static func firstIndex(of needle: [UInt8], in utf8: String.UTF8View, from: String.Index) -> String.Index? {
        var index = from
        while let found = utf8[index...].firstIndex(of: needle[0]) {
            if utf8[found...].starts(with: needle) { return found }
            index = utf8.index(after: found)
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
