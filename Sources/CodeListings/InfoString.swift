/// A fenced code block's info string, as the listing languages read it.
enum InfoString {
    /// The first word (split at spaces, tabs and line ends), lower-cased; empty when there is none.
    static func firstWord(_ infoString: String) -> String {
        infoString
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .first
            .map { $0.lowercased() } ?? ""
    }
}
