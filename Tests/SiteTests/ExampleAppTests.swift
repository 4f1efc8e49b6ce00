import Foundation
import Testing

/// The bundled tutorial's friend-list chapter shows the regions of the example app in
/// `examples/FriendList/`: until listings are included from files, every region must appear
/// in the chapter as a Swift listing, byte for byte, and every listing must be a region.
@Suite struct ExampleAppTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `// region: NAME` … `// endregion`, by name.
    static func regions(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        var current: (name: String, lines: [String])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// region:") {
                current = (String(trimmed.dropFirst(10)).trimmingCharacters(in: .whitespaces), [])
            } else if trimmed == "// endregion", let open = current {
                result[open.name] = open.lines.joined(separator: "\n")
                current = nil
            } else {
                current?.lines.append(String(line))
            }
        }
        return result
    }

    @Test func chapterListingsAreTheAppsRegions() throws {
        let folder = Self.root.appendingPathComponent("examples/FriendList")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files == ["DetailViewController.swift", "EditViewController.swift", "MasterViewController.swift"])
        var regions: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            regions += Self.regions(text).values
        }
        #expect(regions.count == 4)
        let chapter = try String(contentsOf: Self.root.appendingPathComponent("content/04-friend-list.md"), encoding: .utf8)
        let listings = chapter.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
        #expect(Set(listings) == Set(regions))
    }
}
