import Markup
import SourceModel

/// `image.missing` (error): an image names a file the site does not have.
enum MissingImageRule {
    static let id = "image.missing"

    static func diagnostic(_ image: MarkdownDocument.Link, _ reason: LinkResolution.Broken, suggestion: String?) -> Diagnostic {
        let path = SitePath.split(image.destination).path
        let fixIts = suggestion.map {
            [Diagnostic.FixIt("did you mean '\($0)'?", replacement: $0, at: image.location, length: max(1, path.unicodeScalars.count))]
        } ?? []
        let message: String
        switch reason {
        case .missing(let looked): message = "no image '\(path)' in the site (there is no '\(looked)')"
        case .notAnImage(let file): message = "'\(path)' is the chapter '\(file)', not an image"
        default: message = "the image " + BrokenLinkRule.message(path, reason)
        }
        return .report(id, message, at: image.location, length: image.length, notes: BrokenLinkRule.notes(reason), fixIts: fixIts)
    }
}
