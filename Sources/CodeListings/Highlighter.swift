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
        // The pieces of markup, read from one local copy (see `Tags`).
        let tags = Tags.shared
        let pieces = tags.bytes.span
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
            let opening = tags.opening[Int(tokens.kind(index).code)]
            let linked = nextLink < linkList.count && linkList[nextLink].range.upperBound <= upper
            if opening == nil, !linked {
                if bareEnd != lower {
                    appendEscaped(bytes, bareStart..<bareEnd, tags: tags, to: &html)
                    bareStart = lower
                }
                bareEnd = upper
                continue
            }
            appendEscaped(bytes, bareStart..<bareEnd, tags: tags, to: &html)
            bareStart = upper
            bareEnd = upper
            if let opening { ByteSearch.append(pieces.extracting(opening), to: &html) }
            var cursor = lower
            while nextLink < linkList.count, linkList[nextLink].range.upperBound <= upper {
                let link = linkList[nextLink]
                appendEscaped(bytes, cursor..<link.range.lowerBound, tags: tags, to: &html)
                ByteSearch.append(pieces.extracting(tags.linkOpen), to: &html)
                HTMLEscaping.append(link.href, to: &html)
                ByteSearch.append(pieces.extracting(tags.linkMiddle), to: &html)
                appendEscaped(bytes, link.range, tags: tags, to: &html)
                ByteSearch.append(pieces.extracting(tags.linkClose), to: &html)
                cursor = link.range.upperBound
                nextLink += 1
            }
            appendEscaped(bytes, cursor..<upper, tags: tags, to: &html)
            if opening != nil { ByteSearch.append(pieces.extracting(tags.spanClose), to: &html) }
        }
        appendEscaped(bytes, bareStart..<bareEnd, tags: tags, to: &html)
        return String(decoding: html, as: UTF8.self)
    }

    /// The markup around tokens and the entities, as one array of bytes made once, each piece a
    /// range of it (appending a literal's UTF-8 view cost 175 instructions a call, and there are
    /// several calls a token). A listing reads them from one local copy: handing out each piece
    /// as an array of its own retained and released it, about 160,000 times on a 1,000-chapter book.
    private struct Tags {
        /// Every piece, one after another.
        let bytes: [UInt8]
        /// Per `TokenKind.code`, the opening tag of a token of that kind (its class is
        /// `TokenKind.cssClass`), or nil when it stays bare.
        let opening: [Range<Int>?]
        let spanClose: Range<Int>
        let linkOpen: Range<Int>
        let linkMiddle: Range<Int>
        let linkClose: Range<Int>
        /// Per byte below 64, what `HTMLEscaping` writes for it (`isEscaped` bytes only).
        let entities: [Range<Int>]

        static let shared = Tags()

        private init() {
            var bytes: [UInt8] = []
            func piece(_ text: String) -> Range<Int> {
                let start = bytes.count
                bytes.append(contentsOf: text.utf8)
                return start..<bytes.count
            }
            var opening = [Range<Int>?](repeating: nil, count: 16)
            for kind in TokenKind.allCases {
                guard let cssClass = kind.cssClass else { continue }
                opening[Int(kind.code)] = piece(#"<span class="\#(cssClass)">"#)
            }
            self.opening = opening
            spanClose = piece("</span>")
            linkOpen = piece(#"<a href=""#)
            linkMiddle = piece(#"" class="flow-ref">"#)
            linkClose = piece("</a>")
            var entities = [Range<Int>](repeating: 0..<0, count: 64)
            entities[Int(UInt8(ascii: "&"))] = piece("&amp;")
            entities[Int(UInt8(ascii: "<"))] = piece("&lt;")
            entities[Int(UInt8(ascii: ">"))] = piece("&gt;")
            entities[Int(UInt8(ascii: "\""))] = piece("&quot;")
            entities[Int(UInt8(ascii: "'"))] = piece("&#39;")
            self.entities = entities
            self.bytes = bytes
        }

        /// Whether `HTMLEscaping` replaces `byte`: `&`, `<`, `>`, `"`, `'`, one bit each of a
        /// constant (all five are below 64), so most bytes take one comparison and a shift.
        @inline(__always)
        static func isEscaped(_ byte: UInt8) -> Bool {
            byte < 64 && (0x5000_00C4_0000_0000 as UInt64) >> UInt64(byte) & 1 != 0
        }
    }

    /// Appends the escaped text of `range`, as `HTMLEscaping` escapes it. A range that cuts a scalar (which lexers do not make) is decoded on its own first,
    /// as a String of it would be: its broken ends become U+FFFD.
    private static func appendEscaped(_ bytes: [UInt8], _ range: Range<Int>, tags: borrowing Tags, to html: inout [UInt8]) {
        guard !range.isEmpty else { return }
        let cutsScalar = bytes[range.lowerBound] & 0xC0 == 0x80
            || (range.upperBound < bytes.count && bytes[range.upperBound] & 0xC0 == 0x80)
        if cutsScalar {
            HTMLEscaping.append(String(decoding: bytes[range], as: UTF8.self), to: &html)
            return
        }
        // Byte by byte: runs are a few bytes long, and appending a slice cost about 100 instructions.
        let pieces = tags.bytes.span
        for index in range {
            let byte = bytes[index]
            if Tags.isEscaped(byte) {
                ByteSearch.append(pieces.extracting(tags.entities[Int(byte)]), to: &html)
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
