import Foundation
import Site
import SourceModel
import Testing

/// `markdown: gfm | commonmark` in flowdoc.conf.
@Suite struct MarkdownSettingTests {
    @Test func gfmIsTheDefaultAndCommonMarkIsOneSettingAway() {
        let (defaults, none) = SiteSettings.parse(SourceFile(path: "flowdoc.conf", text: "title: X\n"))
        #expect(none.isEmpty)
        #expect(defaults.markdown == .gfm)
        let (plain, problems) = SiteSettings.parse(SourceFile(path: "flowdoc.conf", text: "markdown: CommonMark\n"))
        #expect(problems.isEmpty)
        #expect(plain.markdown == .commonmark)
    }

    @Test func aWrongValueIsALocatedErrorWithASuggestion() throws {
        let (settings, problems) = SiteSettings.parse(SourceFile(path: "flowdoc.conf", text: "title: X\nmarkdown: gmf\n"))
        #expect(settings.markdown == .gfm)
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.rule == "settings.value")
        #expect(problem.location?.line == 2)
        #expect(problem.location?.column == 11)
        #expect(problem.fixIts.first?.replacement == "gfm")
    }

    @Test func theSettingReachesTheChapters() throws {
        let site = try FixtureSite(["content/index.md": "| a |\n| - |\n"])
        var settings = SiteSettings()
        let (gfm, _) = try ContentLoader.load(root: site.root, settings: settings)
        #expect(gfm.chapters[0].document.html { _ in "" }.contains("<table>"))
        settings.markdown = .commonmark
        let (plain, _) = try ContentLoader.load(root: site.root, settings: settings)
        #expect(plain.chapters[0].document.html { _ in "" } == "<p>| a |\n| - |</p>\n")
    }
}
