import Foundation
import Site
import Testing

/// A new empty folder under the temporary directory.
private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite struct SiteWriterTests {
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
        #expect(FileManager.default.createFile(atPath: out.appendingPathComponent("mine.txt").path, contents: Data("keep".utf8)))
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

/// Top-level folders made under names of their own to the build, renamed by `finish()`.
@Suite struct SpreadFolderTests {
    @Test func foldersGetTheirRealNamesOnlyWhenFinished() throws {
        let root = try temporaryFolder()
        let output = DirectoryOutput(root: root, spreadsFolders: true)
        try output.write("index.html", "top")
        try output.write("part-1/step-1.html", "one")
        try output.write("part-1/deeper/more.html", Array("two".utf8))
        try output.write("search/d-0.js", "three")
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: root.path))
        let suffix = ".flowdoc-new-\(getpid())"
        #expect(before == ["index.html", "part-1" + suffix, "search" + suffix], "\(before)")
        try output.finish()
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: root.path))
        #expect(after == ["index.html", "part-1", "search"], "\(after)")
        for (path, text) in [("index.html", "top"), ("part-1/step-1.html", "one"), ("part-1/deeper/more.html", "two"),
                             ("search/d-0.js", "three")] {
            #expect(FileManager.default.contents(atPath: root.appendingPathComponent(path).path) == Data(text.utf8), "\(path)")
        }
    }

    @Test func aFolderNameTooLongForTheSuffixKeepsItsOwn() throws {
        let root = try temporaryFolder()
        let output = DirectoryOutput(root: root, spreadsFolders: true)
        let long = String(repeating: "a", count: 250)
        try output.write("\(long)/page.html", "long")
        try output.write("short/page.html", "short")
        try output.finish()
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: root.path)) == [long, "short"])
        #expect(FileManager.default.contents(atPath: root.appendingPathComponent("\(long)/page.html").path) == Data("long".utf8))
    }

    @Test func aFailedWriteNamesTheRealPath() throws {
        let root = try temporaryFolder()
        let output = DirectoryOutput(root: root, spreadsFolders: true)
        try output.write("part-1/step-1.html", "one")
        // A folder where the file should go: the write fails, and says where in the site.
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("part-1.flowdoc-new-\(getpid())/step-2.html"), withIntermediateDirectories: true)
        do {
            try output.write("part-1/step-2.html", "two")
            Issue.record("the write should have failed")
        } catch let SiteError.io(message) {
            #expect(message.contains(root.path + "/part-1/step-2.html"), "\(message)")
            #expect(!message.contains("flowdoc-new"), "\(message)")
        }
    }
}

/// Issue 14: the swap, leftovers of killed builds, output inside the sources, full disks.
@Suite struct SiteWriterHardeningTests {
    private func contents(_ url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func outputInsideASourceFolderIsRefused() throws {
        let root = try temporaryFolder()
        let content = root.appendingPathComponent("content"), templates = root.appendingPathComponent("templates")
        for inside in ["content/out", "templates/static/out"] {
            #expect(throws: SiteError.self) {
                try SiteWriter(output: root.appendingPathComponent(inside), protecting: [content, templates], root: root)
            }
        }
        #expect(throws: SiteError.self) { try SiteWriter(output: root, protecting: [content, templates], root: root) }
        #expect(throws: Never.self) {
            try SiteWriter(output: root.appendingPathComponent("site"), protecting: [content, templates], root: root)
        }
        #expect(throws: Never.self) {
            try SiteWriter(output: root.appendingPathComponent("contents-site"), protecting: [content, templates], root: root)
        }
    }

    @Test func leftoversOfDeadBuildsAreRemovedAndLiveOnesKept() throws {
        let root = try temporaryFolder()
        let out = root.appendingPathComponent("site")
        // PIDs above the kernel's maximum are never running; PID 1 always is.
        for name in [".site.flowdoc-staging-99999999", ".site.flowdoc-old-99999998", ".site.flowdoc-staging-1"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(name + "/sub"), withIntermediateDirectories: true)
        }
        let writer = try SiteWriter(output: out, protecting: [])
        let staging = try writer.makeStaging()
        try DirectoryOutput(root: staging).write("index.html", "new")
        try writer.commit(staging)
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: root.path))
        #expect(names == ["site", ".site.flowdoc-staging-1"], "\(names)")
    }

    @Test func aSiteParkedByAKilledBuildIsPutBack() throws {
        let root = try temporaryFolder()
        let out = root.appendingPathComponent("site")
        let parked = root.appendingPathComponent(".site.flowdoc-old-99999999")
        try FileManager.default.createDirectory(at: parked, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: parked.appendingPathComponent("index.html"))
        try Data().write(to: parked.appendingPathComponent(SiteWriter.marker))
        let writer = try SiteWriter(output: out, protecting: [])
        writer.recoverLeftovers()
        #expect(contents(out.appendingPathComponent("index.html")) == "old")
        #expect(!FileManager.default.fileExists(atPath: parked.path))
    }

    @Test func theSwapLeavesTheOldSiteNowhere() throws {
        let root = try temporaryFolder()
        let out = root.appendingPathComponent("site")
        let writer = try SiteWriter(output: out, protecting: [])
        for round in ["one", "two", "three"] {
            let staging = try writer.makeStaging()
            try DirectoryOutput(root: staging).write("index.html", round)
            try writer.commit(staging)
            #expect(contents(out.appendingPathComponent("index.html")) == round)
            #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["site"])
        }
    }

    @Test func aFullDiskSaysSo() throws {
        // /dev/full fails every write with ENOSPC, as a full disk does.
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let output = DirectoryOutput(root: URL(fileURLWithPath: "/dev"))
        #expect {
            try output.write("full", Array(repeating: 0x41, count: 100))
        } throws: { error in
            "\(error)".contains("the disk is full (ENOSPC)")
        }
    }
}
