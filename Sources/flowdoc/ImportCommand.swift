import Foundation
import SourceModel
import StoryboardImport

/// `flowdoc import FILE.storyboard [--name NAME]`: a Markdown chapter describing the
/// storyboard on standard output; what the import skipped, as warnings, on standard error.
enum ImportCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let name = try arguments.value("--name")
        let sourcesPath = try arguments.value("--sources")
        guard let path = arguments.nextPositional() else { throw UsageError(message: "which file? give FILE.storyboard") }
        try arguments.finish(known: ["--name", "--sources"])
        if path.lowercased().hasSuffix(".xib") {
            Console.error("flowdoc import: \(StoryboardImportError.xib(path: path))\n")
            return 2
        }
        var sources: [SourceFile]?
        if let sourcesPath {
            let folder = URL(fileURLWithPath: sourcesPath, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            do {
                sources = try SourceFolder.read(folder.standardizedFileURL, displayPrefix: sourcesPath).files
            } catch let failure as StoryboardFile.Failure {
                Console.error("flowdoc import: \(failure.message)\n")
                return 2
            }
        }
        if let name, !StoryboardImporter.isValidStoryboardName(name) {
            throw UsageError(message: "--name '\(name)' is not a storyboard name: it must start with a letter and use only "
                + "ASCII letters, digits, '_' and '-'")
        }
        let data: Data
        switch StoryboardFile.read(path) {
        case .success(let bytes): data = bytes
        case .failure(let failure):
            Console.error("flowdoc import: \(failure.message)\n")
            return 2
        }
        let imported: ImportedStoryboard
        do {
            imported = try StoryboardImporter.importData(data, path: path, name: name ?? StoryboardImporter.defaultName(for: path),
                                                         sources: sources)
        } catch let error as StoryboardImportError {
            Console.error("flowdoc import: \(error)\n")
            return 2
        }
        let file = SourceFile(path: path, text: String(decoding: data, as: UTF8.self))
        let renderer = HumanDiagnosticRenderer(useColor: Console.useColor, sources: { $0 == file.path ? file : nil })
        if imported.unsupportedPlatform != nil {
            // No chapter: there is no flow to describe.
            Console.error(renderer.render(imported.warnings.sorted()))
            return 1
        }
        Console.out(FlowWriter.chapter(for: imported, sourcePath: path))
        Console.error(renderer.render(imported.warnings.sorted()))
        let board = imported.storyboard
        let warnings = imported.warnings.filter { $0.severity != .note }.count
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        Console.error("imported storyboard '\(board.name)': \(count(board.scenes.count, "scene")), "
            + "\(count(board.segues.count, "segue")), \(count(board.unwinds.count, "unwind"))"
            + (warnings > 0 ? " (\(count(warnings, "warning")))" : "") + "\n")
        return 0
    }
}
