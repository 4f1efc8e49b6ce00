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
        let served = try ServedSite(["content/01-ref/01-one.md": "# One\n\n[data](data)\n", "content/01-ref/data": "raw data\n"])
        defer { served.remove() }
        let data = served.url("content/01-ref/data")
        #expect(try served.rebuild().succeeded)
        #expect(try served.page("ref/data") == "raw data\n")

        try FileManager.default.removeItem(at: data)
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data("# Data\n\nNow a folder.\n".utf8).write(to: data.appendingPathComponent("index.md"))
        try Data("png".utf8).write(to: data.appendingPathComponent("x.png"))
        let asFolder = try served.rebuild(["content/01-ref/data"])
        #expect(asFolder.succeeded, "\(asFolder.diagnostics)")
        #expect(try served.page("ref/data/index.html").contains("Now a folder."))
        #expect(FileManager.default.fileExists(atPath: served.folder.appendingPathComponent("ref/data/x.png").path))

        try FileManager.default.removeItem(at: data)
        try Data("raw data again\n".utf8).write(to: data)
        let asFile = try served.rebuild(["content/01-ref/data"])
        #expect(asFile.succeeded, "\(asFile.diagnostics)")
        #expect(try served.page("ref/data") == "raw data again\n")
    }
}
