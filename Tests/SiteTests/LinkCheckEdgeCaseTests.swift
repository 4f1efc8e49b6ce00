import Foundation
@testable import Site
import SourceModel
import Testing

/// Link checks on what real Markdown books do, each with a fixture that fires and one that does
/// not.
@Suite struct LinkCheckEdgeCaseTests {
    private func check(_ files: [String: String]) throws -> [Diagnostic] {
        let site = try FixtureSite(files)
        defer { try? FileManager.default.removeItem(at: site.root) }
        return try SiteBuilder(root: site.root).build(into: nil).diagnostics
    }

    private func build(_ files: [String: String]) throws -> MemoryOutput {
        let site = try FixtureSite(files)
        defer { try? FileManager.default.removeItem(at: site.root) }
        let output = MemoryOutput()
        _ = try SiteBuilder(root: site.root).build(into: output)
        return output
    }

    private func home(_ text: String, raw: Bool = false) -> [String: String] {
        [
            "flowdoc.conf": raw ? "raw-html: true\n" : "",
            "content/index.md": text,
            "content/01-mod.md": "# Modules\n\n## require(id)\n\nText.\n",
        ]
    }

    // MARK: link.malformed-url: ports and mailto lists

    @Test func portsAboveTheLastOneAreMalformed() throws {
        let diagnostics = try check(home("""
            # Home

            [a](http://example.com:99999/) [b](https://example.com:65536/x) [c](http://[::1]:70000/)

            """))
        #expect(diagnostics.map(\.rule) == ["link.malformed-url", "link.malformed-url", "link.malformed-url"], "\(diagnostics)")
        #expect(diagnostics.first?.message.contains("the port 99999 is out of range") == true)
    }

    @Test func emptyPortsLastPortAndMailtoListsAreFine() throws {
        let diagnostics = try check(home("""
            # Home

            [a](https://example.com:/) [b](https://example.com:65535/x) [c](http://example.com:00080/)
            [d](http://[::1]:/) [e](mailto:a@example.com,b@example.com) [f](mailto:a@example.com,b@example.com?subject=Hi)

            """))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // A comma list still needs an address in each place.
        let empty = try check(home("# Home\n\n[g](mailto:a@example.com,)\n"))
        #expect(empty.map(\.rule) == ["link.malformed-url"], "\(empty)")
    }
}
