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
        return html(listing.bytes, tokens: listing.tokens, links: links)
    }

    /// `html(_:language:links:)` from the tokens of a `ListingScan` of `text` (no second lex).
    package static func html(_ text: String, scan: ListingScan, links: [Range<Int>: String] = [:]) -> String {
        if !scan.shortTokens.isEmpty {
            return html(Array(text.utf8), tokens: PackedTokens(packed: scan.shortTokens), links: links)
        }
        if !scan.packedTokens.isEmpty {
            return html(Array(text.utf8), tokens: PackedTokens(packed: scan.packedTokens), links: links)
        }
        return html(text, language: scan.language, links: links)
    }

    private static func html(_ bytes: [UInt8], tokens: some TokenTiling, links: [Range<Int>: String]) -> String {
        let linkList = links.isEmpty ? [] : usableLinks(links, bytes: bytes)
        // Written as bytes, made a String once.
        var html: [UInt8] = []
        html.reserveCapacity(bytes.count * 2 + 64)
        var nextLink = 0
        // Bare tokens (no span) are written as one run: escaping the run is escaping each.
        var bareStart = 0
        var bareEnd = 0
        // Tokens tile the text: each starts where the one before ends.
        var lower = 0
        for index in 0..<tokens.count {
            let upper = tokens.end(index)
            defer { lower = upper }
            while nextLink < linkList.count, linkList[nextLink].range.lowerBound < lower {
                nextLink += 1
            }
            let tags = Tags.of(tokens.kind(index))
            let linked = nextLink < linkList.count && linkList[nextLink].range.upperBound <= upper
            if tags == nil, !linked {
                if bareEnd != lower {
                    appendEscaped(bytes, bareStart..<bareEnd, to: &html)
                    bareStart = lower
                }
                bareEnd = upper
                continue
            }
            appendEscaped(bytes, bareStart..<bareEnd, to: &html)
            bareStart = upper
            bareEnd = upper
            if let tags { html.append(contentsOf: tags) }
            var cursor = lower
            while nextLink < linkList.count, linkList[nextLink].range.upperBound <= upper {
                let link = linkList[nextLink]
                appendEscaped(bytes, cursor..<link.range.lowerBound, to: &html)
                html.append(contentsOf: Tags.linkOpen)
                HTMLEscaping.append(link.href, to: &html)
                html.append(contentsOf: Tags.linkMiddle)
                appendEscaped(bytes, link.range, to: &html)
                html.append(contentsOf: Tags.linkClose)
                cursor = link.range.upperBound
                nextLink += 1
            }
            appendEscaped(bytes, cursor..<upper, to: &html)
            if tags != nil { html.append(contentsOf: Tags.spanClose) }
        }
        appendEscaped(bytes, bareStart..<bareEnd, to: &html)
        return String(decoding: html, as: UTF8.self)
    }

    /// The markup around tokens, as bytes made once (appending a literal's UTF-8 view cost 175
    /// instructions a call, and there are several calls a token).
    private enum Tags {
        static let keyword = open(.keyword)
        static let identifier = open(.identifier)
        static let typeName = open(.typeName)
        static let string = open(.string)
        static let stringInterpolation = open(.stringInterpolation)
        static let number = open(.number)
        static let comment = open(.comment)
        static let attribute = open(.attribute)
        static let directive = open(.directive)
        static let spanClose = Array("</span>".utf8)
        static let linkOpen = Array(#"<a href=""#.utf8)
        static let linkMiddle = Array(#"" class="flow-ref">"#.utf8)
        static let linkClose = Array("</a>".utf8)
        static let ampersand = Array("&amp;".utf8)
        static let lessThan = Array("&lt;".utf8)
        static let greaterThan = Array("&gt;".utf8)
        static let quote = Array("&quot;".utf8)
        static let apostrophe = Array("&#39;".utf8)

        private static func open(_ kind: TokenKind) -> [UInt8] {
            Array(#"<span class="\#(kind.cssClass ?? "")">"#.utf8)
        }

        /// The opening tag of a token of `kind` (its class is `TokenKind.cssClass`), or `nil` when it stays bare.
        static func of(_ kind: TokenKind) -> [UInt8]? {
            switch kind {
            case .keyword: keyword
            case .identifier: identifier
            case .typeName: typeName
            case .string: string
            case .stringInterpolation: stringInterpolation
            case .number: number
            case .comment: comment
            case .attribute: attribute
            case .directive: directive
            case .punctuation, .whitespace, .other: nil
            }
        }

        /// Whether `HTMLEscaping` replaces `byte`: `&`, `<`, `>`, `"`, `'`, one bit each of a
        /// constant (all five are below 64), so most bytes take one comparison and a shift.
        @inline(__always)
        static func isEscaped(_ byte: UInt8) -> Bool {
            byte < 64 && (0x5000_00C4_0000_0000 as UInt64) >> UInt64(byte) & 1 != 0
        }

        /// What `HTMLEscaping` writes for `byte`, or `nil` when it is written as it is.
        static func entity(_ byte: UInt8) -> [UInt8]? {
            switch byte {
            case UInt8(ascii: "&"): return ampersand
            case UInt8(ascii: "<"): return lessThan
            case UInt8(ascii: ">"): return greaterThan
            case UInt8(ascii: "\""): return quote
            case UInt8(ascii: "'"): return apostrophe
            default: return nil
            }
        }
    }

    /// Appends the escaped text of `range`, as `HTMLEscaping` escapes it. A range that cuts a scalar (which lexers do not make) is decoded on its own first,
    /// as a String of it would be: its broken ends become U+FFFD.
    private static func appendEscaped(_ bytes: [UInt8], _ range: Range<Int>, to html: inout [UInt8]) {
        guard !range.isEmpty else { return }
        let cutsScalar = bytes[range.lowerBound] & 0xC0 == 0x80
            || (range.upperBound < bytes.count && bytes[range.upperBound] & 0xC0 == 0x80)
        if cutsScalar {
            HTMLEscaping.append(String(decoding: bytes[range], as: UTF8.self), to: &html)
            return
        }
        // Byte by byte: runs are a few bytes long, and appending a slice cost about 100 instructions.
        for index in range {
            let byte = bytes[index]
            if Tags.isEscaped(byte), let entity = Tags.entity(byte) {
                html.append(contentsOf: entity)
            } else {
                html.append(byte)
            }
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
