import SourceModel

/// The member names of a `Record`, fixed in advance and shared by every record made with them
/// (a site's page contexts: one set of keys for every page, one for every `page` object).
///
/// A name is found through a hash of its UTF-8 that a template's names work out once, when the
/// template is parsed (`Name`), in a small open-addressing table: a lookup hashes no string,
/// where a `[String: TemplateValue]` hashes the name with SipHash every time (several hundred
/// instructions; a page looks up a hundred names or so).
package final class RecordKeys: Sendable, Hashable {
    /// The names, in the order given; a record's values are in the same order.
    package let names: [String]
    /// `hash(_:)` of each name.
    private let hashes: [UInt64]
    /// For each place, the index of the name there plus one; 0 for an empty place. Its count is a
    /// power of two, at least twice the names', so a probe soon meets an empty place.
    private let table: [Int]

    /// `names` must not repeat.
    package init(_ names: [String]) {
        self.names = names
        hashes = names.map(Self.hash)
        var size = 4
        while size < 2 * names.count { size *= 2 }
        var table = Array(repeating: 0, count: size)
        for (index, hash) in hashes.enumerated() {
            var place = Int(truncatingIfNeeded: hash) & (size - 1)
            while table[place] != 0 {
                precondition(names[table[place] - 1] != names[index], "RecordKeys: '\(names[index])' twice")
                place = (place + 1) & (size - 1)
            }
            table[place] = index + 1
        }
        self.table = table
    }

    /// The index of `name`, whose `hash(_:)` is `hash`; nil when it is not one of the names.
    func index(of name: String, hash: UInt64) -> Int? {
        let mask = table.count - 1
        var place = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = table[place]
            if entry == 0 { return nil }
            if hashes[entry - 1] == hash, names[entry - 1] == name { return entry - 1 }
            place = (place + 1) & mask
        }
    }

    /// The index of `name`; nil when it is not one of the names.
    package func index(of name: String) -> Int? {
        index(of: name, hash: Self.hash(name))
    }

    /// FNV-1a of the name's UTF-8, mixed so that its low bits (the table's places) depend on every byte.
    static func hash(_ name: String) -> UInt64 {
        let hash = FNV1a.hash(name)
        return hash ^ (hash >> 29)
    }

    package static func == (lhs: RecordKeys, rhs: RecordKeys) -> Bool { lhs === rhs }

    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
