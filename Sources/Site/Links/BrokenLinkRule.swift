import Markup
import SourceModel

/// `link.broken` (error): a link to a chapter or file names nothing in the site.
enum BrokenLinkRule {
    static let id = "link.broken"

    static func diagnostic(_ link: MarkdownDocument.Link, _ reason: LinkResolution.Broken, suggestion: String?) -> Diagnostic {
        let path = SitePath.split(link.destination).path
        let fixIts = suggestion.map {
            [Diagnostic.FixIt("did you mean '\($0)'?", replacement: $0, at: link.location, length: max(1, path.unicodeScalars.count))]
        } ?? []
        return .report(id, message(path, reason), at: link.location, length: link.length, notes: notes(reason), fixIts: fixIts)
    }

    static func message(_ path: String, _ reason: LinkResolution.Broken) -> String {
        switch reason {
        case .missing(let looked): "'\(path)' names no chapter or file of the site (there is no '\(looked)')"
        case .draft(let file, _): "'\(path)' is a draft chapter ('\(file)' has draft: true), which is left out of the site"
        case .outside: "'\(path)' points outside content/; only chapters and files under content/ are in the site"
        case .folder(let folder): "'\(path)' is the folder '\(folder)', which has no index.md or README.md"
        case .notAnImage(let file): "'\(path)' is the chapter '\(file)', not a file"
        case .noArticle(let name):
            "'\(path)' names no chapter of the site: a DocC link goes to the article whose file is named '\(name)' "
                + "(\(name).md), and there is none"
        case .webAddress: "'\(path)' is read as a file of the site; a web address needs its scheme, as in 'https://\(webAddressTail(path))'"
        case .notFollowed(let link, let why, let isLink, let real):
            (isLink ? "'\(path)' is the symbolic link '\(link)'" : "'\(path)' goes through the symbolic link '\(link)'")
                + ", which is not followed (\(notFollowedReason(why))), so the site has nothing at that path"
                + (real.map { "; the file is '\($0)'" } ?? "")
        }
    }

    static func notes(_ reason: LinkResolution.Broken) -> [Diagnostic.Note] {
        switch reason {
        case .draft(_, let line): [.init("publish it by removing 'draft: true'", at: line)]
        default: []
        }
    }

    private static func notFollowedReason(_ reason: SkippedLink.Reason) -> String {
        switch reason {
        case .loop: "it leads back to a folder that holds it"
        case .insideLinkedFolder: "it is inside a folder reached through another link, and links to folders are followed one deep"
        case .leadsOut: "it leads out of content/"
        }
    }

    /// `www.example.com`, `https//example.com`, `http:/example.com` → `example.com` or `www.example.com`.
    static func webAddressTail(_ path: String) -> String {
        var text = Substring(path)
        for prefix in ["https://", "http://", "https//", "http//", "https:/", "http:/"] where text.lowercased().hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
            break
        }
        return String(text)
    }
}
