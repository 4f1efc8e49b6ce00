import CodeListings
import FlowGraph
import FlowSyntax
import Markup
import SourceModel

/// The flow pass: reads every flow block in reading order into growing storyboards, and
/// resolves every `scene:`/`segue:` link and every identifier in Swift and Objective-C
/// listings against the storyboards in scope at the end of its chapter.
///
/// Sequential by nature (storyboards accumulate in reading order) and cheap: no HTML here.
public struct BookAnalysis: Sendable {
    /// Per chapter, per code block index: the storyboard after that flow block.
    public var snapshots: [[Int: FlowBlockSnapshot]]
    /// Per chapter: a fingerprint of the storyboard states its blocks show (cheap to compare
    /// between builds: a running hash of the blocks applied to each storyboard so far).
    public var snapshotPrints: [Int]
    /// Per chapter, per link index: where a `scene:`/`segue:` link points.
    public var linkTargets: [[Int: ResolvedReference]]
    /// Per chapter, per code block index: resolved identifiers in that listing, by UTF-8 range.
    public var codeTargets: [[Int: [Range<Int>: ResolvedReference]]]
    /// The final storyboards, sorted by name.
    public var storyboards: [Storyboard]
    /// Per storyboard, per element: the chapters (indices) that declare or mention it.
    public var mentions: [String: [FlowElement: [Int]]]
    /// Per storyboard: scenes declared at some point but gone at the end, with the chapter index.
    public var removedScenes: [String: [(name: String, chapter: Int)]]
    public var diagnostics: [Diagnostic]

    public static func run(_ chapters: [Chapter], settings: SiteSettings) -> BookAnalysis {
        var book = FlowBook()
        var analysis = BookAnalysis(
            snapshots: [], snapshotPrints: [], linkTargets: [], codeTargets: [], storyboards: [], mentions: [:],
            removedScenes: [:], diagnostics: [])
        var boardPrints: [String: Int] = [:]
        var everDeclared: [String: [String: Int]] = [:]  // storyboard -> scene -> first chapter
        for (chapterIndex, chapter) in chapters.enumerated() {
            let defaultStoryboard = chapter.frontMatter.storyboard ?? settings.defaultStoryboard
            var snapshots: [Int: FlowBlockSnapshot] = [:]
            var chapterPrint = Hasher()
            let prepared = chapter.prepared
            for block in prepared.blocks {
                analysis.diagnostics += block.diagnostics
                let (snapshot, problems) = book.apply(block.syntax, defaultStoryboard: defaultStoryboard)
                analysis.diagnostics += problems
                snapshots[block.codeBlock] = snapshot
                let board = snapshot.storyboard.name
                // A storyboard's state is a function of the blocks applied to it, in order.
                var print = Hasher()
                print.combine(boardPrints[board] ?? 0)
                print.combine(board)
                print.combine(block.syntax)
                boardPrints[board] = print.finalize()
                chapterPrint.combine(block.codeBlock)
                chapterPrint.combine(boardPrints[board])
                for element in snapshot.added {
                    analysis.mentions[board, default: [:]][element, default: []].append(chapterIndex)
                }
                for scene in snapshot.storyboard.scenes where everDeclared[board]?[scene.name] == nil {
                    everDeclared[board, default: [:]][scene.name] = chapterIndex
                }
            }
            var references: [FlowReference] = []
            var linkOfReference: [Int: Int] = [:]
            var codeOfReference: [Int: (block: Int, range: Range<Int>)] = [:]
            for item in prepared.code {
                codeOfReference[references.count] = (item.codeBlock, item.range)
                references.append(item.reference)
            }
            for item in prepared.links {
                linkOfReference[references.count] = item.link
                references.append(item.reference)
            }

            var links: [Int: ResolvedReference] = [:]
            var codes: [Int: [Range<Int>: ResolvedReference]] = [:]
            if !references.isEmpty {
                let (resolved, problems) = book.resolve(references, defaultStoryboard: defaultStoryboard)
                analysis.diagnostics += problems
                var positions: [FlowReference: Int] = [:]
                for (position, reference) in references.enumerated() where positions[reference] == nil {
                    positions[reference] = position
                }
                for item in resolved {
                    guard let position = positions[item.reference] else { continue }
                    if let linkIndex = linkOfReference[position] {
                        links[linkIndex] = item
                    } else if let code = codeOfReference[position] {
                        codes[code.block, default: [:]][code.range] = item
                    }
                    if let element = item.element {
                        analysis.mentions[item.storyboard, default: [:]][element, default: []].append(chapterIndex)
                    }
                }
            }
            analysis.snapshots.append(snapshots)
            analysis.snapshotPrints.append(chapterPrint.finalize())
            analysis.linkTargets.append(links)
            analysis.codeTargets.append(codes)
        }
        analysis.diagnostics += book.finalDiagnostics()
        analysis.storyboards = book.storyboards
        for board in analysis.storyboards {
            let present = Set(board.scenes.map(\.name))
            let gone = (everDeclared[board.name] ?? [:]).filter { !present.contains($0.key) }
            analysis.removedScenes[board.name] = gone.map { (name: $0.key, chapter: $0.value) }.sorted { $0.name < $1.name }
        }
        for board in analysis.mentions.keys {
            for element in analysis.mentions[board]!.keys {
                analysis.mentions[board]![element] = Array(Set(analysis.mentions[board]![element]!)).sorted()
            }
        }
        return analysis
    }

