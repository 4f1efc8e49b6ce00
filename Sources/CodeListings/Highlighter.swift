import SourceModel

/// Server-side syntax highlighting of code listings as HTML.
package enum Highlighter {
    /// HTML for the inside of `<code>`: each token in `<span class="tok-KIND">…</span>`, all text escaped.
    ///
    /// Classes come from `TokenKind.cssClass` (`tok-keyword`, `tok-identifier`, `tok-type`,
    /// `tok-string`, `tok-interpolation`, `tok-number`, `tok-comment`, `tok-attribute`,
    /// `tok-directive`); whitespace, punctuation and other tokens stay bare.
    ///
    /// `links` maps UTF-8 ranges of the text (normally a string literal's content, as
    /// `ReferenceScanner` reports it) to URLs; each becomes `<a href="URL" class="flow-ref">…</a>`
    /// inside its token's span, so a literal's quotes stay outside the link. A range is ignored when
    /// it is empty, out of bounds, not on scalar boundaries, crosses a token boundary, or overlaps an
    /// earlier range. The output depends only on the arguments.
    package static func html(_ text: String, language: ListingLanguage, links: [Range<Int>: String] = [:]) -> String {
        let listing = Lexer.lex(text, language: language)
        let bytes = listing.bytes
        let linkList = usableLinks(links, bytes: bytes)
        // Written as bytes, made a String once.
        var html: [UInt8] = []
        html.reserveCapacity(bytes.count * 2 + 64)
        var nextLink = 0
        for token in listing.tokens {
            while nextLink < linkList.count, linkList[nextLink].range.lowerBound < token.range.lowerBound {
                nextLink += 1
            }
            let cssClass = token.kind.cssClass
            if let cssClass {
                html.append(contentsOf: #"<span class=""#.utf8)
                html.append(contentsOf: cssClass.utf8)
                html.append(contentsOf: #"">"#.utf8)
            }
            var cursor = token.range.lowerBound
            while nextLink < linkList.count, linkList[nextLink].range.upperBound <= token.range.upperBound {
                let link = linkList[nextLink]
                appendEscaped(bytes, cursor..<link.range.lowerBound, to: &html)
                html.append(contentsOf: #"<a href=""#.utf8)
                HTMLEscaping.append(link.href, to: &html)
                html.append(contentsOf: #"" class="flow-ref">"#.utf8)
                appendEscaped(bytes, link.range, to: &html)
                html.append(contentsOf: "</a>".utf8)
                cursor = link.range.upperBound
                nextLink += 1
            }
            appendEscaped(bytes, cursor..<token.range.upperBound, to: &html)
            if cssClass != nil { html.append(contentsOf: "</span>".utf8) }
        }
        return String(decoding: html, as: UTF8.self)
    }

    /// Appends the escaped text of `range`. A range that cuts a scalar (which lexers do not
    /// make) is decoded on its own first, as a String of it would be: its broken ends become U+FFFD.
    private static func appendEscaped(_ bytes: [UInt8], _ range: Range<Int>, to html: inout [UInt8]) {
        guard !range.isEmpty else { return }
        let cutsScalar = bytes[range.lowerBound] & 0xC0 == 0x80
            || (range.upperBound < bytes.count && bytes[range.upperBound] & 0xC0 == 0x80)
        if cutsScalar {
            HTMLEscaping.append(String(decoding: bytes[range], as: UTF8.self), to: &html)
        } else {
            HTMLEscaping.append(bytes[range], to: &html)
        }
    }

    /// The links that can be placed, sorted by position, without overlaps.
    private static func usableLinks(_ links: [Range<Int>: String], bytes: [UInt8]) -> [(range: Range<Int>, href: String)] {
        func onBoundary(_ offset: Int) -> Bool {
            offset == bytes.count || bytes[offset] & 0xC0 != 0x80
        }
        let candidates = links
            .filter { range, _ in
                !range.isEmpty && range.lowerBound >= 0 && range.upperBound <= bytes.count
                    && onBoundary(range.lowerBound) && onBoundary(range.upperBound)
            }
            .map { (range: $0.key, href: $0.value) }
            .sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var result: [(range: Range<Int>, href: String)] = []
        for candidate in candidates where result.last.map({ $0.range.upperBound <= candidate.range.lowerBound }) ?? true {
            result.append(candidate)
        }
        return result
    }
}
