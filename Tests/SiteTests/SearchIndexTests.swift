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
            #expect(SearchText.terms(text, humps: false) == SearchText.generalTerms(text, humps: false),
                    "\(text.debugDescription)")
        }
    }

    /// The byte table `forEachTerm` reads words through says what the scalar rules say, its
    /// capitals test finds the capitals, and a short word's key, packed from its bytes, is its
    /// folded term's key.
    @Test func theWordByteTableReadsLikeTheRules() {
        for value in 0...255 {
            let byte = UInt8(value)
            let expected = byte >= 0x80 || SearchText.isWordScalar(Unicode.Scalar(byte))
            #expect(SearchText.wordBytes[value] == expected, "\(value)")
        }
        // Each ASCII byte in each position of a word, next to bytes of every kind.
        for value in 0..<0x80 {
            for position in 0..<8 {
                let filler: UInt64 = [0x00, 0x41, 0x5A, 0x61, 0x7F][position % 5]
                var word: UInt64 = 0
                var expected: UInt64 = 0
                for slot in 0..<8 {
                    let byte = slot == position ? UInt64(value) : filler
                    word |= byte << UInt64(8 * slot)
                    if byte >= 0x41, byte <= 0x5A { expected |= 0x80 << UInt64(8 * slot) }
                }
                #expect(SearchText.capitals(word) == expected, "\(value) at \(position)")
            }
        }
        for word in ["ab", "Go", "x9", "42", "segue", "Segues1", "abcdefgh", "ABCDEFGH", "Zz09aZ"] {
            var keys: [TermKey] = []
            SearchText.forEachTerm(" \(word).", humps: false, ascii: { keys.append($0) }, other: { _ in })
            #expect(keys == [TermKey(folded: SearchText.fold(word))!], "\(word)")
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

    /// The scoring rules spelled out plainly (a dictionary of strings per entry), for the
    /// scorer's packed keys and numbered terms to be checked against.
    static func plainScores(_ document: SearchDocument) -> [String: Int] {
        var score: [String: Int] = [:], body: [String: Int] = [:]
        var fields: [String: Set<Int>] = [:]
        var field = 0
        func add(_ terms: [String], weight: Int) {
            for term in terms where fields[term, default: []].insert(field).inserted { score[term, default: 0] += weight }
            field += 1
        }
        if document.carriesTitle {
            add(SearchText.terms(document.page), weight: SearchIndexBuilder.Weight.title)
            add(SearchText.terms(document.part), weight: SearchIndexBuilder.Weight.part)
        }
        add(SearchText.terms(document.heading), weight: SearchIndexBuilder.Weight.heading)
        for name in document.names {
            add(SearchText.terms(name), weight: SearchIndexBuilder.Weight.name)
            if let exact = SearchText.term(SearchText.nameKey(name)) { score[exact, default: 0] += SearchIndexBuilder.Weight.exactName }
        }
        add(document.code.flatMap { SearchText.terms($0) }, weight: SearchIndexBuilder.Weight.code)
        for term in SearchText.terms(document.text) { body[term, default: 0] += SearchIndexBuilder.Weight.body }
        var result = score
        for (term, points) in body { result[term, default: 0] += min(points, SearchIndexBuilder.Weight.bodyCap) }
        return result
    }

    @Test func theScorerCountsByThePlainRules() {
        let pieces = ["Segue", " segue", " unwind", " prepareForSegue", " URLSession", " Crème", " brûlée", " x", " 42",
                      " naïve", " 中文", " K", "\u{212A}elvin", " ", ".", "-", String(repeating: "Q", count: 40), " pickGame",
                      // Humped words, which the scorer caches whole: more parts than a slot holds,
                      // longer than a key, the same letters in other cases, digits.
                      " dequeueReusableCell", " PickGame", " pickgame", " URLSessionDataTask", " aaBbCcDdEeFfGgHh",
                      " tableView2Cell", " " + String(repeating: "fooBar", count: 7), " xY", " naïveCell"]
        var state: UInt64 = 99
        func text(_ count: Int) -> String {
            var text = ""
            for _ in 0..<count {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            return text
        }
        // The default cache, and one so small that terms keep taking each other's slots.
        var scorers = [EntryScorer(), EntryScorer(recentSlots: 4)]
        // Two scorers that meet the same terms in the same order: one hands its scores over, one appends them.
        struct Pair: Hashable { var id: Int, score: Int }
        var appending = [EntryScorer(), EntryScorer()]
        for index in 0..<300 {
            let document = SearchDocument(
                url: "c.html", page: text(3), part: text(2), heading: text(2), carriesTitle: index % 3 == 0, text: text(30),
                code: [text(2), text(1)], names: index % 4 == 0 ? [text(2), text(1)] : [])
            // One scorer for all entries, as a chunk uses it: nothing of one entry is left in the next.
            for which in scorers.indices {
                var scored: [Int: Int] = [:]
                scorers[which].scores(of: document) { id, score in
                    #expect(scored.updateValue(score, forKey: id) == nil, "a term is handed over once per entry")
                }
                let named = Dictionary(uniqueKeysWithValues: scored.map { (scorers[which].term($0.key), $0.value) })
                #expect(named == Self.plainScores(document), "\(document)")
            }
            // Appended after what an array holds, the scores are the ones handed over (in another
            // order: the index builder groups them by term), each once.
            var emitted: [Pair] = []
            appending[0].scores(of: document) { emitted.append(Pair(id: $0, score: $1)) }
            var appended = [Pair(id: -1, score: -1)]
            appending[1].appendScores(of: document, to: &appended) { Pair(id: $0, score: $1) }
            #expect(appended.first == Pair(id: -1, score: -1) && appended.count == emitted.count + 1, "\(document)")
            #expect(Set(appended.dropFirst()) == Set(emitted), "\(document)")
        }
        // A term the general path folds to ASCII (the Kelvin sign) is the ASCII path's term.
        let kelvin = SearchIndexBuilder.scores(of: SearchDocument(url: "k.html", page: "K", text: "\u{212A}elvin kelvin"))
        #expect(kelvin.map(\.0) == ["kelvin"] && kelvin.first?.1 == 2 * SearchIndexBuilder.Weight.body)
    }

    /// The scorer's cache of humped words' term ids hands the tallies the ids the split word
    /// would, in the same order: a scorer with it (and one so small that words keep taking each
    /// other's slot) gives what a scorer without any cache gives, term for term.
    @Test func cachedHumpedWordsScoreLikeTheirParts() {
        let words = ["dequeueReusableCell", "tableView", "TableView", "tableview", "URLSession", "URLSessionDataTask",
                     "aBcDeFgHiJkLmNoP", "prepareForSegue", "x1Y2z3", "ViewController", String(repeating: "abCd", count: 9),
                     "pickGame", "pickGame2", "naïveView", "AB", "aB"]
        var state: UInt64 = 7
        func text(_ count: Int) -> String {
            (0..<count).map { _ in
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return words[Int(state >> 33) % words.count]
            }.joined(separator: " ")
        }
        var plain = EntryScorer(recentSlots: 0)
        var cached = [EntryScorer(), EntryScorer(recentSlots: 4)]
        for index in 0..<200 {
            let document = SearchDocument(url: "c.html", page: text(2), heading: text(1), carriesTitle: index % 2 == 0,
                                          text: text(20), code: [text(15), text(3)], names: [text(1)])
            var expected: [Pair] = []
            plain.scores(of: document) { expected.append(Pair(id: $0, score: $1)) }
            for which in cached.indices {
                var got: [Pair] = []
                cached[which].scores(of: document) { got.append(Pair(id: $0, score: $1)) }
                #expect(got == expected, "\(document)")
                #expect(cached[which].terms == plain.terms)
            }
        }
    }

    private struct Pair: Equatable { var id: Int, score: Int }

    /// A chapter's code field holds one string per listing (its names one space apart, or a
    /// flow block's text), not one per name or word: the field counts a term once, and no term
    /// spans two words, so the scores are the ones of the names one by one.
    @Test func oneStringPerListingScoresLikeItsNamesOneByOne() {
        let pieces = ["segue", "prepareForSegue", "URLSession", "é", "\u{301}", "Crème", "中文", "x", "42", "K", "\u{212A}", ":",
                      "->", " ", "\n", "\r\n", "\"", "=", String(repeating: "Q", count: 40), "pickGame", "😀"]
        var state: UInt64 = 2028
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<16 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            let words = SearchText.words(text).map(String.init)
            func scores(_ code: [String]) -> [String: Int] {
                Dictionary(uniqueKeysWithValues: SearchIndexBuilder.scores(
                    of: SearchDocument(url: "c.html", page: "C", text: "body segue", code: code)))
            }
            #expect(scores([text]) == scores(words), "\(text.debugDescription)")
            #expect(scores([words.joined(separator: " ")]) == scores(words), "\(text.debugDescription)")
        }
    }

    @Test func termKeysHoldTheLongestTerm() {
        #expect(TermKey.capacity == SearchText.maximumTermLength)
        let word = Array("AbcdefghIJKLMNOPqrstuvwxYZ012345".utf8)
        #expect(TermKey(lowercasing: word.span, 0..<32).string == "abcdefghijklmnopqrstuvwxyz012345")
        #expect(TermKey(lowercasing: word.span, 0..<9) != TermKey(lowercasing: word.span, 0..<8))
        #expect(TermKey(lowercasing: word.span, 2..<5) == TermKey(folded: "cde"))
        #expect(TermKey(folded: "né") == nil)
    }

    /// The best `count` of `scores` (higher score first, then earlier entry), in entry order.
    static func best(_ scores: [Int], count: Int) -> [Int] {
        let ranked = scores.indices.sorted { scores[$0] != scores[$1] ? scores[$0] > scores[$1] : $0 < $1 }
        return ranked.prefix(count).sorted()
    }

    @Test func commonTermsCutWhileReadingKeepTheBestOfTheWholeBook() {
        // 700 entries with "common" in each, scored from body (2) to an exact name (1000 and more);
        // more groups than a batch, so lists are cut as chunks are merged, many times over, and
        // later postings scoring no more than a cut's floor (most: ties at 2) are never appended.
        var state: UInt64 = 7
        let documents = (0..<700).map { index -> SearchDocument in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let roll = Int(state >> 33) % 100
            return SearchDocument(url: "c\(index).html", page: "P", heading: roll < 3 ? "Common heading" : "Other",
                                  text: roll < 30 ? "common common common" : "common",
                                  names: roll == 99 ? ["Common"] : [])
        }
        let scores = documents.map { document in SearchIndexBuilder.scores(of: document).first { $0.0 == "common" }!.1 }
        for keep in [1, 3, 25] {
            var builder = SearchIndexBuilder()
            builder.postingsPerTerm = keep
            builder.singleFileLimit = 0
            let files = builder.files(groups: documents) { [$0] }
            let co = files.first { $0.path == "search/t-636f.js" }!.text
            var expected = "\"common\":["
            var previous = 0
            for (position, entry) in Self.best(scores, count: keep).enumerated() {
                expected += (position > 0 ? "," : "") + "\(entry - previous),\(scores[entry])"
                previous = entry
            }
            #expect(co.contains(expected + "]"), "keep \(keep)")
        }
    }

    /// The ASCII shortcuts of `nameKey` and `shardKey` give what the scalar-by-scalar rules give.
    @Test func asciiNameKeysAndShardKeysReadLikeTheGeneralOnes() {
        let pieces = ["Pick", "game", "-", " ", "42", "É", "é", "中", "_", "URL", "\u{212A}", "x", ".", "😀"]
        var state: UInt64 = 3
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<5 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            let general = SearchText.fold(String(String.UnicodeScalarView(text.unicodeScalars.filter(SearchText.isWordScalar))))
            #expect(SearchText.nameKey(text) == general, "\(text.debugDescription)")
            let folded = SearchText.fold(text)
            #expect(SearchIndexBuilder.shardKey(folded)
                == String(String.UnicodeScalarView(folded.unicodeScalars.prefix(SearchText.minimumTermLength))),
                "\(folded.debugDescription)")
        }
    }

    /// A chunk's postings, grouped by term, keep each term's entry order.
    @Test func groupedPostingsKeepTheirOrderWithinATerm() {
        let scored = zip([0, 1, 0, 2, 0, 1], [10, 20, 11, 30, 12, 21] as [UInt64]).map { SearchIndexBuilder.Scored(id: Int32($0), posting: $1) }
        let (postings, starts) = SearchIndexBuilder.grouped(scored, terms: 4)
        #expect(postings == [10, 11, 12, 20, 21, 30])
        #expect(starts == [0, 3, 5, 6, 6])
    }

    @Test func decimalsAreWrittenWhole() {
        for value in [0, 7, 9, 10, 42, 99, 100, 101, 999, 1000, 1009, 65_536, 1_048_575, 123_456_789, (1 << 44) - 1] {
            var bytes = [UInt8](repeating: 0, count: 20)
            var end = 0
            do {
                var out = bytes.mutableSpan
                SearchIndexBuilder.writeDecimal(value, to: &out, at: &end)
            }
            #expect(String(decoding: bytes[..<end], as: UTF8.self) == String(value))
        }
    }

    /// A term's part, written as its postings are picked, is its best postings (by the plain
    /// rule: higher score first, then earlier entry) delta-coded, whatever the entries and scores.
    @Test func termPartsWriteTheBestPostings() {
        var state: UInt64 = 11
        func roll(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        for keep in [1, 3, 10, 50] {
            for size in [0, 1, 5, 10, 11, 60, 300] {
                var entry = roll(3) == 0 ? (1 << 43) : 0
                var entries: [Int] = []
                var scores: [Int] = []
                for _ in 0..<size {
                    entry += 1 + (roll(4) == 0 ? roll(5000) : roll(3))
                    entries.append(entry)
                    scores.append([2, 4, 10, 30, 1000, 1_048_573][roll(6)] + roll(3))
                }
                var builder = SearchIndexBuilder()
                builder.postingsPerTerm = keep
                let postings = zip(entries, scores).map { SearchIndexBuilder.pack(entry: $0, score: $1) }
                var expected = "\"t\":["
                var previous = 0
                for (position, index) in Self.best(scores, count: keep).enumerated() {
                    expected += (position > 0 ? "," : "") + "\(entries[index] - previous),\(scores[index])"
                    previous = entries[index]
                }
                #expect(builder.termPart("t", postings) == expected + "]", "keep \(keep), size \(size)")
            }
        }
    }

    /// Chunks merged by their terms' keys (or strings, for terms with other scalars) give the
    /// term files of every entry's terms gathered by string, sorted, and put in their shards.
    @Test func chunksMergeLikeTermsGatheredByString() {
        let words = ["segue", "Segue", "café", "cafe", "naïve", "Straße", "中文", "prepareForSegue", "URLSession",
                     "internationalization", "a1", "x9y", "\u{212A}elvin", "kelvin", "été", "Été", "zz", "ab"]
        var state: UInt64 = 5
        let documents = (0..<300).map { index -> SearchDocument in
            var text: [String] = []
            for _ in 0..<6 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text.append(words[Int(state >> 33) % words.count])
            }
            return SearchDocument(url: "c\(index).html", page: "P", heading: text[0], text: text.joined(separator: " "))
        }
        var builder = SearchIndexBuilder()
        builder.singleFileLimit = 0
        builder.postingsPerTerm = 40
        let files = builder.files(groups: documents) { [$0] }
        var postings: [String: [UInt64]] = [:]
        for (entry, document) in documents.enumerated() {
            for (term, score) in SearchIndexBuilder.scores(of: document) {
                postings[term, default: []].append(SearchIndexBuilder.pack(entry: entry, score: score))
            }
        }
        var parts: [String: [String]] = [:]
        for term in postings.keys.sorted() {
            parts[SearchIndexBuilder.shardKey(term), default: []].append(builder.termPart(term, postings[term]!))
        }
        let termFiles = files.filter { $0.path.hasPrefix("search/t-") }
        #expect(termFiles.count == parts.count)
        for (key, keyParts) in parts {
            let file = termFiles.first { $0.path == "search/t-\(SearchIndexBuilder.hex(key)).js" }
            #expect(file?.text == SearchIndexBuilder.termsCall(key: key, parts: keyParts), "\(key)")
        }
    }

    @Test func nonASCIITermsGetHexFileNames() {
        #expect(SearchIndexBuilder.hex("né") == "6ec3a9")
        #expect(SearchIndexBuilder.shardKey("über") == "üb")
    }
}
