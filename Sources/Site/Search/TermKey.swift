/// An ASCII index term (at most `SearchText.maximumTermLength` bytes) packed into four words:
/// a dictionary key that is made and compared without allocating a string. The index builder
/// counts every term occurrence of a book through it; the term's `String` is made once per
/// distinct term of a chunk.
struct TermKey: Hashable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// Bytes in use (the rest of the words is zero); one byte, so that a key and an id fit in
    /// 40 bytes (`EntryScorer`'s cache slots).
    private var length: UInt8 = 0
    var count: Int { Int(length) }
    /// The first eight bytes: the whole key of a term of at most eight bytes (no two such terms
    /// have the same first word: a term has no zero byte, so the word says how long it is).
    var firstWord: UInt64 { words.0 }

    /// `bytes[range]` lower-cased (ASCII letters only); the range holds ASCII bytes and at most
    /// `capacity` of them.
    @inline(__always)
    init(lowercasing bytes: Span<UInt8>, _ range: Range<Int>) {
        self.init(bytes, range, foldingCase: true)
    }

    /// `bytes[range]` as written (no case folded): the key of a whole humped word in
    /// `EntryScorer`'s cache of the terms such a word gives. Case decides the parts (`pickGame`
    /// gives `pick` and `game`, `pickgame` neither), so the word is kept as it is. The range
    /// holds ASCII bytes and at most `capacity` of them.
    @inline(__always)
    init(exactly bytes: Span<UInt8>, _ range: Range<Int>) {
        self.init(bytes, range, foldingCase: false)
    }

    /// The two above: the bytes packed eight to a word, first byte lowest, upper-case ASCII
    /// letters given the 0x20 bit when `foldingCase` (a constant where it is inlined).
    @inline(__always)
    private init(_ bytes: Span<UInt8>, _ range: Range<Int>, foldingCase: Bool) {
        precondition(range.count <= Self.capacity)
        length = UInt8(truncatingIfNeeded: range.count)
        // Eight bytes a word; a term is short, so most keys fill one word.
        var start = range.lowerBound
        var slot = 0
        while start < range.upperBound {
            let end = min(start + 8, range.upperBound)
            var word: UInt64 = 0
            var shift: UInt64 = 0
            for index in start..<end {
                let byte = bytes[index]
                word |= UInt64(foldingCase && byte &- 0x41 < 26 ? byte | 0x20 : byte) << shift
                shift &+= 8
            }
            store(word, at: slot)
            slot += 1
            start = end
        }
    }

    /// The key of a term of at most eight bytes already packed (lower-cased, first byte lowest).
    @inline(__always)
    init(word: UInt64, count: Int) {
        precondition(count <= 8)
        words.0 = word
        length = UInt8(truncatingIfNeeded: count)
    }

    private mutating func store(_ word: UInt64, at slot: Int) {
        switch slot {
        case 0: words.0 = word
        case 1: words.1 = word
        case 2: words.2 = word
        default: words.3 = word
        }
    }

    /// The key of an ASCII term already folded, or nil when `term` has any other byte or is too long.
    init?(folded term: String) {
        let utf8 = term.utf8
        guard utf8.count <= Self.capacity, utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        self.init(lowercasing: utf8.span, 0..<utf8.count)
    }

    static let capacity = 32

    /// The empty key (no term has it).
    init() {}

    /// A cheap mix of the words, to pick a slot of a small cache (`EntryScorer`); not a
    /// dictionary's hash, which must stand up to chosen input.
    var slotHash: Int {
        let mixed = (words.0 ^ words.1 &* 31 ^ words.2 &* 961 ^ words.3 &* 29_791) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 40)
    }

    var string: String {
        // A word at a time, its bytes shifted out (a switch on the word per byte cost about 800
        // instructions a term; a chunk makes a string of each term it meets).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        var remaining = count
        func take(_ word: UInt64) {
            var word = word
            let taken = min(8, remaining)
            for _ in 0..<taken {
                bytes.append(UInt8(truncatingIfNeeded: word))
                word >>= 8
            }
            remaining -= taken
        }
        take(words.0)
        if remaining > 0 { take(words.1) }
        if remaining > 0 { take(words.2) }
        if remaining > 0 { take(words.3) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @inline(__always)
    static func == (a: TermKey, b: TermKey) -> Bool {
        a.length == b.length && a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2
            && a.words.3 == b.words.3
    }

    /// Only the words in use. The count need not be hashed: a term has no zero byte, so its
    /// words say how long it is.
    func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        if count > 8 { hasher.combine(words.1) }
        if count > 16 { hasher.combine(words.2) }
        if count > 24 { hasher.combine(words.3) }
    }
}
