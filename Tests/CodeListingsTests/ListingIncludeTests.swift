import Foundation
@testable import CodeListings
import SourceModel
import Testing

/// Listings included from the app's sources: `file=`, `region=`, `lines=`.
@Suite struct ListingIncludeTests {
    static let controller = """
    import UIKit

    class FriendListViewController: UITableViewController {
        // region: prepare
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if segue.identifier == "showDetail" {
                // region: inner
                let detail = segue.destination
                // endregion
                _ = detail
            }
        }
        // endregion

        // region: empty
        // endregion
    }

    """

    /// A sources folder with the controller, and a file outside it.
    final class Sources {
        let root: URL
        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-include-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("app/FriendList"), withIntermediateDirectories: true)
            try Data(ListingIncludeTests.controller.utf8).write(to: root.appendingPathComponent("app/FriendList/FriendListViewController.swift"))
            try Data("secret\n".utf8).write(to: root.appendingPathComponent("outside.swift"))
            try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("app/link.swift"),
                                                       withDestinationURL: root.appendingPathComponent("outside.swift"))
        }
        var app: String { root.appendingPathComponent("app").path }
        deinit { try? FileManager.default.removeItem(at: root) }
    }

    private let fence = SourceLocation(path: "content/04-friends.md", line: 12, column: 4)

    private func resolve(_ info: String, in sources: Sources?) -> (ListingInclude.Included?, [Diagnostic]) {
        ListingInclude.resolve(infoString: info, infoLocation: fence, sourcesRoot: sources?.app)
    }

    @Test func aRegionIsIncludedDedentedWithoutMarkers() throws {
        let sources = try Sources()
        let (included, problems) = resolve("swift file=FriendList/FriendListViewController.swift region=prepare", in: sources)
        #expect(problems.isEmpty)
        let listing = try #require(included)
        #expect(listing.path == "FriendList/FriendListViewController.swift")
        #expect(listing.firstLine == 5)
        #expect(listing.text == """
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if segue.identifier == "showDetail" {
                let detail = segue.destination
                _ = detail
            }
        }

        """)
        // The included code is scanned like a pasted listing.
        let found = ReferenceScanner.references(in: listing.text, language: .swift)
        #expect(found.map(\.value) == ["showDetail"])
    }

    @Test func linesAreIncluded() throws {
        let sources = try Sources()
        let (included, problems) = resolve("swift file=\"FriendList/FriendListViewController.swift\" lines=3-3", in: sources)
        #expect(problems.isEmpty)
        #expect(included?.text == "class FriendListViewController: UITableViewController {\n")
        #expect(included?.firstLine == 3)
    }

    @Test func aPastedListingIsNotAnInclude() {
        let (included, problems) = resolve("swift", in: nil)
        #expect(included == nil && problems.isEmpty)
    }

    @Test func missingFileRegionAndFolderAreLocatedErrors() throws {
        let sources = try Sources()
        let (_, noFolder) = resolve("swift file=A.swift", in: nil)
        #expect(noFolder.map(\.rule) == ["include.missing"])
        let (_, noFile) = resolve("swift file=FriendList/Nope.swift", in: sources)
        #expect(noFile.map(\.rule) == ["include.missing"])
        #expect(noFile.first?.location == SourceLocation(path: "content/04-friends.md", line: 12, column: 15))
        let (_, noRegion) = resolve("swift file=FriendList/FriendListViewController.swift region=prepar", in: sources)
        #expect(noRegion.map(\.rule) == ["include.missing"])
        #expect(noRegion.first?.fixIts.first?.replacement == "prepare")
        #expect(noRegion.first?.location?.column == 4 + "swift file=FriendList/FriendListViewController.swift region=".count)
        let (_, tooFar) = resolve("swift file=FriendList/FriendListViewController.swift lines=10-900", in: sources)
        #expect(tooFar.map(\.rule) == ["include.missing"])
        let (_, malformed) = resolve("swift file=FriendList/FriendListViewController.swift lines=ten", in: sources)
        #expect(malformed.map(\.rule) == ["include.syntax"])
    }

    @Test func anEmptyRegionIsAWarning() throws {
        let sources = try Sources()
        let (included, problems) = resolve("swift file=FriendList/FriendListViewController.swift region=empty", in: sources)
        #expect(included?.text == "")
        #expect(problems.map(\.rule) == ["include.empty-region"])
        #expect(problems.first?.severity == .warning)
    }

    @Test(arguments: ["../outside.swift", "/etc/passwd", "FriendList/../../outside.swift", "link.swift", "~/x.swift"])
    func pathsLeavingTheSourcesFolderAreRefused(_ path: String) throws {
        let sources = try Sources()
        let (included, problems) = resolve("swift file=\(path)", in: sources)
        #expect(included == nil)
        #expect(problems.map(\.rule) == ["include.outside-sources"])
    }

    @Test func regionMarkers() {
        #expect(SourceRegion.marker("    // region: prepare", opening: true) == "prepare")
        #expect(SourceRegion.marker("//region prepare ", opening: true) == "prepare")
        #expect(SourceRegion.marker("// regional", opening: true) == nil)
        #expect(SourceRegion.marker("  // endregion", opening: false) == "")
        #expect(SourceRegion.marker("// endregions", opening: false) == nil)
    }
}
