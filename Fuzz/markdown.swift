import Markup
import SourceModel

/// The cmark bridge: parse with flowdoc's slots on and off, render the HTML.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    let file = SourceFile(path: "content/fuzz.md", text: text)
    let options = MarkdownOptions(
        allowRawHTML: size % 2 == 0, slotLanguages: ["flow", "swift", "objc"], slotLinkSchemes: ["scene", "segue"])
    let document = CmarkConverter.parse(text, file: file, options: options)
    _ = document.html { _ in "<slot>" }
    _ = CmarkConverter.referenceHTML(text)
    return 0
}
