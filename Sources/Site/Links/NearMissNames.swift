import SourceModel

/// "Did you mean" among the names of a folder or the ids of a page, with a bound on the work:
/// past `limit` candidates no suggestion is made, so a book with thousands of broken links to
/// a huge folder stays linear.
enum NearMissNames {
    static let limit = 2_000

    static func best(for word: String, among candidates: [String]) -> String? {
        guard candidates.count <= limit else { return nil }
        return NearMiss.best(for: word, among: candidates)
    }
}
