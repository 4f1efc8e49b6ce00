/// The languages whose code listings flowdoc can lex, highlight and scan.
public enum ListingLanguage: String, Sendable, CaseIterable {
    case swift
    case objectiveC

    /// Reads the language from a fenced code block's info string: its first word, case-insensitively.
    ///
    /// `swift` is Swift; `objc`, `objective-c`, `obj-c`, `objectivec` and `m` are Objective-C.
    /// Anything else (including an empty info string) is `nil`.
    public init?(infoString: String) {
        let firstWord = infoString
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .first
            .map { $0.lowercased() } ?? ""
        switch firstWord {
        case "swift":
            self = .swift
        case "objc", "objective-c", "obj-c", "objectivec", "m":
            self = .objectiveC
        default:
            return nil
        }
    }
}
