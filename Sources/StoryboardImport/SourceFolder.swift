import Foundation
import SourceModel

/// Lists and reads an app's source files for `SourceCodeChecker`: `.swift`, `.m`, `.mm` and `.h`
/// files anywhere under a folder, in a stable order, and the app's `.storyboard` files (the app
/// bundles them all, so what they declare exists at run time even when not checked).
///
/// Skipped: hidden files and folders, build output (`build`, `DerivedData`), dependency
/// managers' folders (`Pods`, `Carthage`), and symbolic links to folders (no cycles). A file
/// over `maximumSize` is not read (a `code.file-too-large` warning), nor is one that cannot be
/// read (`code.unreadable-file`).
package enum SourceFolder {
    package static let maximumSize = 4 * 1_048_576
    package static let tooLargeRule = "code.file-too-large"
    package static let unreadableRule = "code.unreadable-file"
    static let skippedFolders: Set<String> = ["build", "DerivedData", "Pods", "Carthage"]

    /// The files under `root`, each with the path `displayPrefix` + `/` + its path inside `root`
    /// (no prefix when `displayPrefix` is empty or `.`). Throws when `root` cannot be listed.
    package static func read(_ root: URL, displayPrefix: String) throws -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw StoryboardFile.Failure(message: "cannot read sources in '\(displayPrefix)': no such folder")
        }
        var prefix = displayPrefix
        while prefix.count > 1, prefix.hasSuffix("/") { prefix.removeLast() }
        if prefix == "." { prefix = "" }
        var relativePaths: [String] = []
        var pending = [""]
        while let folder = pending.popLast() {
            let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
            guard let entries = try? manager.contentsOfDirectory(atPath: url.path) else { continue }
            for entry in entries where !entry.hasPrefix(".") {
                let relative = folder.isEmpty ? entry : folder + "/" + entry
                let entryURL = url.appendingPathComponent(entry)
                let attributes = try? manager.attributesOfItem(atPath: entryURL.path)
                let type = attributes?[.type] as? FileAttributeType
                var isFolder: ObjCBool = false
                let exists = manager.fileExists(atPath: entryURL.path, isDirectory: &isFolder)
                if isFolder.boolValue {
                    if type != .typeSymbolicLink, !skippedFolders.contains(entry) { pending.append(relative) }
                } else if exists, SourceCodeChecker.language(forPath: entry) != nil || SourceCodeChecker.isStoryboard(entry) {
                    relativePaths.append(relative)
                }
            }
        }
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        for relative in relativePaths.sorted() {
            let shown = prefix.isEmpty ? relative : (prefix.hasSuffix("/") ? prefix + relative : prefix + "/" + relative)
            let url = root.appendingPathComponent(relative)
            let size = fileSize(url)
            if size > maximumSize {
                diagnostics.append(.report(tooLargeRule,
                    "the file is \(size / 1_048_576) MiB; source files over \(maximumSize / 1_048_576) MiB are not scanned",
                    at: SourceLocation(path: shown, line: 1, column: 1)))
                continue
            }
            if let what = FileKind(path: url.path).specialDescription {
                // Never opened: reading a FIFO blocks until someone writes to it.
                diagnostics.append(.report(unreadableRule, "this is \(what), not a regular file; it was not scanned",
                                            at: SourceLocation(path: shown, line: 1, column: 1)))
                continue
            }
            guard let data = manager.contents(atPath: url.path) else {
                diagnostics.append(.report(unreadableRule, "cannot read this file; it was not scanned",
                                            at: SourceLocation(path: shown, line: 1, column: 1)))
                continue
            }
            files.append(SourceFile(path: shown, text: String(decoding: data, as: UTF8.self)))
        }
        return (files, diagnostics)
    }

    private static func fileSize(_ url: URL) -> Int {
        guard let value = try? FileManager.default.attributesOfItem(atPath: url.path)[.size] else { return 0 }
        if let number = value as? NSNumber { return number.intValue }
        if let number = value as? UInt64 { return Int(clamping: number) }
        return (value as? Int) ?? 0
    }
}
