import FlowSyntax
import Foundation
import SourceModel

/// The metadata at the top of a chapter, between two `---` lines.
///
/// ```
/// ---
/// title: Colorboard
/// description: A navigation controller over a table of colours.
/// order: 2
/// draft: false
/// storyboard: Colorboard
/// ---
/// ```
package struct FrontMatter: Sendable, Hashable {
    package var title: String?
    package var description: String?
    package var order: Int?
    package var draft: Bool = false
    /// The storyboard that unnamed ```flow blocks of this chapter belong to.
    package var storyboard: String?
    /// The last line of the front matter (its closing `---`), 0 when there is none.
    package var lastLine: Int = 0
    /// Keys flowdoc does not read and that are no misspelling of one it reads (`date`, `tags`,
    /// `layout` of other site generators): reported once per key for the whole site
    /// (`FrontMatter.ignoredKeyWarnings`), not in every chapter that has them.
    package var ignoredKeys: [IgnoredKey] = []

    /// A key of `ignoredKeys` and where it is.
    package struct IgnoredKey: Sendable, Hashable {
        package var key: String
        package var location: SourceLocation
    }

    package static let keys = ["title", "description", "order", "draft", "storyboard"]

    /// Reads the front matter of `file`, if its first line is `---`.
    package static func parse(_ file: SourceFile) -> (FrontMatter, [Diagnostic]) {
        var matter = FrontMatter()
        guard file.lineText(1) == "---" || file.lineText(1) == "---\r" else { return (matter, []) }
        var closing: Int?
        var line = 2
        while line <= file.lineCount {
            if file.lineText(line) == "---" || file.lineText(line) == "..." { closing = line; break }
            line += 1
        }
        // Only a block whose first entry looks like `key:` is front matter; otherwise the
        // `---` lines are Markdown (thematic breaks, setext headings) and render as cmark would.
        let firstEntry = (2..<(closing ?? file.lineCount + 1)).lazy.map { file.lineText($0) }
            .first { !$0.allSatisfy { $0 == " " || $0 == "\t" } && !$0.hasPrefix("#") }
        guard let firstEntry else { return (matter, []) }
        // VitePress and Hugo also take a JSON object between the `---` lines (JSON is YAML too).
        let isJSON = firstEntry.drop { $0 == " " || $0 == "\t" }.first == "{"
        guard isJSON || looksLikeKey(firstEntry) else { return (matter, []) }
        guard let closing else {
            return (matter, [.report("frontmatter.unterminated",
                                    "front matter is not closed; add a line with '---' after the last key",
                                    at: file.location(line: 1, column: 1), length: 3)])
        }
        matter.lastLine = closing
        guard closing > 2 else { return (matter, []) }
        let (block, problems) = isJSON ? jsonBlock(file, lines: 2...(closing - 1))
            : KeyValueBlock.parse(file, lines: 2...(closing - 1), rulePrefix: "frontmatter")
        var diagnostics = problems
        for entry in block.entries {
            if keys.contains(entry.key), let problem = entry.textProblem(rule: "frontmatter.value", what: "front matter key") {
                diagnostics.append(problem)
                continue
            }
            switch entry.key {
            case "title": matter.title = entry.value
            case "description": matter.description = entry.value
            case "storyboard":
                if NameRules.isValid(entry.value, shape: .storyboardName) {
                    matter.storyboard = entry.value
                } else {
                    diagnostics.append(storyboardProblem(entry))
                }
            case "order":
                let (value, problem) = entry.int(rule: "frontmatter.value")
                matter.order = value
                if let problem { diagnostics.append(problem) }
            case "draft":
                // Strict: only `true` or `false`. A `yes` that silently left the chapter out was a trap.
                switch entry.value {
                case "true": matter.draft = true
                case "false": matter.draft = false
                default: diagnostics.append(draftProblem(entry))
                }
            default:
                let problem = entry.unknownKey(rule: "frontmatter.unknown-key", what: "front matter key", known: keys)
                if problem.fixIts.isEmpty {
                    matter.ignoredKeys.append(IgnoredKey(key: entry.key, location: entry.keyLocation))
                } else {
                    diagnostics.append(problem)
                }
            }
        }
        return (matter, diagnostics)
    }

    /// Front matter written as a JSON object: its keys as entries (each located at its first
    /// `"key"` in the block), or one `frontmatter.syntax` error when it is not a JSON object.
    private static func jsonBlock(_ file: SourceFile, lines: ClosedRange<Int>) -> (KeyValueBlock, [Diagnostic]) {
        let text = lines.map { String(file.lineText($0)) }.joined(separator: "\n")
        guard let object = try? JSONDecoder().decode([String: JSONValue].self, from: Data(text.utf8)) else {
            return (KeyValueBlock(), [.report("frontmatter.syntax", "this front matter starts like a JSON object but is not one; "
                                             + "write it as JSON ({\"title\": \"…\"}) or as 'key: value' lines",
                                             at: file.location(line: lines.lowerBound, column: 1))])
        }
        var block = KeyValueBlock()
        for key in object.keys.sorted(by: { place(of: $0, in: file, lines: lines) < place(of: $1, in: file, lines: lines) }) {
            let (line, column) = place(of: key, in: file, lines: lines)
            let location = file.location(line: line, column: column)
            var entry = KeyValueBlock.Entry(key: key, value: "", keyLocation: location, valueLocation: location)
            switch object[key]! {
            case .text(let text): entry.value = text
            case .number(let number): entry.value = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            case .flag(let flag): entry.value = flag ? "true" : "false"
            case .list: entry.shape = .list
            case .mapping: entry.shape = .mapping
            case .null: entry.value = ""
            }
            block.entries.append(entry)
        }
        return (block, [])
    }

    /// Line and column of `"key"` in the block (its first line when not found).
    private static func place(of key: String, in file: SourceFile, lines: ClosedRange<Int>) -> (Int, Int) {
        let quoted = "\"\(key)\""
        for line in lines {
            let text = file.lineText(line)
            if let range = text.range(of: quoted) {
                return (line, text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: range.lowerBound) + 2)
            }
        }
        return (lines.lowerBound, 1)
    }

    /// One `frontmatter.unknown-key` warning per key in `ignoredKeys` of `matters` (in reading
    /// order), at its first use, saying how many other chapters have it.
    package static func ignoredKeyWarnings(_ matters: [FrontMatter]) -> [Diagnostic] {
        var first: [String: SourceLocation] = [:]
        var order: [String] = []
        var chapters: [String: Int] = [:]
        for matter in matters {
            for ignored in matter.ignoredKeys {
                if first[ignored.key] == nil {
                    first[ignored.key] = ignored.location
                    order.append(ignored.key)
                }
                chapters[ignored.key, default: 0] += 1
            }
        }
        return order.map { key in
            let others = chapters[key]! - 1
            let elsewhere = others == 0 ? "" : " and in the \(others) other chapter\(others == 1 ? "" : "s") that set it"
            return .report("frontmatter.unknown-key",
                           "flowdoc does not read the front matter key '\(key)': it is ignored here\(elsewhere) "
                           + "(flowdoc reads \(keys.joined(separator: ", ")))",
                           at: first[key]!, length: key.unicodeScalars.count)
        }
    }

    /// `draft: yes` and the like: an error listing the accepted values, with a fix-it when the meaning is clear.
    private static func draftProblem(_ entry: KeyValueBlock.Entry) -> Diagnostic {
        let meant: String? = switch entry.value.lowercased() {
        case "true", "yes", "on", "1": "true"
        case "false", "no", "off", "0": "false"
        default: nil
        }
        let length = max(1, entry.value.unicodeScalars.count)
        return .report("frontmatter.value", "'draft' must be true or false (true leaves the chapter out of the site), "
                      + "not '\(entry.value)'", at: entry.valueLocation, length: length,
                      fixIts: meant.map { [Diagnostic.FixIt("write '\($0)'", replacement: $0, at: entry.valueLocation, length: length)] } ?? [])
    }

    /// `storyboard: Friend List`: storyboard names follow the flow language's rule.
    private static func storyboardProblem(_ entry: KeyValueBlock.Entry) -> Diagnostic {
        let length = max(1, entry.value.unicodeScalars.count)
        var fixed = ""
        var upper = false
        for scalar in entry.value.unicodeScalars {
            if NameRules.isValid(String(scalar), shape: .looseIdentifier) || scalar == "-" || (scalar.properties.numericType != nil && scalar.isASCII) {
                fixed += upper ? String(scalar).uppercased() : String(scalar)
                upper = false
            } else {
                upper = true
            }
        }
        let fixIts = !fixed.isEmpty && NameRules.isValid(fixed, shape: .storyboardName)
            ? [Diagnostic.FixIt("write '\(fixed)'", replacement: fixed, at: entry.valueLocation, length: length)] : []
        return .report("frontmatter.value", "'\(entry.value)' is not a storyboard name: it must start with a letter and use only "
                      + "ASCII letters, digits, '_' and '-'", at: entry.valueLocation, length: length, fixIts: fixIts)
    }

    private static func looksLikeKey(_ line: Substring) -> Bool {
        // An ASCII line is read on its bytes (the same answer: its only letters are A-Z and
        // a-z, its only numbers 0-9).
        let view = line.utf8
        let bytes = view.span
        var isASCII = true
        for index in bytes.indices where bytes[index] >= 0x80 { isASCII = false; break }
        if isASCII {
            var index = 0
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            let keyStart = index
            while index < bytes.count, bytes[index] | 0x20 &- UInt8(ascii: "a") < 26 || bytes[index] &- UInt8(ascii: "0") < 10
                    || bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "_") {
                index += 1
            }
            return index > keyStart && index < bytes.count && bytes[index] == UInt8(ascii: ":")
        }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        let key = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return !key.isEmpty && trimmed.dropFirst(key.count).first == ":"
    }

    /// The chapter text with the front matter lines blanked, so cmark's line numbers stay true.
    package static func blanked(_ text: String, through lastLine: Int) -> String {
        guard lastLine > 0 else { return text }
        // Without a CR (the decoder removes them), lines end at `\n` bytes: found on bytes.
        if !ByteSearch.contains(text, UInt8(ascii: "\r")) {
            let utf8 = text.utf8
            var newlines = 0
            var index = utf8.startIndex
            while index < utf8.endIndex, newlines < lastLine {
                if utf8[index] == UInt8(ascii: "\n") { newlines += 1 }
                index = utf8.index(after: index)
            }
            return String(repeating: "\n", count: newlines) + text[index...]
        }
        var result = ""
        var line = 1
        var index = text.startIndex
        while index < text.endIndex, line <= lastLine {
            if text[index] == "\n" { result += "\n"; line += 1 }
            index = text.index(after: index)
        }
        result += text[index...]
        return result
    }
}

/// A JSON value of front matter, as far as flowdoc reads it.
private enum JSONValue: Decodable {
    case text(String), number(Double), flag(Bool), list, mapping, null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let flag = try? container.decode(Bool.self) { self = .flag(flag) }
        else if let number = try? container.decode(Double.self) { self = .number(number) }
        else if let text = try? container.decode(String.self) { self = .text(text) }
        else if (try? container.decode([JSONValue].self)) != nil { self = .list }
        else { _ = try container.decode([String: JSONValue].self); self = .mapping }
    }
}
