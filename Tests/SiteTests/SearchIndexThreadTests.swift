import Foundation
@testable import Site
import Testing

/// The search index made on its own thread from the moment the chapters are read: the same
/// files as the builder over the same groups, and none written before the build's word.
@Suite struct SearchIndexThreadTests {
    private static func tree() throws -> ContentTree {
        var files: [String: String] = [:]
        let paragraph = String(repeating: "The list pushes the detail scene when a row is selected. ", count: 12)
        for n in 1...300 {
            files["content/\(String(format: "%03d", n))-step-\(n).md"] = "# Step \(n)\n\n## First\n\n\(paragraph)\n\n## Second\n\n\(paragraph)\n"
        }
        let site = try FixtureSite(files)
        let (tree, problems) = try ContentLoader.load(root: site.root, settings: SiteSettings())
        #expect(problems.isEmpty, "\(problems)")
        return tree
    }

    @Test func sameFilesAsTheBuilderWrittenOnlyAfterTheWord() throws {
        let tree = try Self.tree()
        let expected = SearchIndexBuilder().files(groups: tree.chapters.indices.map { ReaderInputs.SearchGroup.chapter($0) }) {
            ReaderInputs.searchDocuments(of: $0, tree: tree, boards: [])
        }
        #expect(expected.filter { $0.path.hasPrefix("search/d-") }.count > 10, "the index is split")
        let output = MemoryOutput()
        // A small hold limit: the thread stops at it and waits for the word.
        let thread = SearchIndexThread(tree: tree, into: output, holdLimit: 4096)
        thread.provide([])
        Thread.sleep(forTimeInterval: 0.3)
        #expect(output.files.isEmpty)
        thread.proceed()
        let written = try thread.wait()
        #expect(written == expected.map(\.path))
        #expect(output.files.count == expected.count)
        for file in expected { #expect(output.text(file.path) == file.text, "\(file.path)") }
    }

    @Test func aCancelledIndexWritesNothingAndThrows() throws {
        let tree = try Self.tree()
        let output = MemoryOutput()
        let thread = SearchIndexThread(tree: tree, into: output)
        thread.cancel()  // before the storyboard pages: it must not wait for them
        #expect(throws: (any Error).self) { try thread.wait() }
        #expect(output.files.isEmpty)
    }
}
