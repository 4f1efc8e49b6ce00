import FlowGraph
import Foundation
import SourceModel

/// A real `.storyboard` file given to `check --against`: read, imported, and named for the
/// documented storyboard it is compared with.
package struct RealStoryboard: Sendable {
    /// The documented storyboard name it is compared with (`NAME=` or the file name).
    package var name: String
    /// The file name without its extension: what `UIStoryboard(name:bundle:)` takes.
    package var fileName: String
    /// The file as read, for diagnostics that quote its lines.
    package var file: SourceFile
    package var imported: ImportedStoryboard

    package init(name: String, fileName: String, file: SourceFile, imported: ImportedStoryboard) {
        self.name = name
        self.fileName = fileName
        self.file = file
        self.imported = imported
    }

    /// Reads and imports `path` (shown in diagnostics as given). `name` defaults to the file
    /// name without its extension. `sources`: the app's code (`--sources`), which says where its
    /// unwinds go, as for `flowdoc import --sources`. Fails when the file cannot be read or is not XML.
    package static func load(path: String, name: String? = nil, sources: [SourceFile]? = nil) -> Result<RealStoryboard, StoryboardFile.Failure> {
        let data: Data
        switch StoryboardFile.read(path) {
        case .success(let bytes): data = bytes
        case .failure(let failure): return .failure(failure)
        }
        let fileName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let boardName = name ?? StoryboardImporter.defaultName(for: path)
        do {
            let imported = try StoryboardImporter.importData(data, path: path, name: boardName, sources: sources)
            let file = SourceFile(path: path, text: String(decoding: data, as: UTF8.self))
            return .success(RealStoryboard(name: boardName, fileName: fileName, file: file, imported: imported))
        } catch {
            return .failure(StoryboardFile.Failure(message: String(describing: error)))
        }
    }

    /// Splits a `--against` value: `NAME=PATH` when the part before the first `=` is a valid
    /// storyboard name and contains no `/`; otherwise the whole value is a path.
    package static func parseMapping(_ value: String) -> (name: String?, path: String) {
        guard let equals = value.firstIndex(of: "=") else { return (nil, value) }
        let name = String(value[..<equals])
        let path = String(value[value.index(after: equals)...])
        guard StoryboardImporter.isValidStoryboardName(name), !path.isEmpty else { return (nil, value) }
        return (name, path)
    }

    /// When `value` was read as one path but is evidently `NAME=PATH` with a name that is not a
    /// storyboard name (the part after `=` is a file, the whole value is not), says so with the
    /// name the importer would make of it; nil otherwise.
    package static func misreadMapping(_ value: String, fileExists: (String) -> Bool) -> String? {
        guard let equals = value.firstIndex(of: "=") else { return nil }
        let name = String(value[..<equals])
        let path = String(value[value.index(after: equals)...])
        guard !name.isEmpty, !name.contains("/"), !StoryboardImporter.isValidStoryboardName(name),
              !path.isEmpty, fileExists(path), !fileExists(value) else { return nil }
        let suggestion = FlowNames.storyboardName(name)
        let hint = suggestion.isEmpty ? "" : "; did you mean '\(suggestion)=\(path)'?"
        return "'\(name)' is not a storyboard name, so '\(value)' was read as one path" + hint
    }
}
