import CodeListings
import FlowGraph
import FlowSyntax
import Markup
import SourceModel

/// A loaded chapter with what the flow pass needs from it alone: its flow blocks parsed, the
/// identifiers of its listings and its `scene:`/`segue:` links found. Worked out per chapter,
/// in parallel; the sequential pass (`BookAnalysis`, in FlowGraph) only applies the blocks to
/// the growing storyboards and resolves the references.
package struct PreparedChapter: Sendable {
    package var loaded: LoadedChapter
    package var flows: ChapterFlows
    /// A hash of `flows`, worked out once for a build that keeps its state for the next (`serve`:
    /// the flow pass is reused while no chapter's changes); nil in a one-off build, which
    /// compares it with nothing.
    package var flowsPrint: Int?

    /// `printed`: whether to work out `flowsPrint`.
    package init(_ loaded: LoadedChapter, printed: Bool = true) {
        let flows = Self.flows(of: loaded)
        self.init(loaded, flows: flows, flowsPrint: printed ? flows.hashValue : nil)
    }

    init(_ loaded: LoadedChapter, flows: ChapterFlows, flowsPrint: Int?) {
        self.loaded = loaded
        self.flows = flows
        self.flowsPrint = flowsPrint
    }

    static func flows(of chapter: LoadedChapter) -> ChapterFlows {
        var blocks: [ChapterFlows.Block] = []
        var code: [ChapterFlows.CodeReference] = []
        var links: [ChapterFlows.LinkReference] = []
        // Blocks and links are read by index, a field at a time: `for block in` (and `for link
        // in`) copied each element, retaining and releasing every string and array it holds.
        let source = chapter.source
        let codeBlocks = source.document.codeBlocks, listings = source.listings
        for index in codeBlocks.indices where codeBlocks[index].isSlot {
            if codeBlocks[index].language == "flow" {
                let flowSource = FlowBlockSource(
                    file: source.file, infoString: codeBlocks[index].info, fenceLocation: codeBlocks[index].infoLocation,
                    lines: codeBlocks[index].lines.map { FlowSourceLine(text: String($0.text), line: $0.line, column: $0.column) },
                    isUnclosed: codeBlocks[index].isUnclosed)
                let (syntax, problems) = FlowParser.parse(flowSource)
                blocks.append(.init(id: BlockID(index), syntax: syntax, diagnostics: problems))
            } else if let references = listings[index]?.references, !references.isEmpty {
                let listing = SourceFile(path: source.file.path, text: codeBlocks[index].literal)
                for found in references {
                    guard let (location, length) = locate(found.range, in: codeBlocks[index].lines, listing: listing,
                                                          file: source.file)
                    else { continue }
                    let reference = FlowReference(
                        kind: kind(of: found.kind), name: found.value, storyboard: nil,
                        location: location, length: length, origin: found.use == .compare ? .codeComparison : found.use == .optional ? .codeOptional : .code)
                    code.append(.init(block: BlockID(index), range: found.range, reference: reference))
                }
            }
        }
        let documentLinks = source.document.links
        for index in documentLinks.indices where documentLinks[index].isSlot && !documentLinks[index].isImage {
            guard let reference = reference(destination: documentLinks[index].destination,
                                            location: documentLinks[index].location, length: documentLinks[index].length)
            else { continue }
            links.append(.init(link: LinkID(index), reference: reference))
        }
        return ChapterFlows(storyboard: source.frontMatter.storyboard, blocks: blocks, code: code, links: links)
    }

    /// `scene:Palette`, `scene:Colorboard/Palette`, `segue:NewColor`.
    static func reference(from link: MarkdownDocument.Link) -> FlowReference? {
        reference(destination: link.destination, location: link.location, length: link.length)
    }

    /// `reference(from:)` of a link with these fields, read from it alone (passing the link
    /// itself copied it, retaining each of its strings).
    static func reference(destination: String, location linkLocation: SourceLocation, length linkLength: Int) -> FlowReference? {
        guard let prefix = writtenKind(destination) else { return nil }
        let kind: FlowReference.Kind
        let rest: String
        if destination.isASCIIText {
            // What `splittingOnce(at: ":")` finds, read off the bytes: the kind's five letters,
            // and the rest after its colon, when there is a rest.
            let view = destination.utf8
            guard view.count > 6 else { return nil }
            kind = prefix
            rest = String(destination[view.index(view.startIndex, offsetBy: 6)...])
        } else {
            let parts = destination.splittingOnce(at: UInt8(ascii: ":"))
            guard parts.count == 2 else { return nil }
            switch parts[0] {
            case "scene": kind = .scene
            case "segue": kind = .segue
            default: return nil
            }
            rest = parts[1]
        }
        let target = rest.removingPercentEncodingIfPossible
        let pieces = target.splittingOnce(at: UInt8(ascii: "/"))
        let (storyboard, name) = pieces.count == 2 ? (pieces[0], pieces[1]) : (nil, target)
        // The location covers the destination as written; when it is written plainly (no
        // escapes, one line), point at the name itself, so a did-you-mean replaces only the name.
        var location = linkLocation
        var length = linkLength
        let written = destination.scalarCount
        if written == linkLength, target == rest {
            let nameLength = name.scalarCount
            location.column += written - nameLength
            length = nameLength
        }
        return FlowReference(kind: kind, name: name, storyboard: storyboard, location: location,
                             length: length, origin: .link)
    }

    /// `.scene` or `.segue` when `destination`'s UTF-8 starts with `scene:` or `segue:`.
    private static func writtenKind(_ destination: String) -> FlowReference.Kind? {
        let bytes = destination.utf8.span
        guard bytes.count >= 6, bytes[0] == UInt8(ascii: "s"), bytes[5] == UInt8(ascii: ":") else { return nil }
        if bytes[1] == UInt8(ascii: "c"), bytes[2] == UInt8(ascii: "e"), bytes[3] == UInt8(ascii: "n"), bytes[4] == UInt8(ascii: "e") {
            return .scene
        }
        if bytes[1] == UInt8(ascii: "e"), bytes[2] == UInt8(ascii: "g"), bytes[3] == UInt8(ascii: "u"), bytes[4] == UInt8(ascii: "e") {
            return .segue
        }
        return nil
    }

    static func kind(of kind: CodeReference.Kind) -> FlowReference.Kind {
        switch kind {
        case .segue: .segue
        case .storyboardID: .storyboardID
        case .reuseIdentifier: .reuseIdentifier
        case .storyboardName: .storyboardName
        }
    }

    /// The file location of a UTF-8 range of a listing's literal (`lines`: the block's). `listing` is the literal as
    /// a `SourceFile` (built once per block), so each lookup is a binary search plus the
    /// length of the range: 30,000 literals in one listing stay linear.
    static func locate(_ range: Range<Int>, in lines: [MarkdownDocument.CodeBlock.Line], listing: SourceFile,
                       file: SourceFile) -> (SourceLocation, Int)? {
        let utf8 = listing.text.utf8
        guard range.lowerBound >= 0, range.upperBound <= utf8.count else { return nil }
        let start = listing.location(utf8Offset: range.lowerBound)
        guard lines.indices.contains(start.line - 1) else { return nil }
        let line = lines[start.line - 1]
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
        let length = utf8[lower..<upper].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        return (SourceLocation(path: file.path, line: line.line, column: line.column + start.column - 1), max(1, length))
    }
}

