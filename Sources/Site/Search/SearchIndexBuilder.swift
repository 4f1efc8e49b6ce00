import SourceModel

/// Builds the site's search index: static script files that `templates/static/search.js`
/// loads with `<script>` elements, so search works from `file://` (where `fetch` does not)
/// and needs no server.
///
/// Layout under `search/`:
/// - `meta.js` — counts and the list of term files. Small books put everything in it.
/// - `t-HEX.js` — the terms that start with the same two letters (HEX: their UTF-8 in hex),
///   each with its postings: entry number and score, entry numbers delta-coded.
/// - `d-N.js` — entries `N*perFile ..< (N+1)*perFile`: URL, page, part, heading, snippet
///   text, exact-name keys; loaded only for the results shown.
///
/// A reader's first keystroke loads `meta.js`; each query word then loads one term file, and
/// the results shown load at most one entries file each. Nothing depends on the book's size
/// but the size of a term file.
package struct SearchIndexBuilder: Sendable {
    package struct File: Sendable, Hashable {
        /// Site-relative output path.
        package var path: String
        /// The file's UTF-8. The index assembles its files as bytes from strings' UTF-8, so
        /// they are valid already: held as bytes, they are written without a `String` made
        /// of them (which checks every byte again: 39 M instructions on a 1,000-chapter book).
        package var bytes: [UInt8]
        package var text: String { String(decoding: bytes, as: UTF8.self) }

        package init(path: String, text: String) {
            self.path = path
            bytes = Array(text.utf8)
        }

        init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// Entries per `d-N.js` file.
    package var entriesPerFile = 32
    /// Postings kept per term (its best-scoring entries): a word in more entries than this
    /// says little about any of them.
    package var postingsPerTerm = 2000
    /// Snippet text kept per entry, in scalars.
    package var snippetLength = 600
    /// Below this many bytes the whole index is one file.
    package var singleFileLimit = 200_000

    /// Score of a term by where it occurs (summed per entry).
    package enum Weight {
        package static let exactName = 1000
        package static let title = 60
        package static let name = 40
        package static let heading = 30
        package static let code = 12
        package static let part = 8
        package static let body = 2
        package static let bodyCap = 10
    }

    package init() {}

    /// One chunk's terms' keys (`EntryScorer.keys`) and the strings of those with other scalars
    /// (`EntryScorer.otherTerms`), all their postings (entry numbers
    /// local to the chunk) grouped by term in one array — term `n`'s are
    /// `postings[starts[n]..<starts[n + 1]]`, in entry order — and the chunk's records.
    struct Chunk: Sendable {
        var keys: [TermKey] = []
        var otherTerms: [String] = []
        var postings: [UInt64] = []
        var starts: [Int] = []
        /// Each entry's record, in UTF-8 (`recordBytes`).
        var records: [[UInt8]] = []
    }

    /// The files of the index for `documents` (entry numbers are positions in the array).
    package func files(for documents: [SearchDocument]) -> [File] {
        files(groups: documents) { [$0] }
    }

    /// The files of the index for the entries `documents` makes of each group, in order (a
    /// group is a chapter or a storyboard page). Groups are turned into entries a batch at a
    /// time, each chunk of a batch on its own core, and only the postings and the entries'
    /// records are kept: memory never holds every entry's text and terms at once.
    package func files<Group: Sendable>(groups: [Group], documents: @Sendable @escaping (Group) -> [SearchDocument]) -> [File] {
        var files: [File] = []
        write(groups: groups, more: { [] }, documents: documents) { files.append($0) }
        return files
    }

    /// Like `files(groups:documents:)`, but hands each file to `emit` as soon as it is
    /// complete (entry files while entries are still being read, once the index is known to
    /// be split), so a large index is never all in memory. Same files, same order.
    ///
    /// `more` is asked once for the groups that follow `groups`, when those are
    /// done: a build starts the index as soon as the chapters are read and hands over the
    /// storyboard pages when the flow pass has made them.
    package func write<Group: Sendable>(
        groups first: [Group], more: () throws -> [Group] = { [] },
        documents: @Sendable @escaping (Group) -> [SearchDocument], to emit: (File) throws -> Void
    ) rethrows {
        var groups = first
        var askedForMore = false
        // Each term of the book, numbered in the order the chunks meet it, with its postings
        // (packed as entry << 20 | score). A chunk's ASCII terms are found by their keys (a
        // word or two to hash, not a string), the others by their strings.
        var terms: [String] = []
        var postings: [[UInt64]] = []
        // Each term's floor (`merge`): -1 until its list is first cut.
        var floors: [Int] = []
        var asciiNumbers: [TermKey: Int] = [:]
        var otherNumbers: [String: Int] = [:]
        // `other` is the term's string when its key is empty; an ASCII term's string is made
        // from its key the first time the book meets it.
        func termNumber(_ other: String, key: TermKey) -> Int {
            if key.count > 0, let known = asciiNumbers[key] { return known }
            if key.count == 0, let known = otherNumbers[other] { return known }
            let number = terms.count
            if key.count > 0 {
                asciiNumbers[key] = number
                terms.append(key.string)
            } else {
                otherNumbers[other] = number
                terms.append(other)
            }
            postings.append([])
            floors.append(-1)
            return number
        }
        // Entry files are written as their records arrive (in entry order).
        var entryCount = 0
        var entryCalls: [[UInt8]] = []
        var entryFiles = 0
        var entryBytes = 0
        // Whether the index is surely split (its entries alone are over the single-file limit):
        // from then on entry files go out as they are made.
        var split = false
        var pending: [[UInt8]] = []
        func flush() throws {
            guard !pending.isEmpty else { return }
            let call = Self.entriesCall(file: entryFiles, records: pending)
            pending.removeAll(keepingCapacity: true)
            entryFiles += 1
            entryBytes += call.count
            entryCalls.append(call)
            if !split, entryBytes >= singleFileLimit { split = true }
            if split {
                for (offset, bytes) in entryCalls.enumerated() {
                    try emit(File(path: "search/d-\(entryFiles - entryCalls.count + offset).js", bytes: bytes))
                }
                entryCalls.removeAll()
            }
        }
        let chunkSize = 64
        let batchSize = chunkSize * 2
        var batchStart = 0
        // Postings of the last batch's largest chunk.
        var largestChunk = 0
        while true {
            if batchStart >= groups.count {
                guard !askedForMore else { break }
                askedForMore = true
                groups += try more()
                continue
            }
            let groups = groups
            let batchEnd = min(groups.count, batchStart + batchSize)
            let chunks = stride(from: batchStart, to: batchEnd, by: chunkSize).map { $0..<min(batchEnd, $0 + chunkSize) }
            let expectedPostings = largestChunk
            let partials = ParallelMap.map(chunks) { range -> Chunk in
                var chunk = Chunk()
                var scorer = EntryScorer()
                // Postings in the order they are scored (entry by entry), with their terms' ids;
                // room for as many as the previous batch's largest chunk had (a size the build has
                // reached already): grown by doubling, the array was copied about once more
                // (11 M instructions on the 1,000-chapter book).
                var scored: [Scored] = []
                scored.reserveCapacity(expectedPostings)
                for group in range {
                    for document in documents(groups[group]) {
                        let local = chunk.records.count
                        scorer.appendScores(of: document, to: &scored) { id, score in
                            Scored(id: Int32(truncatingIfNeeded: id), posting: Self.pack(entry: local, score: score))
                        }
                        chunk.records.append(recordBytes(document))
                    }
                }
                chunk.keys = scorer.keys
                chunk.otherTerms = scorer.otherTerms
                (chunk.postings, chunk.starts) = Self.grouped(scored, terms: scorer.keys.count)
                return chunk
            }
            largestChunk = partials.reduce(0) { max($0, $1.postings.count) }
            for partial in partials {
                let offset = UInt64(entryCount) << Self.scoreBits
                for local in partial.keys.indices {
                    let number = termNumber(partial.otherTerms[local], key: partial.keys[local])
                    merge(partial.postings[partial.starts[local]..<partial.starts[local + 1]], offset: offset,
                          into: &postings[number], floor: &floors[number])
                }
                entryCount += partial.records.count
                for record in partial.records {
                    pending.append(record)
                    if pending.count == entriesPerFile { try flush() }
                }
            }
            batchStart = batchEnd
        }
        try flush()
        let order = terms.indices.sorted { terms[$0] < terms[$1] }
        // Each shard's text is made as bytes, its terms' parts appended in place. A shard's terms
        // follow one another in term order (nearly always: they start with the same two scalars),
        // so the one being written is held aside, and put in `shards` when another's term comes.
        var shards: [String: [UInt8]] = [:]
        var shardKey: String? = nil
        var shard: [UInt8] = []
        for number in order {
            let term = terms[number]
            let list = postings[number]
            postings[number] = []
            let key = Self.shardKey(term)
            if key == shardKey {
                shard.append(UInt8(ascii: ","))
            } else {
                if let shardKey { shards[shardKey] = shard }
                shardKey = key
                if var bytes = shards.removeValue(forKey: key) {
                    bytes.append(UInt8(ascii: ","))
                    shard = bytes
                } else {
                    shard = Self.termsCallOpening(key: key)
                }
            }
            appendTermPart(term, list, to: &shard)
        }
        if let shardKey { shards[shardKey] = shard }
        let keys = shards.keys.sorted()
        var termCalls: [(key: String, bytes: [UInt8])] = []
        for key in keys {
            var call = shards.removeValue(forKey: key)!
            call.append(contentsOf: Self.termsCallClosing)
            termCalls.append((key, call))
        }

        let total = termCalls.reduce(0) { $0 + $1.bytes.count } + entryBytes
        let single = !split && total < singleFileLimit
        let meta = metaText(entries: entryCount, single: single, keys: keys)
        if single {
            var bytes = Array(meta.utf8)
            for call in termCalls { bytes.append(contentsOf: call.bytes) }
            for call in entryCalls { bytes.append(contentsOf: call) }
            try emit(File(path: "search/meta.js", bytes: bytes))
            return
        }
        for (offset, bytes) in entryCalls.enumerated() {
            try emit(File(path: "search/d-\(entryFiles - entryCalls.count + offset).js", bytes: bytes))
        }
        try emit(File(path: "search/meta.js", text: meta))
        for call in termCalls { try emit(File(path: "search/t-\(Self.hex(call.key)).js", bytes: call.bytes)) }
    }

    static let scoreBits: UInt64 = 20
    /// Scores below this are counted in an array when a term's postings are cut (`cut`).
    static let smallScores = 256

    /// Appends a chunk's postings of a term (entry numbers shifted by `offset`) to the term's
    /// list; a list that grows to twice `postingsPerTerm` is cut to its best `postingsPerTerm`
    /// (what `termPart` keeps of the whole list is the same: a posting cut here has that many
    /// better ones before it, in the list already), so a common word's list stays short.
    /// The postings are copied whole, then shifted through the list's span: appended one by one,
    /// each would check that the list is not shared (one posting of the book each).
    ///
    /// `floor` is the lowest score kept by the list's last cut (-1 before one): the list then
    /// holds `postingsPerTerm` postings scoring at least that, all before any posting still to
    /// come, so a later posting scoring no more is never among the best and is not appended
    /// (later cuts only raise the scores the list holds). A common word's chunk postings, most
    /// of them body words at the floor, are then skipped instead of copied, counted and cut
    /// (on the 10,000-chapter book the cuts were 1.5 % of the build's time).
    func merge(_ chunkPostings: ArraySlice<UInt64>, offset: UInt64, into list: inout [UInt64], floor: inout Int) {
        if floor >= 0 {
            for item in chunkPostings where Self.score(item) > floor { list.append(item &+ offset) }
        } else {
            let start = list.count
            list.append(contentsOf: chunkPostings)
            do {
                var items = list.mutableSpan
                for index in start..<items.count { items[index] &+= offset }
            }
        }
        guard list.count >= 2 * postingsPerTerm else { return }
        var kept = cut(list)
        guard kept.score >= 0 else { return }
        floor = kept.score
        list = list.filter { Self.keeps($0, &kept) }
    }

    /// A posting as scored, with its term's id (one array of them: one append a posting).
    struct Scored {
        var id: Int32
        var posting: UInt64
    }

    /// The postings grouped by their terms' ids (a counting sort: each term's keep their order),
    /// and where each term's postings start; ids run from 0 to `terms - 1`.
    /// The arrays are written through their mutable spans: a write to an array checks that it
    /// is not shared (a call), and this writes three times a posting of the book.
    static func grouped(_ scored: [Scored], terms: Int) -> (postings: [UInt64], starts: [Int]) {
        var starts = [Int](repeating: 0, count: terms + 1)
        do {
            var counts = starts.mutableSpan
            for item in scored { counts[Int(item.id) + 1] += 1 }
            for number in 0..<terms { counts[number + 1] += counts[number] }
        }
        var next = starts
        var grouped = [UInt64](repeating: 0, count: scored.count)
        do {
            var slots = grouped.mutableSpan
            var at = next.mutableSpan
            for item in scored {
                let slot = at[Int(item.id)]
                slots[slot] = item.posting
                at[Int(item.id)] = slot + 1
            }
        }
        return (grouped, starts)
    }

    /// What is kept of `list` when it is cut to its best-scoring `postingsPerTerm` (earlier
    /// entries first among equals): the postings scoring above `score`, and the first `atScore`
    /// of those scoring `score`; `score` is -1 (keep all) when `list` is not longer than
    /// `postingsPerTerm`. Linear, no sort: a common word has a posting in most entries.
    func cut(_ list: [UInt64]) -> (score: Int, atScore: Int) {
        guard list.count > postingsPerTerm else { return (-1, 0) }
        // How many postings have each score: small scores (nearly all) counted in an array.
        var small = [Int](repeating: 0, count: Self.smallScores)
        var large: [Int: Int] = [:]
        for item in list {
            let score = Self.score(item)
            if score < Self.smallScores { small[score] += 1 } else { large[score, default: 0] += 1 }
        }
        let counts = large.sorted { $0.key > $1.key }
            + small.indices.reversed().lazy.filter { small[$0] > 0 }.map { (key: $0, value: small[$0]) }
        var cutoff = 0
        var above = 0
        for (score, count) in counts {
            if above + count >= postingsPerTerm {
                cutoff = score
                break
            }
            above += count
        }
        return (cutoff, postingsPerTerm - above)
    }

    /// Whether a cut (`cut`) keeps `item`, the postings being read in entry order; counts the
    /// ones kept at the cut's score.
    @inline(__always)
    static func keeps(_ item: UInt64, _ cut: inout (score: Int, atScore: Int)) -> Bool {
        let score = Self.score(item)
        if score > cut.score { return true }
        if score == cut.score, cut.atScore > 0 {
            cut.atScore -= 1
            return true
        }
        return false
    }

    /// `"term":[entry delta,score,…]` — a term and its postings (packed, in entry order), the
    /// best-scoring `postingsPerTerm` of them.
    func termPart(_ term: String, _ postings: [UInt64]) -> String {
        var bytes: [UInt8] = []
        appendTermPart(term, postings, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `termPart` appended to a term file's bytes. The postings `cut` keeps are picked as they
    /// are written (no array of them is made), through the bytes' span into room made for the
    /// longest (no check per byte that the array is not shared), and the room left is cut off.
    func appendTermPart(_ term: String, _ postings: [UInt64], to bytes: inout [UInt8]) {
        var kept = cut(postings)
        JSONString.appendQuoted(term.utf8, to: &bytes)
        bytes.append(contentsOf: ":[".utf8)
        var end = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: min(postings.count, postingsPerTerm) * Self.longestPosting + 1))
        do {
            var out = bytes.mutableSpan
            var previous = 0
            var first = true
            for item in postings where Self.keeps(item, &kept) {
                if !first {
                    out[end] = UInt8(ascii: ",")
                    end += 1
                }
                first = false
                let entry = Self.entry(item)
                Self.writeDecimal(entry - previous, to: &out, at: &end)
                out[end] = UInt8(ascii: ",")
                end += 1
                Self.writeDecimal(Self.score(item), to: &out, at: &end)
                previous = entry
            }
            out[end] = UInt8(ascii: "]")
            end += 1
        }
        bytes.removeLast(bytes.count - end)
    }

    /// Bytes of the longest posting `appendTermPart` writes: a comma, an entry delta (an entry
    /// has 44 bits, `pack`: 14 digits), a comma and a score (20 bits: 7 digits).
    static let longestPosting = 23

    /// A term file's text: the parts (`termPart`) of the terms with that key, in term order.
    static func termsCall(key: String, parts: [String]) -> String {
        "flowdocSearch.terms(\(JSONString.quote(key)),{\(parts.joined(separator: ","))});\n"
    }

    /// `termsCall` up to its first part, and what follows its last, as bytes.
    static func termsCallOpening(key: String) -> [UInt8] {
        var bytes = Array("flowdocSearch.terms(".utf8)
        JSONString.appendQuoted(key.utf8, to: &bytes)
        bytes.append(contentsOf: ",{".utf8)
        return bytes
    }

    static let termsCallClosing = Array("});\n".utf8)

    /// An entries file's text.
    static func entriesCall(file: Int, records: [String]) -> String {
        "flowdocSearch.entries(\(file),[\n\(records.joined(separator: ",\n"))]);\n"
    }

    /// `entriesCall` of records in UTF-8, as UTF-8.
    static func entriesCall(file: Int, records: [[UInt8]]) -> [UInt8] {
        var out = Array("flowdocSearch.entries(\(file),[\n".utf8)
        out.reserveCapacity(records.reduce(64) { $0 + $1.count + 2 })
        for (position, record) in records.enumerated() {
            if position > 0 { out.append(contentsOf: ",\n".utf8) }
            out.append(contentsOf: record)
        }
        out.append(contentsOf: "]);\n".utf8)
        return out
    }

    func metaText(entries: Int, single: Bool, keys: [String]) -> String {
        "flowdocSearch.meta({\"version\":1,\"entries\":\(entries),\"perFile\":\(entriesPerFile),"
            + "\"single\":\(single),\"keys\":[\(keys.map(JSONString.quote).joined(separator: ","))]});\n"
    }

    static func pack(entry: Int, score: Int) -> UInt64 {
        UInt64(entry) << scoreBits | UInt64(min(score, (1 << 20) - 1))
    }

    static func entry(_ packed: UInt64) -> Int { Int(packed >> scoreBits) }
    static func score(_ packed: UInt64) -> Int { Int(packed & ((1 << scoreBits) - 1)) }

    /// Writes a non-negative integer's decimal digits at `end`, and moves `end` past them.
    @inline(__always)
    static func writeDecimal(_ value: Int, to out: inout MutableSpan<UInt8>, at end: inout Int) {
        // One or two digits (nearly every entry delta and score) without a loop.
        if value < 10 {
            out[end] = UInt8(truncatingIfNeeded: value) &+ 0x30
            end += 1
        } else if value < 100 {
            out[end] = UInt8(truncatingIfNeeded: value / 10) &+ 0x30
            out[end + 1] = UInt8(truncatingIfNeeded: value % 10) &+ 0x30
            end += 2
        } else {
            writeLongDecimal(value, to: &out, at: &end)
        }
    }

    /// `writeDecimal` for three digits or more.
    private static func writeLongDecimal(_ value: Int, to out: inout MutableSpan<UInt8>, at end: inout Int) {
        var divisor = 100
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            out[end] = UInt8(truncatingIfNeeded: rest / divisor) &+ 0x30
            end += 1
            rest %= divisor
            divisor /= 10
        }
    }

    /// The two leading scalars of a term: which term file holds it.
    package static func shardKey(_ term: String) -> String {
        // Two ASCII bytes are the two leading scalars (nearly every term).
        let utf8 = term.utf8
        if utf8.count >= 2, utf8.first! < 0x80, utf8[utf8.index(after: utf8.startIndex)] < 0x80 {
            return String(decoding: utf8.prefix(2), as: UTF8.self)
        }
        return String(String.UnicodeScalarView(term.unicodeScalars.prefix(SearchText.minimumTermLength)))
    }

    /// Lower-case hex of the UTF-8 bytes (file names stay ASCII whatever the language).
    package static func hex(_ text: String) -> String {
        let digits = Array("0123456789abcdef")
        var out = ""
        for byte in text.utf8 {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 15)])
        }
        return out
    }

    /// Each term of an entry with its score (`EntryScorer` says how they are counted).
    static func scores(of document: SearchDocument) -> [(String, Int)] {
        var scorer = EntryScorer(recentSlots: 0)
        var scored: [(Int, Int)] = []
        scorer.scores(of: document) { scored.append(($0, $1)) }
        return scored.map { (scorer.term($0.0), $0.1) }
    }

    /// `[url, page, part, heading, snippet, [name keys]]`.
    func record(_ document: SearchDocument) -> String {
        String(decoding: recordBytes(document), as: UTF8.self)
    }

    /// `record` in UTF-8.
    func recordBytes(_ document: SearchDocument) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(document.url.utf8.count + document.page.utf8.count + document.part.utf8.count
            + document.heading.utf8.count + min(document.text.utf8.count, snippetLength * 4) + 64)
        out.append(UInt8(ascii: "["))
        // Field by field (an array of the four would be made and retained per entry).
        JSONString.appendQuoted(document.url.utf8, to: &out)
        out.append(UInt8(ascii: ","))
        JSONString.appendQuoted(document.page.utf8, to: &out)
        out.append(UInt8(ascii: ","))
        JSONString.appendQuoted(document.part.utf8, to: &out)
        out.append(UInt8(ascii: ","))
        JSONString.appendQuoted(document.heading.utf8, to: &out)
        out.append(UInt8(ascii: ","))
        // ` …` needs no escape: it goes inside the snippet's closing quote.
        let (end, cut) = Self.snippetEnd(document.text, length: snippetLength)
        JSONString.appendQuoted(cut ? String(document.text[..<end]).utf8 : document.text.utf8, to: &out)
        if cut {
            out.removeLast()
            out.append(contentsOf: " …\"".utf8)
        }
        // Byte by byte (appending a two-byte literal's UTF-8 is a call of about 170 instructions).
        out.append(UInt8(ascii: ","))
        out.append(UInt8(ascii: "["))
        for (position, name) in document.names.enumerated() {
            if position > 0 { out.append(UInt8(ascii: ",")) }
            JSONString.appendQuoted(SearchText.nameKey(name).utf8, to: &out)
        }
        out.append(UInt8(ascii: "]"))
        out.append(UInt8(ascii: "]"))
        return out
    }

    /// `text` cut to its first `length` scalars, at the last space before the cut, with ` …`
    /// after it; the text itself when it is not longer. The cut is found in the UTF-8 bytes
    /// (a scalar starts at every byte that is not `10xxxxxx`); the space is looked for as a
    /// character (a space followed by a combining mark is not one) unless the bytes around it
    /// are ASCII, where the two agree.
    static func snippet(_ text: String, length: Int) -> String {
        let (end, cut) = snippetEnd(text, length: length)
        return cut ? String(text[..<end]) + " …" : text
    }

    /// Where `snippet` cuts `text`, and whether it does (then ` …` follows).
    static func snippetEnd(_ text: String, length: Int) -> (end: String.Index, cut: Bool) {
        let utf8 = text.utf8
        guard utf8.count > length else { return (text.endIndex, false) }
        // Counted over the bytes' span (walking `utf8.indices` costs several times more).
        let bytes = utf8.span
        var cutOffset: Int?
        // ASCII up to the cut (nearly every snippet): the cut is at `length` bytes. The bytes
        // are ORed without a branch, which the compiler turns into a few instructions a word.
        var high: UInt8 = 0
        for offset in 0...length { high |= bytes[offset] }
        if high < 0x80 {
            cutOffset = length
        } else {
            var scalars = 0
            for offset in bytes.indices where bytes[offset] & 0xC0 != 0x80 {
                if scalars == length { cutOffset = offset; break }
                scalars += 1
            }
        }
        guard let cutOffset else { return (text.endIndex, false) }
        let cut = utf8.index(utf8.startIndex, offsetBy: cutOffset)
        let kept = text[..<cut]
        var space: String.Index?
        var index = cut
        while index > utf8.startIndex {
            index = utf8.index(before: index)
            let byte = utf8[index]
            guard byte == UInt8(ascii: " ") else { continue }
            let next = utf8.index(after: index)
            let nextIsASCII = next == cut || utf8[next] < 0x80
            let previousIsASCII = index == utf8.startIndex || utf8[utf8.index(before: index)] < 0x80
            if nextIsASCII && previousIsASCII { space = index }
            break
        }
        if let space { return (space, true) }
        // Not plain ASCII around the last space: ask the characters.
        return (kept.lastIndex(of: " ") ?? cut, true)
    }
}
