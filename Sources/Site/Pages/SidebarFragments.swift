import Foundation
import SourceModel
import Templates

/// The sidebar of each `SidebarGroup`, rendered once through the theme's `partials/sidebar`
/// with nothing marked current; a page marks its own link by adding `aria-current="page"` to
/// the `<a>` whose `href` is the page. Built on first use by whichever page thread needs it.
final class SidebarFragments: @unchecked Sendable {
    struct Fragment: Sendable {
        /// The group's sidebar context (for themes that render the partial themselves): the start
        /// of its pages' contexts, made once.
        var context: Record
        /// The sidebar as UTF-8.
        var html: [UInt8]
        var diagnostics: [Diagnostic]
        /// Where to insert the current-page attribute, by the URL of the first link to it:
        /// the byte offset just after its `href="…"`.
        var marks: [String: Int]
    }

    private let navigation: Navigation
    private let theme: Theme
    private let lock = NSLock()
    private var fragments: [SidebarGroup: Fragment] = [:]

    static let currentAttribute: [UInt8] = Array(" aria-current=\"page\"".utf8)

    init(navigation: Navigation, theme: Theme) {
        self.navigation = navigation
        self.theme = theme
    }

    /// The group's sidebar, with the link to `current` (a URL as the sidebar writes it) marked:
    /// written straight into the page, the shared fragment around the attribute.
    func sidebar(for group: SidebarGroup, current: String?) -> (html: ByteSource, context: Record, diagnostics: [Diagnostic]) {
        let fragment = shared(group)
        let html = fragment.html
        guard let current, let mark = fragment.marks[current] else {
            return (ByteSource(count: html.count) { $0.append(contentsOf: html) }, fragment.context, fragment.diagnostics)
        }
        let marked = ByteSource(count: html.count + Self.currentAttribute.count) { out in
            out.append(contentsOf: html[..<mark])
            out.append(contentsOf: Self.currentAttribute)
            out.append(contentsOf: html[mark...])
        }
        return (marked, fragment.context, fragment.diagnostics)
    }

    private func shared(_ group: SidebarGroup) -> Fragment {
        lock.lock()
        if let found = fragments[group] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let context = navigation.context(for: group)
        let (html, problems) = theme.library.renderBytes("partials/sidebar", context: .object(context))
        var record = Record(PageContextShape.pageKeys)
        for (key, value) in context { record[key] = value }
        let made = Fragment(context: record, html: html, diagnostics: problems, marks: Self.marks(in: html))
        lock.lock()
        fragments[group] = made
        lock.unlock()
        return made
    }

    /// For each link URL (decoded as the template escaped it), the byte offset after its first `href="…"`.
    static func marks(in html: [UInt8]) -> [String: Int] {
        var marks: [String: Int] = [:]
        let bytes = html.span
        let needle: [UInt8] = Array("href=\"".utf8)
        var offset = 0
        while let start = firstOffset(of: needle, in: bytes, from: offset) {
            let valueStart = start + needle.count
            var quote = valueStart
            while quote < bytes.count, bytes[quote] != UInt8(ascii: "\"") { quote += 1 }
            guard quote < bytes.count else { break }
            let end = quote + 1
            let url = unescaped(String(decoding: html[valueStart..<quote], as: UTF8.self))
            if marks[url] == nil { marks[url] = end }
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
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        return text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
