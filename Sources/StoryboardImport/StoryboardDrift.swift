import FlowGraph
import SourceModel

/// Compares every real storyboard with the documented storyboard of the same name.
///
/// Each pair goes through `DriftChecker`; a real storyboard that no flow block documents is a
/// `drift.undocumented-storyboard` warning naming the nearest documented storyboard. What the
/// import skipped in a real file (`import.skipped`) is reported too: those parts were not compared.
package enum StoryboardDrift {
    package static let undocumentedRule = "drift.undocumented-storyboard"

    package static func compare(documented: [Storyboard], real: [RealStoryboard]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let names = documented.map(\.name)
        for board in real {
            // What the import skipped was not compared; its guesses (import.guessed notes) are not about the documentation.
            diagnostics += board.imported.warnings.filter { $0.rule != StoryboardImporter.guessedRule }
            // A watchOS or macOS storyboard: its one error says so, and there is nothing to compare.
            guard board.imported.unsupportedPlatform == nil else { continue }
            if let match = documented.first(where: { $0.name == board.name }) {
                diagnostics += DriftChecker.compare(documented: match, actual: board.imported.storyboard,
                                                    actualPath: board.file.path)
            } else {
                diagnostics.append(undocumented(board, documentedNames: names))
            }
        }
        return diagnostics.sorted()
    }

    static func undocumented(_ board: RealStoryboard, documentedNames names: [String]) -> Diagnostic {
        let location = documentElement(in: board.file)
        let message = "storyboard '\(board.name)' is not documented: no flow block in the site names it"
        var notes: [Diagnostic.Note] = []
        if let near = NearMiss.best(for: board.name, among: names) {
            notes.append(Diagnostic.Note("did you mean '\(near)'? compare this file with it using \(near)=\(board.file.path)"))
        } else if let nearest = names.min(by: { closer($0, than: $1, to: board.name) }) {
            notes.append(Diagnostic.Note("the nearest documented storyboard is '\(nearest)'; "
                + "if this file is that storyboard, use \(nearest)=\(board.file.path)"))
        } else {
            notes.append(Diagnostic.Note("the site documents no storyboard yet"))
        }
        return .report(undocumentedRule, message, at: location, notes: notes)
    }

    private static func closer(_ a: String, than b: String, to word: String) -> Bool {
        let da = NearMiss.distance(word.lowercased(), a.lowercased()), db = NearMiss.distance(word.lowercased(), b.lowercased())
        return da != db ? da < db : a < b
    }

    /// The `<document` start tag, else the top of the file.
    private static func documentElement(in file: SourceFile) -> SourceLocation {
        guard let range = file.text.utf8.firstRange(of: "<document".utf8) else {
            return SourceLocation(path: file.path, line: 1, column: 1)
        }
        return file.location(utf8Offset: file.text.utf8.distance(from: file.text.utf8.startIndex, to: range.lowerBound))
    }
}
