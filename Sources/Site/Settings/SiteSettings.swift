import Markup
import SourceModel

/// Site-wide settings, read from `flowdoc.conf` at the site root (all keys optional).
///
/// ```
/// # flowdoc.conf
/// title: Storyboard Flows
/// description: A tutorial about iOS navigation flows.
/// base-url: https://example.org/flows/
/// language: en
/// raw-html: false
/// markdown: gfm
/// sources: app
/// default-storyboard: Main
/// edit-url: https://github.com/me/flows/edit/main/{path}
/// favicon: static/favicon.svg
/// print-page: true
/// ```
package struct SiteSettings: Sendable, Hashable {
    /// Empty: the home page's title is used (else "Documentation").
    package var title: String = ""
    package var description: String = ""
    /// Absolute URL the site is published under; used only for the canonical link.
    /// Every link in the site is relative, so the site works from any host and from file://.
    package var baseURL: String = ""
    package var language: String = "en"
    /// Pass raw HTML in chapters through (off: cmark replaces it with a comment).
    package var allowRawHTML: Bool = false
    /// `gfm` (GitHub Flavored Markdown, the default) or `commonmark` (cmark exactly).
    package var markdown: MarkdownFlavor = .gfm
    /// The folder (relative to the site root) that listings' `file=` paths are resolved in;
    /// empty: none.
    package var sources: String = ""
    /// The storyboard of unnamed flow blocks in chapters that name none.
    package var defaultStoryboard: String = "Main"
    /// "Edit this page" link of chapters: `{path}` becomes the chapter's file path from the
    /// site root (`content/01-launch.md`). Empty: no link.
    package var editURL: String = ""
    /// Site-relative path of the favicon (the theme's `static/favicon.svg` by default).
    package var favicon: String = "static/favicon.svg"
    /// Whether to write `print.html`; nil: only for books of up to 200 chapters.
    package var printPage: Bool?

    package static let fileName = "flowdoc.conf"
    package static let keys = ["title", "description", "base-url", "language", "raw-html", "markdown", "sources", "default-storyboard",
                                "edit-url", "favicon", "print-page"]

    package init() {}

    package static func parse(_ file: SourceFile) -> (SiteSettings, [Diagnostic]) {
        var settings = SiteSettings()
        let (block, problems) = KeyValueBlock.parse(file, lines: 1...max(1, file.lineCount), rulePrefix: "settings")
        var diagnostics = problems
        for entry in block.entries {
            if keys.contains(entry.key), let problem = entry.textProblem(rule: "settings.value", what: "setting") {
                diagnostics.append(problem)
                continue
            }
            switch entry.key {
            case "title": settings.title = entry.value
            case "description": settings.description = entry.value
            case "base-url": settings.baseURL = entry.value
            case "language": settings.language = entry.value
            case "default-storyboard": settings.defaultStoryboard = entry.value
            case "sources": settings.sources = entry.value
            case "markdown":
                if let flavor = MarkdownFlavor(rawValue: entry.value.lowercased()) {
                    settings.markdown = flavor
                } else {
                    let names = MarkdownFlavor.allCases.map(\.rawValue)
                    let fixIts = NearMiss.best(for: entry.value.lowercased(), among: names).map {
                        [Diagnostic.FixIt("did you mean '\($0)'?", replacement: $0, at: entry.valueLocation, length: max(1, entry.value.count))]
                    } ?? []
                    diagnostics.append(.report("settings.value", "'markdown' must be gfm or commonmark, not '\(entry.value)'",
                                              at: entry.valueLocation, length: max(1, entry.value.count), fixIts: fixIts))
                }
            case "edit-url":
                settings.editURL = entry.value
                if !entry.value.isEmpty, !entry.value.contains("{path}") {
                    diagnostics.append(.report(
                        "settings.value",
                        "'edit-url' needs '{path}' where the chapter's file path goes, as in https://github.com/me/book/edit/main/{path}",
                        at: entry.valueLocation, length: max(1, entry.value.count)))
                }
            case "favicon":
                settings.favicon = entry.value.hasPrefix("/") ? String(entry.value.drop { $0 == "/" }) : entry.value
            case "print-page":
                let (value, problem) = entry.bool(rule: "settings.value")
                settings.printPage = value
                if let problem { diagnostics.append(problem) }
            case "raw-html":
                let (value, problem) = entry.bool(rule: "settings.value")
                settings.allowRawHTML = value ?? false
                if let problem { diagnostics.append(problem) }
            default:
                diagnostics.append(entry.unknownKey(rule: "settings.unknown-key", what: "setting", known: keys))
            }
        }
        return (settings, diagnostics)
    }
}
