/// Scores the terms of entries, one entry after another, numbering the distinct terms it meets
/// (`terms[id]`). One scorer serves a chunk of entries: a term occurrence costs one lookup of a
/// packed key (`TermKey`) and an array slot, not a string and two dictionaries.
///
/// A term counts once per field (page title, part, heading, each name, code); body words count
/// `Weight.body` per occurrence up to `Weight.bodyCap`; a name's exact key adds
/// `Weight.exactName` each time.
struct EntryScorer {
    typealias Weight = SearchIndexBuilder.Weight

    /// Each term's packed key, by id (ids count up from 0 in the order terms are first met), or
    /// the empty key for a term with other scalars (whose `TermKey(folded:)` is nil): the index
    /// builder merges chunks' terms by their keys, without hashing their strings, and makes a
    /// key's string once for the book (`TermKey.string`), not once for each chunk that meets it
    /// (17,900 strings made and freed for 5,100 terms on the 1,000-chapter book).
    private(set) var keys: [TermKey] = []
    /// The string of each term with other scalars, by id; empty for the others (their key is it).
    private(set) var otherTerms: [String] = []

    /// The term of `id`.
    func term(_ id: Int) -> String { keys[id].count > 0 ? keys[id].string : otherTerms[id] }

    /// Each term, by id.
    var terms: [String] { keys.indices.map(term) }
    private var asciiIDs: [TermKey: Int] = [:]
    /// The last term of at most eight bytes met in each slot and its id, looked at before the
    /// dictionary: a word that recurs (most do) costs a multiplication and one comparison. Such
    /// a term's key is its first word alone (a term has no zero byte, so the word says how long
    /// it is; the empty slot's 0 is no term's). Input that makes every lookup miss costs a
    /// dictionary lookup each, as without it. `recent` does the same for longer terms.
    private var recentShort: [RecentShort]
    private var recent: [Recent]

    private struct RecentShort {
        var word: UInt64 = 0
        var id: Int32 = 0
    }

    /// The last humped word (`dequeueReusableCell`, as written, at most `TermKey.capacity`
    /// bytes) met in each slot and the ids of the terms it gives, in the order `forEachTerm`
    /// gives them: a name repeated through a chapter's listings is split, lower-cased and looked
    /// up part by part only the first time. A term's id never changes in a scorer, so handing
    /// the cached ids to the tallies in that order is what the parts would do. A word with more
    /// than `HumpedSlot.capacity` terms is not kept. Fixed size: input whose words all miss
    /// costs a key and a comparison a word more, no more.
    private var humpedWords: [HumpedSlot]
    /// The slot a missed humped word's ids are being gathered for (-1 for none), and them.
    private var pendingSlot = -1
    private var pending = HumpedSlot()

    private struct HumpedSlot {
        static let capacity = 6
        var word = TermKey()
        var count: Int32 = 0
        var ids: (Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0)

        func id(_ index: Int) -> Int {
            switch index {
            case 0: Int(ids.0)
            case 1: Int(ids.1)
            case 2: Int(ids.2)
            case 3: Int(ids.3)
            case 4: Int(ids.4)
            default: Int(ids.5)
            }
        }

        /// Adds `id` after the ids held (`count` goes past `capacity` when they do not fit).
        mutating func append(_ id: Int) {
            let id = Int32(truncatingIfNeeded: id)
            switch count {
            case 0: ids.0 = id
            case 1: ids.1 = id
            case 2: ids.2 = id
            case 3: ids.3 = id
            case 4: ids.4 = id
            case 5: ids.5 = id
            default: break
            }
            count += 1
        }
    }

    /// A slot's key and id sit together (one cache line read per lookup).
    private struct Recent {
        var key = TermKey()
        var id: Int32 = 0
    }

