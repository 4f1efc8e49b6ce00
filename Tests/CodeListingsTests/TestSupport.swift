import Foundation
import TestSupport
import Testing
@testable import CodeListings

/// Significant tokens as `kind text` strings, for compact expectations.
func lexed(_ text: String, _ language: ListingLanguage = .swift) -> [String] {
    let bytes = Array(text.utf8)
    return Lexer.tokens(text, language: language)
        .filter { $0.kind != .whitespace }
        .map { "\($0.kind.rawValue) \(String(decoding: bytes[$0.range], as: UTF8.self))" }
}

/// The UTF-8 range of the first occurrence of `needle` in `text`.
func utf8Range(of needle: String, in text: String) -> Range<Int>? {
    let haystack = Array(text.utf8)
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, haystack.count >= pattern.count else { return nil }
    for start in 0...(haystack.count - pattern.count) where haystack[start..<(start + pattern.count)].elementsEqual(pattern) {
        return start..<(start + pattern.count)
    }
    return nil
}

/// Compares `actual` with `Golden/<name>` (the suite's one golden check, in TestSupport).
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    Golden.check(actual, name, sourceLocation: sourceLocation)
}

