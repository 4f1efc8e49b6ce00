import Foundation

/// The expected counts per corpus file, read from the corpus's SOURCES.md.
struct SourcesManifest {
    struct Entry: Equatable {
        var scenes: Int
        var segues: Int
    }

    /// Local copy path (`repo/file.storyboard`) -> counts.
    var entries: [String: Entry] = [:]

    /// Reads `- local copy: `X`` then the `- scenes N (...); segues M (...)` line of each file section.
    init(text: String) {
        var current: String?
        for line in text.components(separatedBy: "\n") {
            if let range = line.range(of: "- local copy: `") {
                let rest = line[range.upperBound...]
                current = rest.split(separator: "`").first.map(String.init)
            } else if line.hasPrefix("- scenes "), let file = current,
                      let scenes = Self.number(after: "- scenes ", in: line),
                      let segues = Self.number(after: "segues ", in: line) {
                entries[file] = Entry(scenes: scenes, segues: segues)
                current = nil
            }
        }
    }

    static func load() throws -> SourcesManifest {
        let text = try String(contentsOf: TestPaths.corpus.appendingPathComponent("SOURCES.md"), encoding: .utf8)
        return SourcesManifest(text: text)
    }

    private static func number(after marker: String, in line: String) -> Int? {
        guard let range = line.range(of: marker) else { return nil }
        return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
}