    /// `recentSlots`: a power of two, or 0 for no cache (a scorer used for one entry).
    init(recentSlots: Int = 4096) {
        precondition(recentSlots == 0 || recentSlots & (recentSlots - 1) == 0)
        recent = Array(repeating: Recent(), count: recentSlots)
        recentShort = Array(repeating: RecentShort(), count: recentSlots)
        humpedWords = Array(repeating: HumpedSlot(), count: recentSlots / 4)
        // A chunk meets a few thousand terms: room for them up front, not rehashed as it grows.
        asciiIDs.reserveCapacity(recentSlots / 2)
    }
    /// Terms with other scalars, keyed by string (canonically equivalent spellings are one term,
    /// as in any `String` dictionary).
    private var otherIDs: [String: Int] = [:]
    private var tallies: [Tally] = []
    /// The terms the current entry has, as a list threaded through their tallies (`Tally.next`):
    /// the last one met, or -1. Starting a term's tally writes it anyway, so the list costs no
    /// array append a term (an append checks that the array is not shared and has room).
    private var head: Int32 = -1
    /// How many terms the list holds.
    private var touchedCount = 0
    private var entry: Int32 = 0

    /// A term's score in the current entry while it is being counted; `entry` says which entry
    /// the other fields belong to (a stale tally starts again when its term is next met);
    /// `next` is the term met before it in the entry (-1 for none).
    private struct Tally {
        var entry: Int32 = -1, field: Int32 = -1, next: Int32 = -1, body: Int32 = 0, score = 0
    }

    /// Hands `emit` each term of `document` (by id) with its score, once, in the order first met;
    /// ids are new for terms not met before.
    mutating func scores(of document: SearchDocument, emit: (_ id: Int, _ score: Int) -> Void) {
        countTerms(of: document)
        var ids: [Int] = []
        ids.reserveCapacity(touchedCount)
        var id = head
        while id >= 0 {
            ids.append(Int(id))
            id = tallies[Int(id)].next
        }
        for id in ids.reversed() { emit(id, score(id)) }
    }

    /// Each term of `document` with its score, its item made by `make`, appended to `out` in the
    /// order last met first (the index builder groups them by term: the order within an entry
    /// does not matter to it).
    mutating func appendScores<Item>(of document: SearchDocument, to out: inout [Item],
                                     _ make: (_ id: Int, _ score: Int) -> Item) {
        countTerms(of: document)
        var id = head
        while id >= 0 {
            let tally = tallies[Int(id)]
            out.append(make(Int(id), tally.score + Int(min(tally.body, Int32(Weight.bodyCap)))))
            id = tally.next
        }
    }

    /// A term's score in the current entry.
    private func score(_ id: Int) -> Int {
        let tally = tallies[id]
        return tally.score + Int(min(tally.body, Int32(Weight.bodyCap)))
    }

    /// Counts the terms of `document`, a new entry: `head` starts the list of their ids,
    /// `tallies` has their counts.
    private mutating func countTerms(of document: SearchDocument) {
        entry += 1
        head = -1
        touchedCount = 0
        var field = 0
        if document.carriesTitle {
            countField(document.page, field: field, weight: Weight.title); field += 1
            countField(document.part, field: field, weight: Weight.part); field += 1
        }
        countField(document.heading, field: field, weight: Weight.heading); field += 1
        for name in document.names {
            countField(name, field: field, weight: Weight.name); field += 1
            if let exact = SearchText.term(SearchText.nameKey(name)) {
                let id = self.id(of: exact)
                touch(id)
                tallies[id].score += Weight.exactName
            }
        }
        for identifier in document.code { countField(identifier, field: field, weight: Weight.code) }
        field += 1
        SearchText.forEachTerm(document.text, humps: true, ascii: { addBody(gatheredID(of: $0)) }, other: { addBody(id(of: $0)) },
                               humped: { word in
                                   guard let slot = cachedHumped(word) else { return false }
                                   let cached = humpedWords[slot]
                                   for index in 0..<Int(cached.count) { addBody(cached.id(index)) }
                                   return true
                               }, humpedEnd: { endHumped() })
    }

    private mutating func countField(_ text: String, field: Int, weight: Int) {
        SearchText.forEachTerm(text, humps: true, ascii: { count(gatheredID(of: $0), field: field, weight: weight) },
                               other: { count(id(of: $0), field: field, weight: weight) },
                               humped: { word in
                                   guard let slot = cachedHumped(word) else { return false }
                                   let cached = humpedWords[slot]
                                   for index in 0..<Int(cached.count) { count(cached.id(index), field: field, weight: weight) }
                                   return true
                               }, humpedEnd: { endHumped() })
    }

