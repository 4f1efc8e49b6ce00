import CodeListings

/// The Swift and Objective-C lexers, the highlighter and the UIKit identifier scanner.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListingLexers(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    for language in ListingLanguage.allCases {
        _ = Lexer.tokens(text, language: language)
        let references = ReferenceScanner.references(in: text, language: language)
        var links: [Range<Int>: String] = [:]
        for (index, reference) in references.enumerated() where index < 8 {
            links[reference.range] = "#ref\(index)"
        }
        _ = Highlighter.html(text, language: language, links: links)
    }
    return 0
}
