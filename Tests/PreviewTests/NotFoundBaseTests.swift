@testable import Preview
import Testing

/// The preview's 404 page gets `<base href="/">` first in its head, so its root-relative
/// links work at any depth.
@Suite struct NotFoundBaseTests {
    static func inject(_ html: String) -> String {
        String(decoding: NotFoundBase.inject(into: Array(html.utf8)), as: UTF8.self)
    }

    @Test func goesFirstInTheHead() {
        #expect(Self.inject("<html><head><meta charset=\"utf-8\"><base href=\"/flows/\"></head>")
            == "<html><head><base href=\"/\"><meta charset=\"utf-8\"><base href=\"/flows/\"></head>")
        #expect(Self.inject("<HEAD lang=x><title>t</title>") == "<HEAD lang=x><base href=\"/\"><title>t</title>")
    }

    @Test func pagesWithoutAHeadStayAsTheyAre() {
        #expect(Self.inject("<header>no head</header>") == "<header>no head</header>")
        #expect(Self.inject("") == "")
        #expect(Self.inject("<head") == "<head")
    }
}
