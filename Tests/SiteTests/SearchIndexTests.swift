import Foundation
@testable import Site
import Testing

/// The search index: folding and terms as the script reads them, ranking weights, splitting.
@Suite struct SearchIndexTests {
    @Test func foldingDropsCaseAndDiacritics() {
        #expect(SearchText.fold("Éclair CAFÉ naïve") == "eclair cafe naive")
        #expect(SearchText.terms("Crème brûlée") == ["creme", "brulee"])
        // A plain ASCII word is only lower-cased.
        #expect(SearchText.fold("PrepareForSegue") == "prepareforsegue")
    }

    @Test func identifiersAlsoGiveTheirHumps() {
        #expect(SearchText.terms("prepareForSegue") == ["prepareforsegue", "prepare", "for", "segue"])
        #expect(SearchText.terms("URLSession") == ["urlsession", "url", "session"])
        #expect(SearchText.terms("prepare(for:sender:)") == ["prepare", "for", "sender"])
        // One-letter words are not terms; a single word has no humps.
        #expect(SearchText.terms("a b segue") == ["segue"])
        #expect(SearchText.nameKey("Pick Game") == "pickgame")
        #expect(SearchText.nameKey("pick-game") == SearchText.nameKey("PickGame"))
    }

    @Test func theASCIIPathReadsLikeTheGeneralOne() {
        let pieces = ["prepare", "For", "URL", "Session", "x", "A", "b", "42", "_", " ", ".", "(", ":", "é", "Ü", "中",
                      "ABCd", "aB", "Z9", "\n", "-", "😀", String(repeating: "q", count: 40)]
        var state: UInt64 = 12345
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<12 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            #expect(SearchText.terms(text) == SearchText.generalTerms(text, humps: true), "\(text.debugDescription)")
        }
    }

    @Test func longWordsAreCutLikeTheScriptCutsThem() {
        let word = String(repeating: "x", count: 100)
        #expect(SearchText.terms(word) == [String(repeating: "x", count: SearchText.maximumTermLength)])
    }

    static func score(_ document: SearchDocument, _ term: String) -> Int {
        SearchIndexBuilder.scores(of: document).first { $0.0 == term }?.1 ?? 0
    }

    @Test func titleAndHeadingOutrankBodyAndAnExactNameOutranksAll() {
        let titled = SearchDocument(url: "a.html", page: "Unwind segues", carriesTitle: true, text: "Nothing here.")
        let headed = SearchDocument(url: "b.html#x", page: "B", heading: "Unwind segues", text: "Nothing here.")
        let body = SearchDocument(url: "c.html", page: "C", carriesTitle: true,
                                  text: "An unwind, another unwind, unwind unwind unwind unwind unwind.")
        let named = SearchDocument(url: "s.html#segue-unwind", page: "S", heading: "Segue unwind", names: ["unwind"])
        let title = Self.score(titled, "unwind"), heading = Self.score(headed, "unwind")
        let inBody = Self.score(body, "unwind"), exact = Self.score(named, "unwind")
        #expect(title > heading && heading > inBody && inBody > 0)
        #expect(exact > title)
        // A body term counts at most `bodyCap`, however often it occurs.
        #expect(inBody == SearchIndexBuilder.Weight.bodyCap)
        // A title counts only for the entry that carries it.
        #expect(Self.score(SearchDocument(url: "a.html#y", page: "Unwind segues", heading: "Other"), "unwind") == 0)
    }

    static let documents: [SearchDocument] = (0..<100).map { index in
        SearchDocument(url: "c\(index).html", page: "Chapter \(index)", carriesTitle: true,
                       text: "Common words in every chapter, and word\(index) in this one. \"Quoted\" \u{2028} text.",
                       code: ["performSegue"], names: index == 7 ? ["PickGame"] : [])
    }

    @Test func smallIndexesAreOneFileLargeOnesAreSplit() {
        let single = SearchIndexBuilder().files(for: Self.documents)
        #expect(single.map(\.path) == ["search/meta.js"])
        #expect(single[0].text.hasPrefix("flowdocSearch.meta({\"version\":1,\"entries\":100,\"perFile\":32,\"single\":true"))

        var builder = SearchIndexBuilder()
        builder.singleFileLimit = 0
        let split = builder.files(for: Self.documents)
        let paths = split.map(\.path)
        // Entry files first (written while entries are read), then the list, then term files.
        #expect(paths.filter { $0.hasPrefix("search/d-") } == ["search/d-0.js", "search/d-1.js", "search/d-2.js", "search/d-3.js"])
        #expect(paths[4] == "search/meta.js" && paths.dropFirst(5).allSatisfy { $0.hasPrefix("search/t-") })
        // "common" is in the term file of "co" (hex 636f), with every entry: first delta 0, then 1s.
        let co = split.first { $0.path == "search/t-636f.js" }
        #expect(co?.text.contains("\"common\":[0,2,1,2,1,2") == true)
        #expect(split[4].text.contains("\"single\":false"))
        // The exact name key of entry 7 is in its record; text is JSON-escaped (U+2028 too).
        let d0 = split.first { $0.path == "search/d-0.js" }!.text
        #expect(d0.contains("[\"pickgame\"]"))
        #expect(d0.contains("\\\"Quoted\\\" \\u2028 text."))
        #expect(!d0.contains("\u{2028}"))
    }

    @Test func postingsOfVeryCommonTermsKeepTheBestEntries() {
        var builder = SearchIndexBuilder()
        builder.postingsPerTerm = 10
        builder.singleFileLimit = 0
        var documents = Self.documents
        documents[50].heading = "Common heading"
        let files = builder.files(for: documents)
        let co = files.first { $0.path == "search/t-636f.js" }!.text
        let list = co.split(separator: "\"common\":[")[1].prefix { $0 != "]" }
        let numbers = list.split(separator: ",").map { Int($0)! }
        #expect(numbers.count == 20)
        // Entry 50's heading hit is kept; ids stay in order (delta-coded).
        var id = 0
        var ids: [Int] = []
        for pair in stride(from: 0, to: numbers.count, by: 2) { id += numbers[pair]; ids.append(id) }
        #expect(ids.contains(50))
        #expect(ids == ids.sorted())
    }

    @Test func groupsNumberTheirEntriesInOrder() {
        var builder = SearchIndexBuilder()
        builder.singleFileLimit = 0
        // 100 entries in groups of 0…4, more groups than one chunk of a batch holds.
        var groups: [[SearchDocument]] = []
        var rest = Self.documents[...]
        var size = 0
        while !rest.isEmpty {
            groups.append(Array(rest.prefix(size)))
            rest = rest.dropFirst(size)
            size = (size + 1) % 5
        }
        let grouped = builder.files(groups: groups + Array(repeating: [], count: 2000)) { $0 }
        #expect(grouped == builder.files(for: Self.documents))
    }

    @Test func outputIsDeterministic() {
        var builder = SearchIndexBuilder()
        builder.singleFileLimit = 0
        #expect(builder.files(for: Self.documents) == builder.files(for: Self.documents))
    }

    @Test func nonASCIITermsGetHexFileNames() {
        #expect(SearchIndexBuilder.hex("né") == "6ec3a9")
        #expect(SearchIndexBuilder.shardKey("über") == "üb")
    }
}
