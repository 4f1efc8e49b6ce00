import Foundation
import Site
import Testing

/// The bundled tutorial's friend-list chapter takes its listings from the example app in
/// `examples/FriendList/` (`sources: examples` in flowdoc.conf): every region of the app is
/// included once, and the built page shows each region's code under the file's name.
@Suite struct ExampleAppTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `// region: NAME` … `// endregion`: (file, name, first code line) for each region.
    static func regions() throws -> [(file: String, name: String, firstLine: String)] {
        let folder = root.appendingPathComponent("examples/FriendList")
        var result: [(String, String, String)] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".swift") {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("// region:"), index + 1 < lines.count else { continue }
                let name = String(trimmed.dropFirst(10)).trimmingCharacters(in: .whitespaces)
                result.append((file, name, lines[index + 1].trimmingCharacters(in: .whitespaces)))
            }
        }
        return result
    }

    @Test func everyRegionIsIncludedOnceAndShownOnThePage() throws {
        let regions = try Self.regions()
        #expect(regions.count == 4)
        let chapter = try String(contentsOf: Self.root.appendingPathComponent("content/04-friend-list.md"), encoding: .utf8)
        for region in regions {
            let fence = "```swift file=FriendList/\(region.file) region=\(region.name)\n```"
            #expect(chapter.components(separatedBy: fence).count == 2, "chapter 4 includes \(region.file) \(region.name) once")
        }
        let output = MemoryOutput()
        let report = try SiteBuilder(root: Self.root).build(into: output)
        #expect(!report.diagnostics.contains { $0.severity == .error }, "\(report.diagnostics)")
        let page = String(decoding: try #require(output.files["friend-list.html"]), as: UTF8.self)
        for region in regions {
            #expect(page.contains(region.file), "the page names \(region.file)")
        }
        // The highlighted code of the editor region (identifiers are whole tokens).
        #expect(page.contains(">EditViewController<"), "included code is on the page")
        #expect(page.contains(">cancelInput<") || page.contains("cancelInput"), "the segue identifiers of included code are there")
    }
}
