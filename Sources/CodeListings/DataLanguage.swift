/// Listing languages flowdoc highlights but does not scan for identifiers: shell sessions and
/// scripts, JSON, XML (storyboard and plist excerpts) and diffs. Same highlighter output as
/// Swift and Objective-C (`tok-*` spans), lexed by small hand-written lexers, one per file.
package enum DataLanguage: String, Sendable, CaseIterable {
    case shell
    case json
    case xml
    case diff

    /// The info-string words (first word, lower-cased) that name each language.
    package static let infoStrings: [String: DataLanguage] = [
        "sh": .shell, "bash": .shell, "shell": .shell, "zsh": .shell, "console": .shell, "shell-session": .shell,
        "json": .json, "jsonc": .json,
        "xml": .xml, "plist": .xml, "storyboard": .xml, "xib": .xml,
        "diff": .diff, "patch": .diff,
    ]

    package init?(infoString: String) {
        guard let language = Self.infoStrings[InfoString.firstWord(infoString)] else { return nil }
        self = language
    }

    /// The label a listing shows.
    package var label: String {
        switch self {
        case .shell: "Shell"
        case .json: "JSON"
        case .xml: "XML"
        case .diff: "Diff"
        }
    }
}
