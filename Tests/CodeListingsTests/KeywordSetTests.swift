import Testing
@testable import CodeListings

/// The byte filter in front of the keyword tables must never hide a keyword.
@Suite struct KeywordSetTests {
    @Test func everyKeywordIsFoundAndOtherWordsAreNot() {
        for table in [Keywords.swift, Keywords.objectiveC] {
            let missed = table.words.filter { !table.contains(Array($0.utf8)[...]) }
            #expect(missed.isEmpty)
        }
        for word in ["viewDidLoad", "lets", "Var", "selfie", "x", "", "é", "performSegue"] {
            #expect(!Keywords.swift.contains(Array(word.utf8)[...]), "\(word)")
        }
        #expect(Keywords.classify(Array("guard".utf8)[...], keywords: Keywords.swift) == .keyword)
        #expect(Keywords.classify(Array("Guard".utf8)[...], keywords: Keywords.swift) == .typeName)
        #expect(Keywords.classify(Array("guard".utf8)[...], keywords: .empty) == .identifier)
    }
}