    /// Storyboard names in the order the book introduces them (the sidebar lists them so).
    public var storyboardsInReadingOrder: [String] {
        var seen = Set<String>()
        var order: [String] = []
        for chapter in snapshots {
            for (_, snapshot) in chapter.sorted(by: { $0.key < $1.key }) where seen.insert(snapshot.storyboard.name).inserted {
                order.append(snapshot.storyboard.name)
            }
        }
        let present = Set(storyboards.map(\.name))
        return order.filter { present.contains($0) } + storyboards.map(\.name).filter { !seen.contains($0) }
    }

    /// `scene:Palette`, `scene:Colorboard/Palette`, `segue:NewColor`.
    static func reference(from link: MarkdownDocument.Link) -> FlowReference? {
        let parts = link.destination.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        let kind: FlowReference.Kind
        switch parts[0] {
        case "scene": kind = .scene
        case "segue": kind = .segue
        default: return nil
        }
        let target = parts[1].removingPercentEncodingIfPossible
        let pieces = target.split(separator: "/", maxSplits: 1).map(String.init)
        let (storyboard, name) = pieces.count == 2 ? (pieces[0], pieces[1]) : (nil, target)
        return FlowReference(kind: kind, name: name, storyboard: storyboard, location: link.location,
                             length: link.length, origin: .link)
    }

    static func kind(of kind: CodeReference.Kind) -> FlowReference.Kind {
        switch kind {
        case .segue: .segue
        case .storyboardID: .storyboardID
        case .reuseIdentifier: .reuseIdentifier
        case .storyboardName: .storyboardName
        }
    }

    /// The file location of a UTF-8 range of a listing's literal. `listing` is the literal as
    /// a `SourceFile` (built once per block), so each lookup is a binary search plus the
    /// length of the range: 30,000 literals in one listing stay linear.
    static func locate(_ range: Range<Int>, in block: MarkdownDocument.CodeBlock, listing: SourceFile,
                       file: SourceFile) -> (SourceLocation, Int)? {
        let utf8 = listing.text.utf8
        guard range.lowerBound >= 0, range.upperBound <= utf8.count else { return nil }
        let start = listing.location(utf8Offset: range.lowerBound)
        guard block.lines.indices.contains(start.line - 1) else { return nil }
        let line = block.lines[start.line - 1]
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
        let length = utf8[lower..<upper].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        return (SourceLocation(path: file.path, line: line.line, column: line.column + start.column - 1), max(1, length))
    }
}

extension String {
    /// `%20` and friends decoded when the result is valid UTF-8; the text itself otherwise.
    var removingPercentEncodingIfPossible: String {
        guard contains("%") else { return self }
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
