import Foundation
@_exported import TestSupport
import Testing

/// Where the test inputs live, found from this file so Package.swift needs no resources.
enum TestPaths {
    static let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// Tests/StoryboardImportTests/TestSupport.swift -> package root.
    static let packageRoot = testDirectory.deletingLastPathComponent().deletingLastPathComponent()
    static let corpus = packageRoot.appendingPathComponent("Tests/Corpus/storyboards")
    static let golden = testDirectory.appendingPathComponent("Golden")
    static let fixtures = testDirectory.appendingPathComponent("Fixtures")

    /// Every `<repo>/<file>.storyboard` of the corpus, sorted.
    static func corpusFiles() throws -> [String] {
        let manager = FileManager.default
        var result: [String] = []
        for repo in try manager.contentsOfDirectory(atPath: corpus.path) {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: corpus.appendingPathComponent(repo).path, isDirectory: &isDirectory),
                  isDirectory.boolValue else { continue }
            for file in try manager.contentsOfDirectory(atPath: corpus.appendingPathComponent(repo).path)
            where file.hasSuffix(".storyboard") {
                result.append(repo + "/" + file)
            }
        }
        return result.sorted()
    }

    /// `huydemi__Ratings/Ratings__Base.lproj__Players.storyboard` -> `Players` (the original file name).
    static func shortName(_ relative: String) -> String {
        let file = relative.split(separator: "/").last.map(String.init) ?? relative
        let original = file.components(separatedBy: "__").last ?? file
        return original.hasSuffix(".storyboard") ? String(original.dropLast(".storyboard".count)) : original
    }

    /// A golden file name unique across the corpus: `huydemi__Ratings--Players`.
    static func goldenName(_ relative: String) -> String {
        (relative.split(separator: "/").first.map(String.init) ?? "") + "--" + shortName(relative)
    }
}
