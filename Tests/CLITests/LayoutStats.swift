import Foundation
import Testing

/// `flowdoc graph --format layout-stats`: the quality figures of every storyboard's diagram.
enum LayoutStats {
    /// The figures of every storyboard of the site at `root`.
    static func figures(in root: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: [String: Any]] {
        let result = try CLI.run(["graph", "--format", "layout-stats", root.path])
        // Exit 1 only says the site has errors (the corpus has real ones); the figures are printed.
        #expect(result.status != 2, "\(result.stderr)", sourceLocation: sourceLocation)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [String: Any]],
                            sourceLocation: sourceLocation)
    }

    /// Asserts that no diagram of the site has overlapping cards, an edge through a card it
    /// does not connect, overlapping labels, a label crossed by another edge, or text cut
    /// short; that each fits a chapter's column at a 1,400 px window; and that no two edges
    /// that share no scene cross (dot draws none of these storyboards with a crossing either).
    static func expectClean(in root: URL, expectedCount: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let stats = try figures(in: root, sourceLocation: sourceLocation)
        #expect(stats.count >= expectedCount, sourceLocation: sourceLocation)
        for (name, figures) in stats.sorted(by: { $0.key < $1.key }) {
            for key in ["cardOverlaps", "edgeCardCrossings", "labelOverlaps", "labelsCovered", "truncatedLabels", "crossings"] {
                #expect(figures[key] as? Int == 0, "\(name): \(key) = \(figures[key] ?? "missing")", sourceLocation: sourceLocation)
            }
            #expect(figures["fits1400"] as? Bool == true, "\(name): \(figures["widthPx"] ?? "?") px wide", sourceLocation: sourceLocation)
        }
    }
}
