/// Keyword tables and word classification for both languages.
enum Keywords {
    static let swift: Set<String> = [
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

    /// Swift keywords that stay keywords after a `.` (`.init`, `.self`).
    static let swiftMemberKeywords: Set<String> = ["init", "self", "Self"]

    static let objectiveC: Set<String> = [
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
    static func classify(_ word: ArraySlice<UInt8>, keywords: Set<String>) -> TokenKind {
        if keywords.contains(String(decoding: word, as: UTF8.self)) { return .keyword }
        if let first = word.first, ByteClass.isUppercase(first) { return .typeName }
        return .identifier
    }
}
