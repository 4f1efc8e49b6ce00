/// Keyword tables and word classification for both languages.
enum Keywords {
    static let swift: KeywordSet = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "async", "actor", "some", "any", "override", "mutating",
        "nonmutating", "weak", "unowned", "lazy", "final", "required", "convenience", "dynamic", "indirect",
        "nonisolated", "consuming", "borrowing", "package", "_",
    ]

    /// Swift words that are keywords only where an accessor block is expected.
    static let swiftAccessors: Set<String> = ["get", "set", "willSet", "didSet"]
    /// Their lengths in bytes, one bit each: other words need not be looked up (a mask, not a
    /// set: it is asked of every identifier, and a set hashes).
    static let swiftAccessorLengths: UInt64 = swiftAccessors.reduce(0) { $0 | 1 << UInt64($1.utf8.count) }

    /// Whether a word of `count` bytes could be an accessor word.
    static func mayBeSwiftAccessor(count: Int) -> Bool {
        count < 64 && swiftAccessorLengths & (1 << UInt64(count)) != 0
    }

    /// Swift keywords that stay keywords after a `.` (`.init`, `.self`).
    static let swiftMemberKeywords: Set<String> = ["init", "self", "Self"]

    static let objectiveC: KeywordSet = [
        "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else", "enum",
        "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict", "return",
        "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
        "volatile", "while", "_Bool", "self", "super", "nil", "Nil", "NULL", "YES", "NO", "id",
        "instancetype", "in", "IBAction", "IBOutlet", "IBInspectable", "__weak", "__strong", "__block",
        "__unused", "__kindof", "_Nullable", "_Nonnull", "nullable", "nonnull", "true", "false",
    ]

    /// Objective-C words that are keywords inside `@property (…)`.
    static let objectiveCPropertyAttributes: Set<String> = [
        "nonatomic", "atomic", "strong", "weak", "copy", "assign", "retain", "readonly", "readwrite",
        "unsafe_unretained", "getter", "setter", "nullable", "nonnull", "null_resettable", "class",
    ]

    /// Keyword, type name (an ASCII capital first) or identifier.
    static func classify(_ word: ArraySlice<UInt8>, keywords: KeywordSet) -> TokenKind {
        classify(Array(word), 0..<word.count, keywords: keywords)
    }

    /// The class of the word at `range` of `bytes` (no slice made: the lexers call it per word).
    static func classify(_ bytes: [UInt8], _ range: Range<Int>, keywords: KeywordSet) -> TokenKind {
        if keywords.contains(bytes, range) { return .keyword }
        if !range.isEmpty, ByteClass.isUppercase(bytes[range.lowerBound]) { return .typeName }
        return .identifier
    }
}

/// A keyword table that answers a word from its bytes, without making a String of it: a word is
/// compared only with the keywords of its slot (its length, first byte and last byte hashed into
/// 4,096 slots; keywords almost never share one).
struct KeywordSet: Sendable, ExpressibleByArrayLiteral {
    let words: Set<String>
    /// Slot → index in `spellings` of its first keyword, or -1.
    private let slots: [Int16]
    /// Keyword index → the next keyword of the same slot, or -1.
    private let chain: [Int16]
    /// The keywords' bytes, one after the other; keyword `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private let bytes: [UInt8]
    private let starts: [Int]
    static let empty: KeywordSet = []

    init(arrayLiteral elements: String...) {
        let unique = Array(Set(elements)).sorted()
        words = Set(unique)
        var slots = [Int16](repeating: -1, count: 4096)
        var chain = [Int16](repeating: -1, count: unique.count)
        var bytes: [UInt8] = []
        var starts: [Int] = [0]
        for (index, word) in unique.enumerated() {
            let spelled = Array(word.utf8)
            bytes += spelled
            starts.append(bytes.count)
            let slot = Self.slot(spelled, 0..<spelled.count)
            chain[index] = slots[slot]
            slots[slot] = Int16(index)
        }
        self.slots = slots
        self.chain = chain
        self.bytes = bytes
        self.starts = starts
    }

    private static func slot(_ word: [UInt8], _ range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        return (Int(word[range.lowerBound]) &* 31 &+ Int(word[range.upperBound - 1]) &* 7 &+ range.count) & 4095
    }

    func contains(_ word: ArraySlice<UInt8>) -> Bool {
        contains(Array(word), 0..<word.count)
    }

    /// Whether the bytes at `range` of `word` spell one of the keywords.
    func contains(_ word: [UInt8], _ range: Range<Int>) -> Bool {
        var index = Int(slots[Self.slot(word, range)])
        while index >= 0 {
            let start = starts[index]
            if starts[index + 1] - start == range.count {
                var offset = 0
                while offset < range.count, bytes[start + offset] == word[range.lowerBound + offset] { offset += 1 }
                if offset == range.count { return true }
            }
            index = Int(chain[index])
        }
        return false
    }
}
