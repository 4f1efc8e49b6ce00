import CodeListings
import Diagrams
import FlowGraph
import Markup
import SourceModel

/// Renders a chapter's body: cmark's HTML with its slots filled — flow blocks become
/// diagrams, Swift and Objective-C listings are highlighted (identifiers linked to their
/// reference entries), and `scene:`/`segue:` links point at the storyboard pages.
public struct ChapterRenderer: Sendable {
    public var analysis: BookAnalysis

    public init(analysis: BookAnalysis) { self.analysis = analysis }

    public func body(of chapter: Chapter, at index: Int) -> String {
        let root = SiteLinks.root(for: chapter.outputPath)
        let snapshots = index < analysis.snapshots.count ? analysis.snapshots[index] : [:]
        let links = index < analysis.linkTargets.count ? analysis.linkTargets[index] : [:]
        let codes = index < analysis.codeTargets.count ? analysis.codeTargets[index] : [:]
        var figureNumber = 0
        return chapter.document.html { slot in
            switch slot {
            case .codeBlock(let blockIndex):
                let block = chapter.document.codeBlocks[blockIndex]
                if block.language == "flow" {
                    figureNumber += 1
                    return figure(block, snapshot: snapshots[blockIndex], number: figureNumber, root: root)
                }
                let targets = codes[blockIndex] ?? [:]
                var hrefs: [Range<Int>: String] = [:]
                for (range, target) in targets { hrefs[range] = root + Self.href(for: target) }
                return Self.listing(block, links: hrefs)
            case .linkOpen(let linkIndex):
                let link = chapter.document.links[linkIndex]
                let titleAttribute = link.title.isEmpty ? "" : " title=\"\(HTMLEscaping.escape(link.title))\""
                guard let target = links[linkIndex] else {
                    return "<a class=\"flow-link-broken\"\(titleAttribute)>"
                }
                return "<a class=\"flow-link\" href=\"\(HTMLEscaping.escape(root + Self.href(for: target)))\"\(titleAttribute)>"
            }
        }
    }

    /// The storyboard-page URL of a resolved reference (site-relative).
    public static func href(for target: ResolvedReference) -> String {
        let page = SiteLinks.storyboardPath(target.storyboard)
        switch target.element {
        case .scene(let name)?: return page + "#" + SiteLinks.sceneAnchor(name)
        case .segue(let key)?: return page + "#" + SiteLinks.segueAnchor(key)
        case nil: return page
        }
    }

    /// A highlighted listing, or plain escaped code for other languages.
    static func listing(_ block: MarkdownDocument.CodeBlock, links: [Range<Int>: String]) -> String {
        guard let language = ListingLanguage(infoString: block.language) else {
            if let data = DataLanguage(infoString: block.language) { return dataListing(block, language: data) }
            return plainCode(block)
        }
        let label = language == .swift ? "Swift" : "Objective-C"
        let code = Highlighter.html(block.literal, language: language, links: links)
        return "<div class=\"listing\"><span class=\"listing-language\" aria-hidden=\"true\">\(label)</span>"
            + "<pre><code class=\"language-\(HTMLEscaping.escape(block.language))\">\(code)</code></pre></div>\n"
    }

    /// A shell, JSON, XML or diff listing, highlighted by the same highlighter.
    static func dataListing(_ block: MarkdownDocument.CodeBlock, language: DataLanguage) -> String {
        let code = Highlighter.html(block.literal, language: language)
        return "<div class=\"listing\"><span class=\"listing-language\" aria-hidden=\"true\">\(language.label)</span>"
            + "<pre><code class=\"language-\(HTMLEscaping.escape(block.language))\">\(code)</code></pre></div>\n"
    }

    /// What cmark itself would print for the block.
    static func plainCode(_ block: MarkdownDocument.CodeBlock) -> String {
        let language = block.language.isEmpty ? "" : " class=\"language-\(HTMLEscaping.escape(block.language))\""
        return "<pre><code\(language)>\(HTMLEscaping.escape(block.literal))</code></pre>\n"
    }

    /// A flow block as a figure: the diagram of the storyboard after the block, a text
    /// version for screen readers, and the block's source one click away.
    func figure(_ block: MarkdownDocument.CodeBlock, snapshot: FlowBlockSnapshot?, number: Int, root: String) -> String {
        let source = "<details class=\"flow-source\"><summary>Flow source</summary>"
            + "<pre><code class=\"language-flow\">\(HTMLEscaping.escape(block.literal))</code></pre></details>"
        guard let snapshot else {
            return "<figure class=\"flow-figure flow-figure-invalid\">\(source)</figure>\n"
        }
        let board = snapshot.storyboard.name
        let page = root + SiteLinks.storyboardPath(board)
        let options = DiagramOptions(
            idPrefix: "flow\(number)",
            title: "Storyboard \(board), step \(number)",
            sceneURL: { name in page + "#" + SiteLinks.sceneAnchor(name) })
        let svg = DiagramRenderer.svg(snapshot.storyboard, highlighted: snapshot.added, options: options)
        let text = DiagramRenderer.textDescription(snapshot.storyboard, options: options)
        return "<figure class=\"flow-figure\" id=\"flow-\(number)\">\n\(DiagramCanvas.wrap(svg))\n<div class=\"sr-only\">\(text)</div>\n"
            + "<figcaption><a href=\"\(HTMLEscaping.escape(page))\">\(HTMLEscaping.escape(board))</a> after this step"
            + "\(snapshot.added.isEmpty ? "" : "; what it adds is highlighted").</figcaption>\n\(source)\n</figure>\n"
    }
}
