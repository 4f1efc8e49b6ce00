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
        if keywords.contains(word) { return .keyword }
        if let first = word.first, ByteClass.isUppercase(first) { return .typeName }
        return .identifier
    }
}

/// A keyword table that answers most words without making a String of them: a word is looked
/// up only when some keyword has its length, first byte and last byte (a 4,096-bit filter).
struct KeywordSet: Sendable, ExpressibleByArrayLiteral {
    let words: Set<String>
    private let filter: [UInt64]
    static let empty: KeywordSet = []

    init(arrayLiteral elements: String...) {
        words = Set(elements)
        var filter = [UInt64](repeating: 0, count: 64)
        for word in elements {
            let bit = Self.bit(Array(word.utf8)[...])
            filter[bit >> 6] |= 1 << UInt64(bit & 63)
        }
        self.filter = filter
    }

    private static func bit(_ word: ArraySlice<UInt8>) -> Int {
        guard let first = word.first, let last = word.last else { return 0 }
        return (Int(first) &* 31 &+ Int(last) &* 7 &+ word.count) & 4095
    }

    func contains(_ word: ArraySlice<UInt8>) -> Bool {
        let bit = Self.bit(word)
        guard filter[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { return false }
        return words.contains(String(decoding: word, as: UTF8.self))
    }
}
