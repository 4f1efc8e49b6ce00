import Foundation
@testable import Site
import SourceModel
import Testing

/// DocC links between articles (`<doc:Name>`, `<doc:Name#Heading>`), as the articles of a
/// Swift-DocC catalog write them (the shapes of pointfreeco/swift-composable-architecture's
/// `Documentation.docc/Articles`: a "Topics" list of `- <doc:MigratingTo1.5>`, and
/// `<doc:TreeBasedNavigation#API-Unification>` in a paragraph). They were written into the site
/// as `href="doc:Name"`, which goes nowhere in a browser, and never checked.
@Suite struct DocCLinkTests {
    private let articles = [
        "content/01-WhatIsNavigation.md": "# What is navigation?\n\nRead <doc:TreeBasedNavigation>, and see\n"
            + "<doc:TreeBasedNavigation#API-Unification>; [older](doc:Articles/MigratingTo1.5).\n",
        "content/Articles/TreeBasedNavigation.md": "# Tree-based navigation\n\n## API Unification\n\nText.\n",
        "content/Articles/MigratingTo1.5.md": "# Migrating to 1.5\n\nText.\n",
    ]

    private func build(_ files: [String: String]) throws -> (BuildReport, MemoryOutput) {
        try FixtureSite.build(files)
    }

    @Test func aDocLinkGoesToTheArticleOfThatFileName() throws {
        let (report, output) = try build(articles)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.message))")
        let page = try #require(output.text("whatisnavigation.html"))
        #expect(page.contains(#"<a href="articles/treebasednavigation.html">doc:TreeBasedNavigation</a>"#))
        // DocC keeps the heading's case in the fragment; the site's ids are lower case.
        #expect(page.contains(#"<a href="articles/treebasednavigation.html#api-unification">"#))
        #expect(page.contains(#"<a href="articles/migratingto1-5.html">older</a>"#))
    }

    @Test func aDocLinkToNoArticleIsBrokenAndAMissingHeadingIsReported() throws {
        var files = articles
        files["content/02-Guides.md"] = "# Guides\n\n- <doc:TreeBasedNavigaton>\n- <doc:TreeBasedNavigation#Nowhere>\n"
            + "- <doc://com.example.Other/documentation/Other/Intro>\n"
        let (report, _) = try build(files)
        #expect(report.diagnostics.map(\.rule) == ["link.broken", "link.anchor"], "\(report.diagnostics.map(\.message))")
        let broken = try #require(report.diagnostics.first)
        #expect(broken.location == SourceLocation(path: "content/02-Guides.md", line: 3, column: 4))
        #expect(broken.message.contains("the article whose file is named 'TreeBasedNavigaton'"))
        #expect(broken.fixIts.first?.replacement == "doc:TreeBasedNavigation")
    }
}
