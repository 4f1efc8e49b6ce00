import Foundation
import Site
import SourceModel

/// `flowdoc check [DIR]`: every check of a build, no HTML written. For CI.
enum CheckCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let options = try DiagnosticOptions(&arguments)
        let root = siteRoot(&arguments)
        try arguments.finish(known: DiagnosticOptions.knownOptions)
        let report = try SiteBuilder(root: root, policy: options.policy).build(into: nil)
        options.emit(report.diagnostics, sources: report.sources)
        if options.format == .human {
            let boards = report.storyboards.count
            Console.error("checked \(report.sources.keys.filter { $0.hasPrefix("content/") }.count) chapters, "
                + "\(boards) storyboard\(boards == 1 ? "" : "s"): \(DiagnosticOptions.summary(report.diagnostics))\n")
        }
        return report.diagnostics.hasErrors ? 1 : 0
    }
}
