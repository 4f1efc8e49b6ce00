/// Answers `set.contains(name)` for the few names a chapter repeats (its links' schemes, its
/// code blocks' languages) without hashing the name each time.
///
/// The first few distinct names asked and their answers are kept and searched with `==` (a
/// short string equal to a kept one compares in a few instructions); any other name is looked
/// up in the set. At most `capacity` names are kept, so each question costs O(1) whatever the
/// chapter holds. (Hashing a scheme for `Set.contains` cost about 330 instructions a link.)
struct RecentLookups {
    static let capacity = 4
    private var kept: [(name: String, found: Bool)] = []

    mutating func contains(_ name: String, in set: Set<String>) -> Bool {
        for entry in kept where entry.name == name { return entry.found }
        let found = set.contains(name)
        if kept.count < Self.capacity {
            if kept.isEmpty { kept.reserveCapacity(Self.capacity) }
            kept.append((name, found))
        }
        return found
    }
}
