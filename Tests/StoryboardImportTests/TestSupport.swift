import Foundation
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

/// Compares text with a golden file; re-records it when FLOWDOC_RECORD=1.
enum Golden {
    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = TestPaths.golden.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["FLOWDOC_RECORD"] == "1" {
            try? FileManager.default.createDirectory(at: TestPaths.golden, withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing golden file \(name); run with FLOWDOC_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("golden \(name) differs:\n\(lineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
        }
    }

    /// The first differing lines, enough to see what changed.
    static func lineDiff(expected: String, actual: String) -> String {
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        var out: [String] = []
        for i in 0..<max(e.count, a.count) where out.count < 12 {
            let x = i < e.count ? e[i] : "<none>", y = i < a.count ? a[i] : "<none>"
            if x != y { out.append("line \(i + 1):\n  - \(x)\n  + \(y)") }
        }
        return out.joined(separator: "\n")
    }
}
