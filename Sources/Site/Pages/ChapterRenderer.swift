import CodeListings
import Diagrams
import FlowGraph
import Foundation
import Markup
import SourceModel
import Templates

/// Renders a chapter's body: cmark's HTML with its slots filled — flow blocks become
/// diagrams, Swift and Objective-C listings are highlighted (identifiers linked to their
/// reference entries), and `scene:`/`segue:` links point at the storyboard pages. Everything
/// it needs travels with the chapter.
package enum ChapterRenderer {
    /// The body as one string (the print page, `flowdoc render`); a chapter page has the body
    /// written straight into it (`bodyBytes`).
    package static func body(of chapter: AnalyzedChapter) -> String {
        String(decoding: bodyBytes(of: chapter).bytes, as: UTF8.self)
    }

    /// The body as UTF-8 that the page template writes where it puts the body, each byte written
    /// once: the slots' markup is made first (a figure as its strings, the SVG not copied into
    /// one of the figure's), then the body is written between the document's parts into the page.
    static func bodyBytes(of chapter: AnalyzedChapter) -> ByteSource {
        let document = chapter.loaded.document
        let filled = slotMarkup(of: chapter)
        var size = document.partsUTF8Count
        for markup in filled { size += markup.utf8Count }
        return ByteSource(count: size) { out in
            document.html(into: &out) { index, out in filled[index].append(to: &out) }
        }
    }

    /// A slot's markup: the strings to write in order, or (a drawn flow figure) the byte
    /// arrays to write in order.
    enum SlotMarkup {
        case strings([String])
        case bytes([[UInt8]])

        var utf8Count: Int {
            switch self {
            case .strings(let pieces): pieces.reduce(0) { $0 + $1.utf8.count }
            case .bytes(let pieces): pieces.reduce(0) { $0 + $1.count }
            }
        }

        func append(to out: inout [UInt8]) {
            switch self {
            case .strings(let pieces): for piece in pieces { out.append(contentsOf: piece.utf8) }
            case .bytes(let pieces): for piece in pieces { out.append(contentsOf: piece) }
            }
        }

        /// The markup as one string (tests).
        var text: String {
            var out: [UInt8] = []
            append(to: &out)
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Each slot's markup.
    private static func slotMarkup(of chapter: AnalyzedChapter) -> [SlotMarkup] {
        let document = chapter.loaded.document
        let root = SiteLinks.root(for: chapter.outputPath)
        let flows = chapter.flows
        var figureNumber = 0
        // Links are read a field at a time (a copy of one retained and released each of its strings).
        let links = document.links
        return document.slots.map { slot in
            switch slot {
            case .codeBlock(let blockIndex):
                let block = document.codeBlocks[blockIndex]
                if block.language == "flow" {
                    figureNumber += 1
                    return figure(block, snapshot: flows.snapshots[BlockID(blockIndex)], number: figureNumber, root: root)
                }
                let targets = flows.code[BlockID(blockIndex)] ?? [:]
                var hrefs: [Range<Int>: String] = [:]
                for (range, target) in targets { hrefs[range] = root + Self.href(for: target) }
                return .strings(Self.listing(block, scan: chapter.loaded.source.listings[blockIndex], links: hrefs))
            case .linkOpen(let linkIndex):
                if let href = chapter.links[linkIndex] {
                    return .strings([Self.replacingURL(in: links[linkIndex].renderedTag, attribute: "href", with: href)])
                }
                guard PreparedChapter.reference(destination: links[linkIndex].destination, location: links[linkIndex].location,
                                                length: links[linkIndex].length) != nil
                else { return .strings([links[linkIndex].renderedTag]) }
                let title = links[linkIndex].title
                let titleAttribute = title.isEmpty ? "" : " title=\"\(HTMLEscaping.escape(title))\""
                guard let target = flows.links[LinkID(linkIndex)] else {
                    return .strings(["<a class=\"flow-link-broken\"\(titleAttribute)>"])
                }
                return .strings(["<a class=\"flow-link\" href=\"\(HTMLEscaping.escape(root + Self.href(for: target)))\"\(titleAttribute)>"])
            case .image(let linkIndex):
                guard let src = chapter.links[linkIndex] else { return .strings([links[linkIndex].renderedTag]) }
                return .strings([Self.replacingURL(in: links[linkIndex].renderedTag, attribute: "src", with: src)])
            }
        }
    }

    /// An `<a href="…" …>` or `<img src="…" …>` tag, cmark's or written in raw HTML, with the
    /// URL replaced (the other attributes kept as they were written).
    static func replacingURL(in tag: String, attribute: String, with url: String) -> String {
        RawHTMLTag.replacing(attribute, in: tag, with: url)
    }

    /// The storyboard-page URL of a resolved reference (site-relative).
    package static func href(for target: ResolvedReference) -> String {
        let page = SiteLinks.storyboardPath(target.storyboard)
        switch target.element {
        case .scene(let name)?: return page + "#" + SiteLinks.sceneAnchor(name)
        case .segue(let key)?: return page + "#" + SiteLinks.segueAnchor(key)
        case nil: return page
        }
    }

    /// A highlighted listing, or plain escaped code for other languages: the strings to write in
    /// order (the highlighted code is not copied into one).
    /// `scan`: the block's listing as the chapter's parse lexed it (`ParsedSource.listings`).
    static func listing(_ block: MarkdownDocument.CodeBlock, scan: ListingScan?, links: [Range<Int>: String]) -> [String] {
        guard let scan else {
            if let data = DataLanguage(infoString: block.language) { return dataListing(block, language: data) }
            return [plainCode(block)]
        }
        let code = Highlighter.html(block.literal, scan: scan, links: links)
        let word = HTMLEscaping.escape(languageAsWritten(block))
        // As pieces, the fixed ones literals: joining them cost more than writing a few more.
        guard let file = block.includedFrom else {
            let opening = scan.language == .swift
                ? "<div class=\"listing\"><span class=\"listing-language\" aria-hidden=\"true\">Swift</span><pre><code class=\"language-"
                : "<div class=\"listing\"><span class=\"listing-language\" aria-hidden=\"true\">Objective-C</span><pre><code class=\"language-"
            return [opening, word, "\">", code, "</code></pre></div>\n"]
        }
        // A listing taken from the app's sources names its file.
        return ["<div class=\"listing\"><span class=\"listing-file\">", HTMLEscaping.escape(file),
                "</span><span class=\"listing-language\" aria-hidden=\"true\">", scan.language == .swift ? "Swift" : "Objective-C",
                "</span><pre><code class=\"language-", word, "\">", code, "</code></pre></div>\n"]
    }

    /// The first word of the info string as written (`Swift`, `rust,edition2021`): cmark's class
    /// and GitHub's keep its case; `block.language` is lower-cased to choose the highlighter.
    static func languageAsWritten(_ block: MarkdownDocument.CodeBlock) -> String {
        firstWord(of: block.info) ?? block.language
    }

    /// The first word of `info` between spaces and tabs; nil when there is none. (Not `split`,
    /// which makes every word, through the generic collection code.) On the bytes when `info`
    /// is ASCII (each byte a `Character`, `\r\n` holding neither separator), and `info` itself
    /// when it is one word, as it mostly is; by `Character` otherwise, where a combining mark
    /// after a space makes one `Character` of the two.
    static func firstWord(of info: String) -> String? {
        guard info.isASCIIText else {
            let word = info.drop { $0 == " " || $0 == "\t" }.prefix { $0 != " " && $0 != "\t" }
            return word.isEmpty ? nil : String(word)
        }
        let view = info.utf8
        let bytes = view.span
        func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var start = 0
        while start < bytes.count, isSeparator(bytes[start]) { start += 1 }
        var end = start
        while end < bytes.count, !isSeparator(bytes[end]) { end += 1 }
        if end == start { return nil }
        if start == 0, end == bytes.count { return info }
        return String(info[view.index(view.startIndex, offsetBy: start)..<view.index(view.startIndex, offsetBy: end)])
    }

    /// A shell, JSON, XML or diff listing, highlighted by the same highlighter: the strings to write in order.
    static func dataListing(_ block: MarkdownDocument.CodeBlock, language: DataLanguage) -> [String] {
        let code = Highlighter.html(block.literal, language: language)
        return ["<div class=\"listing\"><span class=\"listing-language\" aria-hidden=\"true\">\(language.label)</span>"
            + "<pre><code class=\"language-\(HTMLEscaping.escape(languageAsWritten(block)))\">", code, "</code></pre></div>\n"]
    }

    /// What cmark itself would print for the block.
    static func plainCode(_ block: MarkdownDocument.CodeBlock) -> String {
        let language = block.language.isEmpty ? "" : " class=\"language-\(HTMLEscaping.escape(languageAsWritten(block)))\""
        return "<pre><code\(language)>\(HTMLEscaping.escape(block.literal))</code></pre>\n"
    }

    /// The pieces of the latest diagrams, shared by every chapter page of the process (a build,
    /// or `serve`'s rebuilds): room for two storyboards per thread that renders pages.
    static let diagramPieces = DiagramPieces(boards: max(4, 2 * ProcessInfo.processInfo.activeProcessorCount))

    /// A flow block as a figure: the diagram of the storyboard after the block, a text
    /// version for screen readers, and the block's source one click away, right after the
    /// figure (a figure's caption must be its first or last child, so the disclosure can't
    /// follow the caption inside it). A drawn figure is byte arrays, the diagram's own among
    /// them as they are (no `String` made of them).
    static func figure(_ block: MarkdownDocument.CodeBlock, snapshot: FlowBlockSnapshot?, number: Int, root: String) -> SlotMarkup {
        guard let snapshot else {
            // As pieces, the fixed ones literals: joining them cost more than writing a few more.
            return .strings(["<figure class=\"flow-figure flow-figure-invalid\">",
                             "<details class=\"flow-source\"><summary>Flow source</summary><pre><code class=\"language-flow\">",
                             HTMLEscaping.escape(block.literal), "</code></pre></details>", "</figure>\n"])
        }
        let board = snapshot.storyboard.name
        let page = root + SiteLinks.storyboardPath(board)
        if let scenes = snapshot.leftOutSceneCount {
            return .strings(["<figure class=\"flow-figure flow-figure-left-out\" id=\"flow-\(number)\">\n<figcaption>"
                + "<a href=\"\(HTMLEscaping.escape(page))\">\(HTMLEscaping.escape(board))</a> after this step: \(scenes) "
                + "scene\(scenes == 1 ? "" : "s"), not drawn here (a chapter's diagrams show at most "
                + "\(FlowBlockSnapshot.chapterSceneBudget) scenes in all; the storyboard page draws it).</figcaption>\n</figure>\n",
                "<details class=\"flow-source\"><summary>Flow source</summary><pre><code class=\"language-flow\">",
                HTMLEscaping.escape(block.literal), "</code></pre></details>", "\n"])
        }
        let options = DiagramOptions(
            idPrefix: "flow\(number)",
            title: "Storyboard \(board), step \(number)",
            sceneURL: { name in
                // One string, made at its length (`page + "#" + anchor` made two).
                let anchor = SiteLinks.sceneAnchor(name)
                var url = ""
                url.reserveCapacity(page.utf8.count + 1 + anchor.utf8.count)
                url += page
                url += "#"
                url += anchor
                return url
            },
            // The links depend on the page and the name alone: the next chapter's diagram of
            // the storyboard, in the same folder, reuses them.
            sceneURLKey: page)
        // The chapters of a storyboard draw it one step apart: cards and edges drawn the same
        // as in its previous diagram are reused (`DiagramPieces`).
        let diagram = DiagramRenderer.figure(snapshot.storyboard, highlighted: snapshot.added, options: options, pieces: diagramPieces)
        var head: [UInt8] = []
        head.reserveCapacity(128)
        write("<figure class=\"flow-figure\" id=\"flow-", to: &head)
        ByteSearch.append(String(number).utf8.span, to: &head)
        write("\">\n", to: &head)
        var tail: [UInt8] = []
        tail.reserveCapacity(block.literal.utf8.count + page.utf8.count + board.utf8.count + 256)
        write("<figcaption><a href=\"", to: &tail)
        HTMLEscaping.append(page, to: &tail)
        write("\">", to: &tail)
        HTMLEscaping.append(board, to: &tail)
        write("</a> after this step", to: &tail)
        write(snapshot.added.isEmpty ? ".</figcaption>\n</figure>\n" : "; what it adds is highlighted.</figcaption>\n</figure>\n", to: &tail)
        write("<details class=\"flow-source\"><summary>Flow source</summary><pre><code class=\"language-flow\">", to: &tail)
        HTMLEscaping.append(block.literal, to: &tail)
        write("</code></pre></details>\n", to: &tail)
        return .bytes(DiagramCanvas.pieces(diagram, before: head, after: tail))
    }

    private static func write(_ s: StaticString, to out: inout [UInt8]) {
        s.withUTF8Buffer { out.append(contentsOf: $0) }
    }
}
