import SourceModel

/// What a tag does, from the character after its opening delimiter.
enum TagKind: Sendable, Equatable {
    case variable, unescaped, section, inverted, close, comment, delimiters, partial, parent, block

    /// Tags that print nothing where they stand, so a line holding only them is removed.
    var canStandAlone: Bool { self != .variable && self != .unescaped }
}

/// A tag as scanned, before lines and nesting are worked out.
struct RawTag {
    var kind: TagKind
    /// The content after the sigil, trimmed (the name); empty for comments.
    var name: String
    /// UTF-8 offsets of the opening delimiter and just past the closing one.
    var start: Int
    var end: Int
    /// Filled in by `LineAnalysis`: the 0-based line, whether that line is standalone, and
    /// the line's leading whitespace.
    var line = 0
    var standalone = false
    var indent = ""
}

/// Text between tags (by UTF-8 offsets) or a tag.
enum Token {
    case text(start: Int, end: Int)
    case tag(RawTag)
}

/// Splits a template into text and tags, following set-delimiter tags as it goes.
struct TagScanner {
    let bytes: [UInt8]
    let source: SourceFile
    private(set) var diagnostics: [Diagnostic] = []
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)

    init(source: SourceFile) {
        self.source = source
        self.bytes = Array(source.text.utf8)
    }

    mutating func scan() -> [Token] {
        var tokens: [Token] = []
        var textStart = 0
        var position = 0
        while let tagStart = find(open, from: position) {
            guard let tag = scanTag(at: tagStart) else {
                position = bytes.count
                break
            }
            if tagStart > textStart { tokens.append(.text(start: textStart, end: tagStart)) }
            tokens.append(.tag(tag))
            position = tag.end
            textStart = tag.end
        }
        if textStart < bytes.count { tokens.append(.text(start: textStart, end: bytes.count)) }
        return tokens
    }

    /// Reads the tag opening at `start`; nil (after a diagnostic) when it never closes.
    private mutating func scanTag(at start: Int) -> RawTag? {
        var cursor = start + open.count
        while cursor < bytes.count, Self.isSpace(bytes[cursor]) { cursor += 1 }
        let sigil = cursor < bytes.count ? bytes[cursor] : 0
        switch sigil {
        case UInt8(ascii: "{"):
            if let end = find([UInt8(ascii: "}")] + close, from: cursor + 1) {
                return makeTag(.unescaped, start: start, content: (cursor + 1, end), end: end + 1 + close.count)
            }
            guard let end = find(close, from: cursor + 1) else { return unclosed(start) }
            let tag = makeTag(.unescaped, start: start, content: (cursor + 1, end), end: end + close.count)
            report(tag, TemplateMessages.missingTripleBrace(spelling(tag)))
            return tag
        case UInt8(ascii: "="):
            if let end = find([UInt8(ascii: "=")] + close, from: cursor + 1) {
                var tag = makeTag(.delimiters, start: start, content: (cursor + 1, end), end: end + 1 + close.count)
                changeDelimiters(&tag)
                return tag
            }
            guard let end = find(close, from: cursor + 1) else { return unclosed(start) }
            let tag = makeTag(.delimiters, start: start, content: (cursor + 1, end), end: end + close.count)
            report(tag, TemplateMessages.badDelimiters(spelling(tag)))
            return tag
        default:
            let kind = Self.kind(of: sigil)
            let contentStart = kind == .variable ? cursor : cursor + 1
            guard let end = find(close, from: contentStart) else { return unclosed(start) }
            var tag = makeTag(kind, start: start, content: (contentStart, end), end: end + close.count)
            if kind == .comment { tag.name = "" }
            return tag
        }
    }

    private func makeTag(_ kind: TagKind, start: Int, content: (Int, Int), end: Int) -> RawTag {
        var from = content.0, to = max(content.0, content.1)
        while from < to, Self.isSpace(bytes[from]) { from += 1 }
        while to > from, Self.isSpace(bytes[to - 1]) { to -= 1 }
        let name = String(decoding: bytes[from..<to], as: UTF8.self)
        return RawTag(kind: kind, name: name, start: start, end: end)
    }

    /// Applies `{{=<% %>=}}`: exactly two delimiters, without whitespace or `=`.
    private mutating func changeDelimiters(_ tag: inout RawTag) {
        let parts = tag.name.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            report(tag, TemplateMessages.badDelimiters(spelling(tag)))
            return
        }
        open = Array(parts[0].utf8)
        close = Array(parts[1].utf8)
    }

    private mutating func unclosed(_ start: Int) -> RawTag? {
        let openText = String(decoding: open, as: UTF8.self)
        let closeText = String(decoding: close, as: UTF8.self)
        diagnostics.append(.report(
            TemplateMessages.syntaxRule, TemplateMessages.unclosedTag(open: openText, close: closeText),
            at: source.location(utf8Offset: start), length: open.count))
        return nil
    }

    private mutating func report(_ tag: RawTag, _ message: String) {
        diagnostics.append(.report(
            TemplateMessages.syntaxRule, message, at: source.location(utf8Offset: tag.start),
            length: spelling(tag).unicodeScalars.count))
    }

    /// The tag exactly as written.
    func spelling(_ tag: RawTag) -> String {
        String(decoding: bytes[tag.start..<min(tag.end, bytes.count)], as: UTF8.self)
    }

    private static func kind(of sigil: UInt8) -> TagKind {
        switch sigil {
        case UInt8(ascii: "#"): .section
        case UInt8(ascii: "^"): .inverted
        case UInt8(ascii: "/"): .close
        case UInt8(ascii: "!"): .comment
        case UInt8(ascii: ">"): .partial
        case UInt8(ascii: "<"): .parent
        case UInt8(ascii: "$"): .block
        case UInt8(ascii: "&"): .unescaped
        default: .variable
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r")
    }

    /// The first occurrence of `pattern` at or after `from`.
    private func find(_ pattern: [UInt8], from: Int) -> Int? {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        let last = bytes.count - pattern.count
        var index = max(0, from)
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < pattern.count, bytes[index + matched] == pattern[matched] { matched += 1 }
                if matched == pattern.count { return index }
            }
            index += 1
        }
        return nil
    }
}
