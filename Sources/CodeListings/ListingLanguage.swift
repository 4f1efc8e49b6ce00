/// The languages whose code listings flowdoc can lex, highlight and scan.
package enum ListingLanguage: String, Sendable, CaseIterable {
    case swift
    case objectiveC

    /// Reads the language from a fenced code block's info string: its first word, case-insensitively.
    ///
    /// `swift` is Swift; `objc`, `objective-c`, `obj-c`, `objectivec` and `m` are Objective-C.
    /// Anything else (including an empty info string) is `nil`.
    /// The info-string words that name each language (the first word, lower-cased).
    package static let infoStrings: [String: ListingLanguage] = [
        "swift": .swift,
        "objc": .objectiveC, "objective-c": .objectiveC, "obj-c": .objectiveC, "objectivec": .objectiveC, "m": .objectiveC,
    ]

    package init?(infoString: String) {
        if let known = InfoString.asciiFirstWordLanguage(infoString) {
            guard let language = known else { return nil }
            self = language
            return
        }
        guard let language = Self.infoStrings[InfoString.firstWord(infoString)] else { return nil }
        self = language
    }
}
