import Site
import SourceModel

/// Front matter of a chapter and the `flowdoc.conf` settings (the same key: value syntax).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    let chapter = SourceFile(path: "content/fuzz.md", text: text)
    let (matter, _) = FrontMatter.parse(chapter)
    _ = FrontMatter.blanked(text, through: matter.lastLine)
    _ = SiteSettings.parse(SourceFile(path: "flowdoc.conf", text: text))
    return 0
}
