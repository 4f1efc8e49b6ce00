import Markup
import SourceModel

/// `image.no-alt` (warning): an image without alternative text — screen readers announce
/// nothing, or the file name, and a missing file leaves an empty box.
enum ImageAltRule {
    static let id = "image.no-alt"

    static func check(_ image: MarkdownDocument.Link) -> Diagnostic? {
        guard image.isImage, image.text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" }) else { return nil }
        if image.isRawHTML {
            return .report(id, "this image has no alternative text; say what it shows in an alt attribute: <img alt=\"what it shows\" …>",
                           at: image.start ?? image.location, length: 4)
        }
        return .report(id, "this image has no alternative text; write what it shows between the brackets: ![what it shows](…)",
                        at: image.start ?? image.location, length: 2)
    }
}
