import Foundation
import SourceModel
import Templates

/// The sidebar of each `SidebarGroup`, rendered once through the theme's `partials/sidebar`
/// with nothing marked current; a page marks its own link by adding `aria-current="page"` to
/// the `<a>` whose `href` is the page. Built on first use by whichever page thread needs it.
final class SidebarFragments: @unchecked Sendable {
    struct Fragment: Sendable {
        var html: String
        var diagnostics: [Diagnostic]
    }

    private let navigation: Navigation
    private let theme: Theme
    private let lock = NSLock()
    private var fragments: [SidebarGroup: Fragment] = [:]

    init(navigation: Navigation, theme: Theme) {
        self.navigation = navigation
        self.theme = theme
    }

    /// The group's sidebar with the link to `current` (a URL as the sidebar writes it) marked.
    func html(for group: SidebarGroup, current: String?) -> Fragment {
        var fragment = shared(group)
        if let current { fragment.html = Self.marking(fragment.html, current: current) }
        return fragment
    }

    private func shared(_ group: SidebarGroup) -> Fragment {
        lock.lock()
        if let found = fragments[group] {
            lock.unlock()
            return found
        }
        lock.unlock()
        let (html, problems) = theme.library.render("partials/sidebar", context: .object(navigation.context(for: group)))
        let made = Fragment(html: html, diagnostics: problems)
        lock.lock()
        fragments[group] = made
        lock.unlock()
        return made
    }

    /// Adds `aria-current="page"` to the first link to `current` (URLs are escaped as the
    /// template escapes them).
    static func marking(_ html: String, current: String) -> String {
        let attribute = "href=\"" + HTMLEscaping.escape(current) + "\""
        guard let range = html.range(of: attribute) else { return html }
        return html.replacingCharacters(in: range, with: attribute + " aria-current=\"page\"")
    }
}
