import Site
import Testing

@Suite struct SitePathTests {
    @Test func splitsPathQueryAndFragment() {
        #expect(SitePath.split("a/b.md?x=1#frag") == .init(path: "a/b.md", query: "?x=1", fragment: "frag"))
        #expect(SitePath.split("#top") == .init(path: "", query: "", fragment: "top"))
        #expect(SitePath.split("b.md") == .init(path: "b.md", query: "", fragment: nil))
    }

    @Test func resolvesAgainstTheChaptersFolder() {
        #expect(SitePath.resolve("../basics/01-intro.md", from: "04-extras") == "basics/01-intro.md")
        #expect(SitePath.resolve("./img//a.png", from: "04-extras") == "04-extras/img/a.png")
        #expect(SitePath.resolve("img/", from: "") == "img/")
        #expect(SitePath.resolve("../../x.md", from: "a") == nil)
        #expect(SitePath.resolve("../README.md", from: "") == nil)
    }

    @Test func relativeURLsBetweenPages() {
        #expect(SitePath.relativeURL(from: "extras/one.html", to: "basics/launch.html") == "../basics/launch.html")
        #expect(SitePath.relativeURL(from: "extras/one.html", to: "extras/img/a.png") == "img/a.png")
        #expect(SitePath.relativeURL(from: "index.html", to: "extras/one.html") == "extras/one.html")
        #expect(SitePath.relativeURL(from: "extras/one.html", to: "index.html") == "../index.html")
        #expect(SitePath.relativeURL(from: "index.html", to: "img/my photo é.png") == "img/my%20photo%20%C3%A9.png")
    }

    @Test func assetsInPartsFollowTheirChapters() {
        #expect(SitePath.assetOutputPath("04-extras/img/local.png", chapterFolders: ["04-extras"]) == "extras/img/local.png")
        #expect(SitePath.assetOutputPath("img/a.png", chapterFolders: ["04-extras"]) == "img/a.png")
        #expect(SitePath.assetOutputPath("01-media/a.png", chapterFolders: ["04-extras"]) == "01-media/a.png")
    }

    /// A nested folder that holds chapters is slugged as their output folder is, so an image
    /// next to a chapter stays next to its page; below the last such folder names are kept.
    @Test func assetsInNestedChapterFoldersFollowTheirChapters() {
        let folders: Set<String> = ["04-extras", "04-extras/01-More", "04-extras/01-More/02-deep"]
        #expect(SitePath.assetOutputPath("04-extras/01-More/a.png", chapterFolders: folders) == "extras/more/a.png")
        #expect(SitePath.assetOutputPath("04-extras/01-More/02-deep/01-img/b.png", chapterFolders: folders)
                == "extras/more/deep/01-img/b.png")
        #expect(SitePath.assetOutputPath("04-extras/02-Pics/01-c.png", chapterFolders: folders) == "extras/02-Pics/01-c.png")
    }

    @Test func relativeURLsBetweenNestedPages() {
        #expect(SitePath.relativeURL(from: "basics/more/deep.html", to: "basics/other/x.html") == "../other/x.html")
        #expect(SitePath.relativeURL(from: "basics/more/deep.html", to: "static/style.css") == "../../static/style.css")
        #expect(SitePath.relativeURL(from: "a/b/c/d.html", to: "a/b/index.html") == "../index.html")
        #expect(SitePath.relativeURL(from: "a/b.html", to: "a/b/c/d.html") == "b/c/d.html")
        #expect(SiteLinks.root(for: "a/b/c/d.html") == "../../../")
    }

    /// `root(for:)` counts the path's non-empty components on its bytes, as splitting at `/`
    /// did: doubled, leading and trailing slashes add no folder.
    @Test func rootCountsNonEmptyComponents() {
        #expect(SiteLinks.root(for: "index.html") == "")
        #expect(SiteLinks.root(for: "part-1/step-2.html") == "../")
        #expect(SiteLinks.root(for: "a//b.html") == "../")
        #expect(SiteLinks.root(for: "/a/b.html") == "../")
        #expect(SiteLinks.root(for: "a/b/") == "../")
        #expect(SiteLinks.root(for: "é/ü/x.html") == "../../")
    }

    /// A link within the page's folder is the file name; one into a subfolder or elsewhere
    /// is `root` + path.
    @Test func hrefInTheSameFolder() {
        #expect(SiteLinks.href(to: "part-1/step-2.html", root: "../", folder: "part-1/") == "step-2.html")
        #expect(SiteLinks.href(to: "part-1/more/x.html", root: "../", folder: "part-1/") == "../part-1/more/x.html")
        #expect(SiteLinks.href(to: "part-2/x.html", root: "../", folder: "part-1/") == "../part-2/x.html")
        #expect(SiteLinks.href(to: "part-1/", root: "../", folder: "part-1/") == "../part-1/")
        #expect(SiteLinks.href(to: "x.html", root: "", folder: nil) == "x.html")
    }
}