extension String {
    /// `split(separator:maxSplits: 1)` at an ASCII separator, empty pieces left out: on UTF-8
    /// bytes when the text is ASCII (where every byte is a `Character`, but for `\r\n`, which
    /// holds no separator); by `Character` otherwise, where a combining mark after the
    /// separator makes one `Character` of the two.
    func splittingOnce(at separator: UInt8) -> [String] {
        guard isASCIIText else {
            return split(separator: Character(Unicode.Scalar(separator)), maxSplits: 1).map(String.init)
        }
        // As `split` cuts: separators before the first piece are skipped; the first piece ends
        // at the next separator, and the rest (if any) is the second piece.
        let view = utf8
        let bytes = view.span
        func piece(_ start: Int, _ end: Int) -> String {
            String(self[view.index(view.startIndex, offsetBy: start)..<view.index(view.startIndex, offsetBy: end)])
        }
        var start = 0
        for index in bytes.indices where bytes[index] == separator {
            if index > start {
                return index + 1 < bytes.count ? [piece(start, index), piece(index + 1, bytes.count)] : [piece(start, index)]
            }
            start = index + 1
        }
        return start < bytes.count ? [piece(start, bytes.count)] : []
    }

    /// `%20` and friends decoded when the result is valid UTF-8; the text itself otherwise.
    var removingPercentEncodingIfPossible: String {
        guard utf8.contains(UInt8(ascii: "%")) else { return self }
        var bytes: [UInt8] = []
        var iterator = Array(utf8)[...]
        while let byte = iterator.popFirst() {
            if byte == UInt8(ascii: "%"), iterator.count >= 2,
               let value = UInt8(String(decoding: iterator.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                iterator = iterator.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self) ?? self
    }
}
