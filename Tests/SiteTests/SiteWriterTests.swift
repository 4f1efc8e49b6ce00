import Foundation
import Site
import Testing

@Suite struct SiteWriterTests {
    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func refusesSourceFoldersAndTheirParents() throws {
        let root = try temporaryFolder()
        let content = root.appendingPathComponent("content")
        #expect(throws: SiteError.self) { try SiteWriter(output: content, protecting: [content]) }
        #expect(throws: SiteError.self) { try SiteWriter(output: root, protecting: [content]) }
        #expect(throws: Never.self) { try SiteWriter(output: root.appendingPathComponent("site"), protecting: [content]) }
    }

    @Test func refusesAFolderItDidNotCreate() throws {
        let root = try temporaryFolder()
        let out = root.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: out.appendingPathComponent("mine.txt").path, contents: Data("keep".utf8))
        #expect(throws: SiteError.self) { try SiteWriter(output: out, protecting: []) }
        // An empty folder is fine.
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(throws: Never.self) { try SiteWriter(output: empty, protecting: []) }
    }

    @Test func commitSwapsAndDiscardKeepsThePreviousSite() throws {
        let root = try temporaryFolder()
        let out = root.appendingPathComponent("site")
        let writer = try SiteWriter(output: out, protecting: [])
        let first = try writer.makeStaging()
        try DirectoryOutput(root: first).write("index.html", "one")
        try writer.commit(first)
        #expect(FileManager.default.contents(atPath: out.appendingPathComponent("index.html").path) == Data("one".utf8))

        // A second, failed build: staging discarded, the site untouched.
        let again = try SiteWriter(output: out, protecting: [])
        let second = try again.makeStaging()
        try DirectoryOutput(root: second).write("index.html", "two")
        again.discard(second)
        #expect(FileManager.default.contents(atPath: out.appendingPathComponent("index.html").path) == Data("one".utf8))
        #expect(!FileManager.default.fileExists(atPath: second.path))

        // A third, good build replaces it; no stale files survive.
        let third = try again.makeStaging()
        try DirectoryOutput(root: third).write("other.html", "three")
        try again.commit(third)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(SiteWriter.marker).path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }
}
