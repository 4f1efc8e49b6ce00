import Foundation
import Testing

/// The diagrams of the four largest real storyboards of the shared corpus's apps (17 to 29
/// scenes; Tests/CLITests/Fixtures/apps), each imported with `flowdoc import` as a new user
/// would: clean, no crossings (dot has none either), every label clear of other edges, no text
/// cut, and narrow enough for a chapter's column at 1,400 px.
@Suite struct RealStoryboardDiagramTests {
    static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/CLITests/Fixtures/apps")

    @Test func largestRealStoryboardsReadWell() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { $0.hasSuffix(".storyboard") }.sorted()
        #expect(files.count == 4)
        var chapters: [String: String] = ["content/index.md": "# Real storyboards\n"]
        var names: [String] = []
        for (i, file) in files.enumerated() {
            let name = file.replacingOccurrences(of: ".storyboard", with: "").replacingOccurrences(of: "-", with: "_")
            let imported = try CLI.run(["import", Self.fixtures.appendingPathComponent(file).path, "--name", name])
            #expect(imported.status == 0, "\(file): \(imported.stderr)")
            chapters["content/0\(i + 1)-\(name.lowercased()).md"] = imported.stdout
            names.append(name)
        }
        let root = try CLI.site(chapters)
        defer { try? FileManager.default.removeItem(at: root) }
        try LayoutStats.expectClean(in: root, expectedCount: names.count)
        // Each is big: the test would prove little on small ones.
        let stats = try LayoutStats.figures(in: root)
        for name in names { #expect((stats[name]?["scenes"] as? Int ?? 0) >= 17, "\(name)") }
    }
}
