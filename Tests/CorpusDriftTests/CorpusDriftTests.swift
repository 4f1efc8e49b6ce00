import Foundation
import Testing

/// `Tests/Corpus` is a copy of `../shared/corpus` so the suite runs from any clone; when the
/// shared folder is beside the project (as in CI), the copy must not have drifted from it.
@Suite struct CorpusDriftTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let copy = root.appendingPathComponent("Tests/Corpus")
    static let shared = root.appendingPathComponent("../shared/corpus").standardizedFileURL

    static func files(under folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        let base = folder.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            result[String(url.standardizedFileURL.path.dropFirst(base.count + 1))] = FileManager.default.contents(atPath: url.path)
        }
        return result
    }

    @Test func theCopyIsThere() {
        let copy = Self.files(under: Self.copy)
        for needed in ["commonmark/spec-0.30.json", "gfm/extensions-tests.json", "mustache-spec/sections.json", "storyboards/SOURCES.md"] {
            #expect(copy[needed] != nil, "Tests/Corpus/\(needed) is missing")
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: CorpusDriftTests.shared.path)))
    func theCopyEqualsTheSharedCorpus() {
        var copy = Self.files(under: Self.copy)
        copy["README.md"] = nil
        // The shared gfm folder names its licences in SOURCES.md; the copy carries their texts.
        copy["gfm/LICENSE"] = nil
        let shared = Self.files(under: Self.shared)
        #expect(Set(copy.keys) == Set(shared.keys))
        for (path, data) in shared { #expect(copy[path] == data, "Tests/Corpus/\(path) differs from ../shared/corpus") }
    }
}
