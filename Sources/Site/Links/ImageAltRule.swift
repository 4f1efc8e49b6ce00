import Markup
import SourceModel

/// `image.no-alt` (warning): an image without alternative text — screen readers announce
/// nothing, or the file name, and a missing file leaves an empty box. A raw `<img alt="">` is
/// not reported: the empty attribute is how HTML marks an image that is no part of the content
/// (WCAG's technique H67), as the avatars of an all-contributors table in a README are, each
/// beside its person's name; only a missing attribute leaves the reader with the file name.
enum ImageAltRule {
    static let id = "image.no-alt"

    static func check(_ image: MarkdownDocument.Link) -> Diagnostic? {
        guard image.isImage, !image.hasEmptyAltAttribute,
              image.text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" }) else { return nil }
        if image.isRawHTML {
            return .report(id, "this image has no alternative text; say what it shows in an alt attribute: <img alt=\"what it shows\" …>",
                           at: image.start ?? image.location, length: 4)
        }
        return .report(id, "this image has no alternative text; write what it shows between the brackets: ![what it shows](…)",
                        at: image.start ?? image.location, length: 2)
    }
}
