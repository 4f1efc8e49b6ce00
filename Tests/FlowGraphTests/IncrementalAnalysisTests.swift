import FlowGraph
import FlowSyntax
import SourceModel
import Testing

/// `BookAnalysis.update` (serve's rebuild after an edit) against a whole pass over the edited book.
@Suite struct IncrementalAnalysisTests {
    /// A chapter: its front-matter storyboard, its flow blocks' text (`@Name` first names the block's storyboard), its `scene:` links (`Board/Name` or `Name`).
    struct Chapter {
        var storyboard: String?
        var blocks: [String]
        var links: [String] = []
    }

    static func flows(_ chapter: Chapter, position: Int) -> ChapterFlows {
        let path = "content/\(position).md"
        let file = SourceFile(path: path, text: "")
        let blocks = chapter.blocks.enumerated().map { index, written in
            // `@Name` on the first line names the block's storyboard (```flow Name).
            var text = written
            var info = "flow"
            if text.hasPrefix("@"), let end = text.firstIndex(of: "\n") {
                info = "flow " + text[text.index(after: text.startIndex)..<end]
                text = String(text[text.index(after: end)...])
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
                FlowSourceLine(text: String($0.element), line: index * 20 + $0.offset + 2, column: 1)
            }
            let (syntax, problems) = FlowParser.parse(FlowBlockSource(
                file: file, infoString: info, fenceLocation: SourceLocation(path: path, line: index * 20 + 1, column: 4), lines: lines))
            return ChapterFlows.Block(id: BlockID(index), syntax: syntax, diagnostics: problems)
        }
        let links = chapter.links.enumerated().map { index, target in
            let pieces = target.split(separator: "/").map(String.init)
            let reference = FlowReference(kind: .scene, name: pieces.last!, storyboard: pieces.count == 2 ? pieces[0] : nil,
                                          location: SourceLocation(path: path, line: 200 + index, column: 5), length: 3, origin: .link)
            return ChapterFlows.LinkReference(link: LinkID(index), reference: reference)
        }
        return ChapterFlows(storyboard: chapter.storyboard, blocks: blocks, code: [], links: links)
    }

    /// Three storyboards growing in turns, each chapter linking to the scene it adds.
    static func book(_ count: Int = 12) -> [Chapter] {
        (0..<count).map { index in
            let board = "Board\(index % 3)"
            if index < 3 {
                return Chapter(storyboard: board, blocks: ["scene Nav: navigation root=List initial\nscene List: table \"Items\" prototypes=Cell"],
                               links: ["List"])
            }
            return Chapter(storyboard: board, blocks: ["scene S\(index): view \"Step \(index)\"\nsegue show\(index): List -> S\(index) push from=cell"],
                           links: ["S\(index)"])
        }
    }

    /// Runs the edited book both ways; expects the same outcome; returns how many chapters the update read.
    @discardableResult
    static func compare(_ before: [Chapter], _ after: [Chapter], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Int {
        let old = BookAnalysis.run(before.enumerated().map { flows($1, position: $0) }, defaultStoryboard: "Main")
        let edited = after.enumerated().map { flows($1, position: $0) }
        let (updated, updatedResults) = BookAnalysis.update(old.0, results: old.1, with: edited, defaultStoryboard: "Main")
        let (full, fullResults) = BookAnalysis.run(edited, defaultStoryboard: "Main")
        #expect(updated.storyboards == full.storyboards, sourceLocation: sourceLocation)
        #expect(updated.storyboardsInReadingOrder == full.storyboardsInReadingOrder, sourceLocation: sourceLocation)
        #expect(updated.mentions == full.mentions, sourceLocation: sourceLocation)
        #expect(updated.removedScenes.mapValues { $0.map { "\($0.name)@\($0.chapter.position)" } }
                == full.removedScenes.mapValues { $0.map { "\($0.name)@\($0.chapter.position)" } }, sourceLocation: sourceLocation)
        #expect(updated.chapterDiagnostics == full.chapterDiagnostics, sourceLocation: sourceLocation)
        #expect(updated.finalDiagnostics == full.finalDiagnostics, sourceLocation: sourceLocation)
        #expect(updatedResults.count == fullResults.count, sourceLocation: sourceLocation)
        for (a, b) in zip(updatedResults, fullResults) {
            #expect(a.snapshots == b.snapshots && a.links == b.links && a.code == b.code && a.storyboards == b.storyboards
                    && a.fingerprint == b.fingerprint && a.targetsPrint == b.targetsPrint, sourceLocation: sourceLocation)
        }
        return updated.chaptersAnalysed
    }

    @Test func aTitleEditReadsOnlyItsStoryboardsChapters() {
        var edited = Self.book()
        edited[7].blocks[0] = edited[7].blocks[0].replacingOccurrences(of: "\"Step 7\"", with: "\"Step seven\"")
        #expect(Self.compare(Self.book(), edited) == 4)  // Board1: chapters 1, 4, 7, 10
    }

    @Test func noEditReadsNothing() {
        #expect(Self.compare(Self.book(), Self.book()) == 0)
    }

    @Test func aChapterMovedToAnotherStoryboardReadsBoth() {
        var edited = Self.book()
        edited[7].storyboard = "Board2"
        #expect(Self.compare(Self.book(), edited) == 8)
    }

    @Test func aQualifiedLinkTiesTwoStoryboards() {
        var before = Self.book()
        before[4].links.append("Board2/List")
        var edited = before
        edited[5].blocks[0] = edited[5].blocks[0].replacingOccurrences(of: "\"Step 5\"", with: "\"Five\"")
        #expect(Self.compare(before, edited) == 8)  // Board2, and Board1 through chapter 4's link
    }

    @Test func aNewStoryboardAndARemovedScene() {
        var edited = Self.book()
        edited[6].blocks.append("@Fresh\nscene Only: view initial")
        edited[9].blocks[0] += "\nremove scene S6"
        Self.compare(Self.book(), edited)
    }

    @Test func aDanglingLinkRunsTheWholePass() {
        var edited = Self.book()
        edited[8].links = ["Nowhere"]
        #expect(Self.compare(Self.book(), edited) == 12)
        // and an update from a book with a dangling link also reads every chapter
        var fixed = edited
        fixed[8].links = ["S8"]
        #expect(Self.compare(edited, fixed) == 12)
    }

    @Test func storyboardReferencesAreCheckedAgain() {
        var before = Self.book()
        before[3].blocks.append("scene Settings: reference storyboard=Board1 target=list")
        var edited = before
        edited[1].blocks[0] = edited[1].blocks[0].replacingOccurrences(of: "prototypes=Cell", with: "prototypes=Cell id=list")
        Self.compare(before, edited)
    }

    @Test func chaptersAddedOrRemovedRunTheWholePass() {
        #expect(Self.compare(Self.book(), Self.book(13)) == 13)
        #expect(Self.compare(Self.book(), Self.book(11)) == 11)
    }
}