    /// The slot holding humped `word`'s ids, or nil; then the ids its terms get next are
    /// gathered for its slot (`gatheredID`, `endHumped`).
    @inline(__always)
    private mutating func cachedHumped(_ word: TermKey) -> Int? {
        guard !humpedWords.isEmpty else { return nil }
        let slot = word.slotHash & (humpedWords.count - 1)
        if humpedWords[slot].word == word { return slot }
        pendingSlot = slot
        pending = HumpedSlot(word: word)
        return nil
    }

    /// `id(of: key)`, kept for the humped word being split, if any.
    @inline(__always)
    private mutating func gatheredID(of key: TermKey) -> Int {
        let id = id(of: key)
        if pendingSlot >= 0 { pending.append(id) }
        return id
    }

    /// The humped word's ids gathered: into its slot, if they fit.
    private mutating func endHumped() {
        guard pendingSlot >= 0 else { return }
        if pending.count <= Int32(HumpedSlot.capacity) { humpedWords[pendingSlot] = pending }
        pendingSlot = -1
    }

    /// Each reads and writes the term's tally once: an array write checks that the array is
    /// not shared, and this runs for nearly every word of the book.
    @inline(__always)
    private mutating func count(_ id: Int, field: Int, weight: Int) {
        let field = Int32(truncatingIfNeeded: field)
        var tally = tallies[id]
        if tally.entry != entry {
            tally = Tally(entry: entry, next: head)
            head = Int32(truncatingIfNeeded: id)
            touchedCount += 1
        } else if tally.field == field {
            return
        }
        tally.field = field
        tally.score += weight
        tallies[id] = tally
    }

    /// A body word past `Weight.bodyCap` changes nothing (the score takes at most the cap), so
    /// its tally is not written: common words recur in most entries, and a write checks that the
    /// array is not shared.
    @inline(__always)
    private mutating func addBody(_ id: Int) {
        let tally = tallies[id]
        if tally.entry == entry {
            if tally.body < Int32(Weight.bodyCap) { tallies[id].body = tally.body + Int32(Weight.body) }
            return
        }
        tallies[id] = Tally(entry: entry, next: head, body: Int32(Weight.body))
        head = Int32(truncatingIfNeeded: id)
        touchedCount += 1
    }

    /// Starts the term's tally for this entry if it has none yet.
    @inline(__always)
    private mutating func touch(_ id: Int) {
        guard tallies[id].entry != entry else { return }
        tallies[id] = Tally(entry: entry, next: head)
        head = Int32(truncatingIfNeeded: id)
        touchedCount += 1
    }

    @inline(__always)
    private mutating func id(of key: TermKey) -> Int {
        if key.count <= 8 {
            let word = key.firstWord
            let slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> 40) & (recentShort.count - 1)
            if !recentShort.isEmpty, recentShort[slot].word == word { return Int(recentShort[slot].id) }
            return missedID(of: key, slot: slot)
        }
        let slot = key.slotHash & (recent.count - 1)
        if !recent.isEmpty, recent[slot].key == key { return Int(recent[slot].id) }
        return missedID(of: key, slot: slot)
    }

    /// `id(of:)` for a key not in its cache slot: the dictionary, and the slot updated.
    @inline(never)
    private mutating func missedID(of key: TermKey, slot: Int) -> Int {
        let id: Int
        if let known = asciiIDs[key] {
            id = known
        } else {
            id = newID("", key: key)
            asciiIDs[key] = id
        }
        if key.count <= 8 {
            if !recentShort.isEmpty { recentShort[slot] = RecentShort(word: key.firstWord, id: Int32(truncatingIfNeeded: id)) }
        } else if !recent.isEmpty {
            recent[slot] = Recent(key: key, id: Int32(truncatingIfNeeded: id))
        }
        return id
    }

    private mutating func id(of term: String) -> Int {
        // A term of ASCII bytes only (the general path can make one: `K` for the Kelvin sign)
        // is the same term as the ASCII path's.
        if let key = TermKey(folded: term) { return id(of: key) }
        if let id = otherIDs[term] { return id }
        let id = newID(term, key: TermKey())
        otherIDs[term] = id
        return id
    }

    /// A new id for the term of `key`, or of `other` when the key is empty.
    private mutating func newID(_ other: String, key: TermKey) -> Int {
        otherTerms.append(other)
        keys.append(key)
        tallies.append(Tally())
        return keys.count - 1
    }
}
