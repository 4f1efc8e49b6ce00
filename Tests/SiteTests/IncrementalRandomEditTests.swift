import Foundation
import Site
import SourceModel
import TestSupport
import Testing

/// Random sequences of edits, each one or two chapters rewritten in place (the edits `serve`
/// follows step by step, see `ChapterEdit`), every rebuild compared with a full build of the
/// edited book: the same diagnostics, and when it succeeds the same files byte for byte.
@Suite struct IncrementalRandomEditTests {

    typealias Book = IncrementalEquivalenceTests

    /// One chapter as some edit leaves it: prose, title, heading, scene title, a link into another
    /// chapter (maybe to an anchor that is not there), a `scene:` link, a description.
    static func variant(_ i: Int, count: Int, using random: inout SeededGenerator) -> String {
        let board = "Board\(i / 10)"
        let other = Int.random(in: 0..<count, using: &random)
        let otherFile = "../part\(other / 50)/" + String(format: "%04d", other) + "-chapter-\(other).md"
        // Mostly edits that leave the navigation as it is (the ones followed step by step).
        let kinds = [0, 1, 1, 2, 3, 3, 4, 4, 4, 4, 5, 5, 6, 7, 7, 8]
        switch kinds.randomElement(using: &random)! {
        case 0: return Book.chapter(i, board: board)
        case 1: return Book.chapter(i, board: board, extra: " Prose edit \(Int.random(in: 0..<1000, using: &random)).")
        case 2: return Book.chapter(i, board: board, title: "Title \(Int.random(in: 0..<3, using: &random))")
        case 3: return Book.chapter(i, board: board, heading: "Heading \(Int.random(in: 0..<3, using: &random))")
        case 4: return Book.chapter(i, board: board, sceneTitle: "Scene \(Int.random(in: 0..<3, using: &random))")
        case 5: return Book.chapter(i, board: board, extra: " See [that](\(otherFile)#details-of-\(other)).")
        case 6: return Book.chapter(i, board: board, extra: " See [that](\(otherFile)#heading-1).")
        case 7:
            // A scene of its own storyboard declared by now; rarely, one declared later (an error).
            let step = Int.random(in: 0..<20, using: &random) == 0 ? other : (i / 10) * 10 + Int.random(in: 0...(i % 10), using: &random)
            return Book.chapter(i, board: board, extra: " The [step](scene:Step\(step)).")
        default:
            return Book.chapter(i, board: board).replacingOccurrences(of: "storyboard:", with: "description: About \(i).\nstoryboard:")
        }
    }

    /// `printPage`: a book with the print page (every page's change reaches it, so an edit is
    /// not followed page by page) or without (as a long book, which has none).
    @Test(arguments: [(UInt64(1), false), (2, false), (3, false), (4, true)])
    func randomEditsGiveTheFullBuildsOutcome(seed: UInt64, printPage: Bool) throws {
        let count = 60
        var random = SeededGenerator(seed: seed)
        var sources: [String: String] = ["content/index.md": "# Home\n\nThe book.\n",
                                         "flowdoc.conf": "print-page: \(printPage)\n"]
        for i in 0..<count { sources[Book.path(i)] = Book.chapter(i, board: "Board\(i / 10)") }
        let served = try ServedSite(sources)
        defer { served.remove() }
        _ = try served.rebuild()
        var failures = 0
        for step in 0..<16 {
            var changed: [String] = []
            var what: [String] = []
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let i = Int.random(in: 0..<count, using: &random)
                let text = Self.variant(i, count: count, using: &random)
                try served.write(Book.path(i), text)
                changed.append(Book.path(i))
                what.append("\(i)")
            }
            let label = "seed \(seed), step \(step), chapters \(what)"
            let incremental = try served.rebuild(changed)
            let (full, different) = try served.freshBuild()
            #expect(incremental.diagnostics == full.diagnostics, "\(label)")
            #expect(incremental.succeeded == full.succeeded, "\(label)")
            guard full.succeeded else { failures += 1; continue }
            #expect(incremental.outputPaths == full.outputPaths, "\(label)")
            #expect(different.isEmpty, "\(label): \(different.prefix(5))")
        }
        #expect(failures < 8, "most edits should build (\(failures) of 16 failed)")
    }
}
