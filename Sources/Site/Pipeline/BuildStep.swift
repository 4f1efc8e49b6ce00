/// The named steps of a build, in order.
package enum BuildStep: String, CaseIterable, Sendable {
    case settings
    case theme
    case content
    case prepare
    case flows
    case links
    case pages
    case search = "search and sitemap"
    case staticFiles = "static files"

    /// `[3/9] content`
    var counter: String {
        let all = Self.allCases
        return "[\((all.firstIndex(of: self) ?? 0) + 1)/\(all.count)] \(rawValue)"
    }
}
