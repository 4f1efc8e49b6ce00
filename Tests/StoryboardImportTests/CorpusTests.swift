import FlowGraph
import Foundation
import StoryboardImport
import Testing

/// Every storyboard of the shared corpus imports, matches the counts in SOURCES.md, and prints
/// the same chapter every time.
@Suite struct CorpusTests {
    static let files = (try? TestPaths.corpusFiles()) ?? []

    @Test func corpusIsPresentAndDescribed() throws {
        let manifest = try SourcesManifest.load()
        #expect(Self.files.count >= 16)
        #expect(Set(manifest.entries.keys) == Set(Self.files), "SOURCES.md and the corpus folder list the same files")
    }

    @Test(arguments: files)
    func importMatchesSources(_ relative: String) throws {
        let manifest = try SourcesManifest.load()
        let expected = try #require(manifest.entries[relative], "no SOURCES.md entry for \(relative)")
        let url = TestPaths.corpus.appendingPathComponent(relative)
        let imported = try StoryboardImporter.importFile(at: url, name: TestPaths.shortName(relative))
        let storyboard = imported.storyboard
        #expect(storyboard.scenes.count == expected.scenes)
        // SOURCES.md counts every <segue> element: segues, unwinds and relationships alike.
        let comparable = storyboard.segues.count + storyboard.unwinds.count + storyboard.relationships.count
        #expect(comparable == expected.segues)
        // Nothing skipped; unwind targets chosen without the app's code are import.guessed notes.
        let warnings = imported.warnings.filter { $0.severity != .note }
        #expect(warnings.isEmpty, "unexpected warnings: \(warnings.map(\.message))")
        #expect(imported.warnings.allSatisfy { $0.severity == .warning || $0.rule == StoryboardImporter.guessedRule })
        #expect(imported.warnings.filter { $0.severity == .note }.count
                == imported.unwindTargets.values.filter { $0 == .namedInAction || $0 == .nearestPresenter }.count)
        let names = storyboard.scenes.map(\.name)
        #expect(Set(names).count == names.count, "scene names are unique")
    }

    @Test(arguments: files)
    func goldenChapter(_ relative: String) throws {
        let chapter = try Self.chapter(relative)
        Golden.check(chapter, named: TestPaths.goldenName(relative) + ".md")
    }

    @Test(arguments: files)
    func importIsDeterministic(_ relative: String) throws {
        let first = try Self.chapter(relative)
        let second = try Self.chapter(relative)
        #expect(first == second)
        let url = TestPaths.corpus.appendingPathComponent(relative)
        let a = try StoryboardImporter.importFile(at: url), b = try StoryboardImporter.importFile(at: url)
        #expect(a == b)
    }

    @Test func wholeCorpusImportsQuickly() throws {
        let urls = Self.files.map { TestPaths.corpus.appendingPathComponent($0) }
        let clock = ContinuousClock()
        var scenes = 0
        let elapsed = try clock.measure {
            for url in urls { scenes += try StoryboardImporter.importFile(at: url).storyboard.scenes.count }
        }
        print("StoryboardImport: \(urls.count) corpus files, \(scenes) scenes imported in \(elapsed)")
        #expect(scenes > 0)
    }

    static func chapter(_ relative: String) throws -> String {
        let url = TestPaths.corpus.appendingPathComponent(relative)
        let imported = try StoryboardImporter.importFile(at: url, name: TestPaths.shortName(relative))
        return FlowWriter.chapter(for: imported, sourcePath: "corpus/storyboards/" + relative)
    }
}
