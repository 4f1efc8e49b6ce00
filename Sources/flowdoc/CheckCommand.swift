import FlowGraph
import Foundation
import Site
import SourceModel
import StoryboardImport

/// `flowdoc check [DIR] [--against [NAME=]FILE.storyboard …] [--sources SRC]`: every check of a
/// build, no HTML written; with `--against`, drift between the documented storyboards and the
/// real files; with `--sources`, the identifiers an app's code passes to UIKit, checked against
/// the real storyboards (or, without `--against`, the documented ones). For CI.
enum CheckCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let options = try DiagnosticOptions(&arguments)
        let againstValues = try arguments.values("--against")
        let sourcesPath = try arguments.value("--sources")
        let root = siteRoot(&arguments)
        try arguments.finish(known: DiagnosticOptions.knownOptions + ["--against", "--sources"])

        // The app's code, read first: the real storyboards are imported with it, so an unwind
        // goes where UIKit takes it (and one that leaves its storyboard is not drift), as in
        // `flowdoc import --sources`.
        var listing: (files: [SourceFile], diagnostics: [Diagnostic]) = ([], [])
        if let sourcesPath {
            let folder = URL(fileURLWithPath: sourcesPath, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            do {
                listing = try SourceFolder.read(folder.standardizedFileURL, displayPrefix: sourcesPath)
            } catch let failure as StoryboardFile.Failure {
                Console.error("flowdoc check: \(failure.message)\n")
                return 2
            }
        }
        let code = listing.files.filter { !SourceCodeChecker.isStoryboard($0.path) }

        // The real storyboards, read before the site so a wrong path fails fast.
        var real: [RealStoryboard] = []
        for value in againstValues {
            let (name, path) = RealStoryboard.parseMapping(value)
            if let misread = RealStoryboard.misreadMapping(value, fileExists: { FileManager.default.fileExists(atPath: $0) }) {
                throw UsageError(message: "--against: " + misread)
            }
            switch RealStoryboard.load(path: path, name: name, sources: sourcesPath == nil ? nil : code) {
            case .success(let board):
                if let other = real.first(where: { $0.name == board.name }) {
                    throw UsageError(message: "--against: '\(other.file.path)' and '\(path)' are both storyboard '\(board.name)'; "
                        + "name one with NAME=PATH")
                }
                real.append(board)
            case .failure(let failure):
                Console.error("flowdoc check: \(failure.message)\n")
                return 2
            }
        }

        let report = try SiteBuilder(root: root, policy: options.policy).build(into: nil)
        var extra: [Diagnostic] = []
        var sources = report.sources
        for board in real { sources[board.file.path] = board.file }
        if !real.isEmpty {
            extra += StoryboardDrift.compare(documented: report.storyboards, real: real)
        }
        var codeFiles = 0
        if sourcesPath != nil {
            let catalog = real.isEmpty
                ? SourceCodeChecker.Catalog(storyboards: report.storyboards)
                : SourceCodeChecker.Catalog(imported: real.map(\.imported), fileNames: real.map(\.fileName))
            if catalog.described.isEmpty {
                throw UsageError(message: "--sources needs storyboards to check against: give --against FILE.storyboard, "
                    + "or document storyboards in flow blocks")
            }
            codeFiles = code.count
            for file in listing.files { sources[file.path] = file }
            extra += listing.diagnostics + SourceCodeChecker.check(listing.files, against: catalog)
        }
        let diagnostics = (report.diagnostics + options.policy.apply(extra)).sorted()
        options.emit(diagnostics, sources: sources)
        if options.format == .human {
            let boards = report.storyboards.count
            let chapters = report.sources.keys.filter { $0.hasPrefix("content/") }.count
            var what = "checked \(chapters) chapter\(chapters == 1 ? "" : "s"), \(boards) storyboard\(boards == 1 ? "" : "s")"
            if !real.isEmpty { what += " against \(real.count) real storyboard\(real.count == 1 ? "" : "s")" }
            if sourcesPath != nil { what += ", \(codeFiles) source file\(codeFiles == 1 ? "" : "s")" }
            Console.error(what + ": \(DiagnosticOptions.summary(diagnostics))\n")
        }
        return diagnostics.hasErrors ? 1 : 0
    }
}
