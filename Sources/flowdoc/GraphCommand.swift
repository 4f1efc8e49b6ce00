import FlowGraph
import Foundation
import Site
import SourceModel

/// `flowdoc graph [DIR]`: the final storyboards as JSON (default) or Graphviz dot.
enum GraphCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let format = try arguments.value("--format") ?? "json"
        let only = try arguments.value("--storyboard")
        let root = siteRoot(&arguments)
        try arguments.finish(known: ["--format", "--storyboard"])
        guard format == "json" || format == "dot" else {
            throw UsageError(message: "--format must be json or dot, not '\(format)'")
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
        Console.out(format == "dot" ? GraphExport.dot(boards) : GraphExport.json(boards))
        return errors.isEmpty ? 0 : 1
    }
}
