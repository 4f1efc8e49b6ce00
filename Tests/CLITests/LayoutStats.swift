import Foundation
import Testing

/// `flowdoc graph --format layout-stats`: the quality figures of every storyboard's diagram.
enum LayoutStats {
    /// Asserts that no diagram of the site has overlapping cards, an edge through a card it
    /// does not connect, or overlapping labels.
    static func expectClean(in root: URL, expectedCount: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try CLI.run(["graph", "--format", "layout-stats", root.path])
        // Exit 1 only says the site has errors (the corpus has real ones); the figures are printed.
        #expect(result.status != 2, "\(result.stderr)", sourceLocation: sourceLocation)
        let stats = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: [String: Int]],
                                 sourceLocation: sourceLocation)
        #expect(stats.count >= expectedCount, sourceLocation: sourceLocation)
        for (name, figures) in stats.sorted(by: { $0.key < $1.key }) {
            for key in ["cardOverlaps", "edgeCardCrossings", "labelOverlaps"] {
                #expect(figures[key] == 0, "\(name): \(key) = \(figures[key] ?? -1)", sourceLocation: sourceLocation)
            }
        }
    }
}
