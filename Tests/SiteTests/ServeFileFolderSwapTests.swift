import Foundation
import Site
import SourceModel
import Testing

/// `serve` writes into the folder it served the last build from, and removes what that build
/// no longer has only after writing. An asset replaced by a folder of the same name (or a folder
/// by a file) put the new path where the old one still was: every rebuild failed with "file
/// exists" (or "is a folder") and the served site stayed stale for the rest of the session,
/// while a fresh build of the same files succeeded. Found by comparing a served site with fresh
/// builds after each edit (a file `content/12-reference/data` replaced by `data/index.md`).
@Suite struct ServeFileFolderSwapTests {
    @Test func anAssetReplacedByAFolderOfTheSameNameAndBack() throws {
        let site = try FixtureSite(["content/01-ref/01-one.md": "# One\n\n[data](data)\n", "content/01-ref/data": "raw data\n"])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-swap-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: site.root)
        }
        let builder = SiteBuilder(root: site.root)
        let output = IncrementalOutput(root: folder)
        let data = site.root.appendingPathComponent("content/01-ref/data")
        #expect(try builder.build(into: output, incremental: true).succeeded)
        #expect(try String(contentsOf: folder.appendingPathComponent("ref/data"), encoding: .utf8) == "raw data\n")

        try FileManager.default.removeItem(at: data)
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data("# Data\n\nNow a folder.\n".utf8).write(to: data.appendingPathComponent("index.md"))
        try Data("png".utf8).write(to: data.appendingPathComponent("x.png"))
        let asFolder = try builder.build(into: output, incremental: true, changed: ["content/01-ref/data"])
        #expect(asFolder.succeeded, "\(asFolder.diagnostics)")
        #expect(try String(contentsOf: folder.appendingPathComponent("ref/data/index.html"), encoding: .utf8).contains("Now a folder."))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("ref/data/x.png").path))

        try FileManager.default.removeItem(at: data)
        try Data("raw data again\n".utf8).write(to: data)
        let asFile = try builder.build(into: output, incremental: true, changed: ["content/01-ref/data"])
        #expect(asFile.succeeded, "\(asFile.diagnostics)")
        #expect(try String(contentsOf: folder.appendingPathComponent("ref/data"), encoding: .utf8) == "raw data again\n")
    }
}
