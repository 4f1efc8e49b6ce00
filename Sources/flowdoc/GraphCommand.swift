import Diagrams
import FlowGraph
import Foundation
import Site
import SourceModel

/// `flowdoc graph [DIR]`: the final storyboards as JSON (default) or Graphviz dot, or the
/// quality figures of flowdoc's own layout of each (`layout-stats`, for the benchmark).
enum GraphCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let format = try arguments.value("--format") ?? "json"
        let only = try arguments.value("--storyboard")
        let root = siteRoot(&arguments)
        try arguments.finish(known: ["--format", "--storyboard"])
        guard ["json", "dot", "layout-stats"].contains(format) else {
            throw UsageError(message: "--format must be json, dot or layout-stats, not '\(format)'")
        }
        let report = try SiteBuilder(root: root).build(into: nil)
        var boards = report.storyboards
        if let only {
            boards = boards.filter { $0.name == only }
            if boards.isEmpty {
                var message = "no storyboard named '\(only)'"
                if let near = NearMiss.best(for: only, among: report.storyboards.map(\.name)) { message += "; did you mean '\(near)'?" }
                throw UsageError(message: message)
            }
        }
        let errors = report.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            Console.error(HumanDiagnosticRenderer(useColor: Console.useColor, sources: { report.sources[$0] }).render(errors))
        }
        switch format {
        case "dot": Console.out(GraphExport.dot(boards))
        case "layout-stats": Console.out(layoutStats(boards))
        default: Console.out(GraphExport.json(boards))
        }
        return errors.isEmpty ? 0 : 1
    }
}

/// Per storyboard: scenes, edge crossings (pairs of edges that share no scene and whose lines
/// properly cross: exactly what the benchmark counts for Graphviz dot), drawing area (in pt²,
/// at 96 px per inch, to compare with Graphviz), the overlaps the layout must never have,
/// labels crossed by another edge, text cut short, and whether the drawing fits a chapter's
/// column at a 1,400 px window (840 CSS px, at the canvas's smallest scale of 0.8).
func layoutStats(_ boards: [Storyboard]) -> String {
    var lines: [String] = []
    for board in boards.sorted(by: { $0.name < $1.name }) {
        let layout = FlowLayout.layout(board)
        let areaPt = (LayoutQuality.area(layout) * 0.75 * 0.75).rounded()
        lines.append("  \(JSONString.quote(board.name)): {\"scenes\": \(board.scenes.count), "
            + "\"crossings\": \(LayoutQuality.edgeCrossings(layout)), \"area\": \(Int(areaPt)), "
            + "\"width\": \(Int((layout.width * 0.75).rounded())), \"height\": \(Int((layout.height * 0.75).rounded())), "
            + "\"widthPx\": \(Int(layout.width.rounded())), \"heightPx\": \(Int(layout.height.rounded())), "
            + "\"cardOverlaps\": \(LayoutQuality.cardOverlaps(layout)), "
            + "\"edgeCardCrossings\": \(LayoutQuality.edgeCardCrossings(layout)), "
            + "\"labelOverlaps\": \(LayoutQuality.labelOverlaps(layout)), "
            + "\"labelsCovered\": \(LayoutQuality.labelsCoveredByEdges(layout)), "
            + "\"truncatedLabels\": \(LayoutQuality.truncatedLabels(layout)), "
            + "\"fits1400\": \(LayoutQuality.fits(layout, columnWidth: 840))}")
    }
    return lines.isEmpty ? "{}\n" : "{\n" + lines.joined(separator: ",\n") + "\n}\n"
}
