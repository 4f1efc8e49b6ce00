import SourceModel

/// `key: value` lines, the small syntax shared by front matter and `flowdoc.conf`: the part of
/// YAML that front matter is written in, read without a YAML library.
///
/// - one `key: value` per line; keys are letters, digits and `-`/`_`;
/// - a value is the rest of the line, trimmed, with a ` #` comment dropped; a double-quoted
///   string with `\"`, `\\`, `\n`, `\t`; or a single-quoted string, `''` standing for `'`;
/// - lines indented deeper than the keys belong to the key above them, as in YAML: the rest of
///   a long value (joined with spaces), a block scalar (`|` keeps line breaks, `>` folds them),
///   a nested list (`- item`, also written at the key's own indentation) or mapping;
/// - a value written `[a, b]` is a list;
/// - `true`/`false` and whole numbers are read as such by the caller;
/// - blank lines and lines starting with `#` are ignored.
///
/// So front matter written for Jekyll, Hugo or Docusaurus reads without syntax errors; the keys
/// flowdoc reads must have text values, and a list or mapping there is an error at the key.
struct KeyValueBlock: Sendable {
    struct Entry: Sendable {
        var key: String
        var value: String
        var keyLocation: SourceLocation
        var valueLocation: SourceLocation
        var shape: Shape = .text
    }

    /// What a value is.
    enum Shape: Sendable, Equatable {
        case text, list, mapping

        var name: String {
            switch self {
            case .text: "text"
            case .list: "a list"
            case .mapping: "a set of nested keys"
            }
        }
    }

    var entries: [Entry] = []

    /// One line, split at its indentation.
    private struct Line {
        var number: Int
        var scalars: [Unicode.Scalar]
        /// Leading spaces and tabs.
        var indent: Int
        var isBlank: Bool { indent == scalars.count }
        var isComment: Bool { !isBlank && scalars[indent] == "#" }
        /// `-` followed by a space or the end: an item of a block list.
        var isListItem: Bool {
            !isBlank && scalars[indent] == "-" && (indent + 1 == scalars.count || scalars[indent + 1] == " " || scalars[indent + 1] == "\t")
        }
        /// The text after the indentation, trailing blanks removed.
        var content: String {
            var end = scalars.count
            while end > indent, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
            return String(scalars: scalars[indent..<end])
        }

        /// A line's scalars: an ASCII line's bytes are its scalars (decoding the scalar view
        /// costs several times more).
        private static func scalars(_ file: SourceFile, _ number: Int) -> [Unicode.Scalar] {
            let range = file.lineRange(number)
            let view = file.text.utf8
            let bytes = view.span
            for index in range where bytes[index] >= 0x80 { return Array(file.lineText(number).unicodeScalars) }
            var scalars: [Unicode.Scalar] = []
            scalars.reserveCapacity(range.count)
            for index in range { scalars.append(Unicode.Scalar(bytes[index])) }
            return scalars
        }

        init(_ file: SourceFile, _ number: Int) {
            self.number = number
            scalars = Self.scalars(file, number)
            if scalars.last == "\r" { scalars.removeLast() }
            var index = 0
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            indent = index
        }
    }

    /// Up to this many keys, a new key is looked for among the entries; past it, in a dictionary.
    static let searchedKeys = 16

    /// Parses lines `firstLine…lastLine` (1-based, inclusive) of `file`.
    static func parse(_ file: SourceFile, lines range: ClosedRange<Int>, rulePrefix: String) -> (KeyValueBlock, [Diagnostic]) {
        var block = KeyValueBlock()
        var diagnostics: [Diagnostic] = []
        // The keys' first locations, once a block has `searchedKeys` of them.
        var seen: [String: SourceLocation] = [:]
        let lines = range.map { Line(file, $0) }
        // The keys' indentation: that of the first line with a key (usually 0).
        let keyIndent = lines.first { !$0.isBlank && !$0.isComment }?.indent ?? 0
        var position = 0
        while position < lines.count {
            let line = lines[position]
            position += 1
            if line.isBlank || line.isComment { continue }
            let scalars = line.scalars
            var index = line.indent
            let keyStart = index
            while index < scalars.count, isKeyScalar(scalars[index]) { index += 1 }
            let key = String(scalars: scalars[keyStart..<index])
            let keyLocation = file.location(line: line.number, column: keyStart + 1)
            guard !key.isEmpty, index < scalars.count, scalars[index] == ":" else {
                let column = key.isEmpty ? keyStart + 1 : index + 1
                let message = key.isEmpty ? "expected a key such as 'title:'" : "expected ':' after '\(key)'"
                diagnostics.append(.report("\(rulePrefix).syntax", message, at: file.location(line: line.number, column: column)))
                // The lines indented below it belong to it: one error for the mistake.
                while position < lines.count, lines[position].isBlank || lines[position].indent > keyIndent { position += 1 }
                continue
            }
            index += 1
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            let valueLocation = file.location(line: line.number, column: index + 1)
            let rawScalars = scalars[index...]
            let raw = String(scalars: rawScalars)
            // The lines that belong to this key: deeper ones, and a list at the key's own
            // indentation right under a key with nothing after it (YAML allows both).
            var end = position
            var lastBelow = position  // just after the last line that is not blank
            while end < lines.count {
                let next = lines[end]
                guard next.isBlank || next.indent > keyIndent || (raw.isEmpty && next.indent == keyIndent && next.isListItem) else { break }
                end += 1
                if !next.isBlank { lastBelow = end }
            }
            let below = Array(lines[position..<lastBelow])
            position = lastBelow
            let entry: Entry
            switch value(raw, scalars: rawScalars, below: below) {
            case .success(let (text, shape)):
                entry = Entry(key: key, value: text, keyLocation: keyLocation, valueLocation: valueLocation, shape: shape)
            case .failure(let problem):
                let onThisLine = problem.offset.flatMap { $0 < raw.unicodeScalars.count ? $0 : nil }
                let at = onThisLine.map { file.location(line: line.number, column: index + $0 + 1) } ?? valueLocation
                diagnostics.append(.report("\(rulePrefix).syntax", problem.message, at: at))
                continue
            }
            // The keys so far are the entries': searched while there are few (most blocks: a
            // dictionary of them cost more, to make and to hash into, than the search), then
            // found in a dictionary of them, so that a block of thousands of keys stays linear.
            let first: SourceLocation?
            if seen.isEmpty, block.entries.count < Self.searchedKeys {
                first = block.entries.first { $0.key == key }?.keyLocation
            } else {
                if seen.isEmpty {
                    for earlier in block.entries { seen[earlier.key] = earlier.keyLocation }
                }
                first = seen[key]
            }
            if let first {
                diagnostics.append(.report("\(rulePrefix).duplicate-key", "'\(key)' is set twice", at: keyLocation,
                                          length: key.count, notes: [.init("first set here", at: first)]))
                continue
            }
            if !seen.isEmpty { seen[key] = keyLocation }
            block.entries.append(entry)
        }
        return (block, diagnostics)
    }

    /// A value that cannot be read: the message, and where in the value (in scalars from its
    /// start, when that is on the key's line; else the value's start is reported).
    private struct Problem: Error {
        var message: String
        var offset: Int? = nil
    }

    /// The value written `raw` after the colon (`rawScalars`: its scalars, from the key's line),
    /// with the lines below the key.
    private static func value(_ raw: String, scalars rawScalars: ArraySlice<Unicode.Scalar>,
                              below: [Line]) -> Result<(String, Shape), Problem> {
        let first = raw.unicodeScalars.first
        if first == "|" || first == ">", isBlockScalarHeader(raw) {
            return .success((blockScalar(below, folded: first == ">"), .text))
        }
        if raw.isEmpty {
            guard let top = below.first(where: { !$0.isBlank && !$0.isComment }) else { return .success(("", .text)) }
            if top.isListItem { return .success((below.filter { $0.isListItem }.map { listItem($0) }.joined(separator: ", "), .list)) }
            return .success(("", .mapping))
        }
        // A value that goes on over the lines below (plain or quoted): its lines joined with spaces.
        // (Most values are one line: then the value is `raw`, with no arrays to join.)
        let continued = below.filter { !$0.isComment || first == "\"" || first == "'" }
        let whole = continued.isEmpty ? raw : ([raw] + continued.map(\.content)).filter { !$0.isEmpty }.joined(separator: " ")
        // Its scalars: a one-line value's are the line's own (no decoding of `whole`).
        let scalars = continued.isEmpty ? Array(rawScalars) : Array(whole.unicodeScalars)
        switch first {
        case "\"":
            guard let (string, rest) = doubleQuoted(scalars) else {
                return .failure(Problem(message: "unterminated string; add a closing '\"'"))
            }
            return trailing(rest, after: string, total: scalars.count)
        case "'":
            guard let (string, rest) = singleQuoted(scalars) else {
                return .failure(Problem(message: "unterminated string; add a closing \"'\""))
            }
            return trailing(rest, after: string, total: scalars.count)
        case "[":
            let text = withoutComment(scalars)
            if text.hasSuffix("]") { return .success((text, .list)) }
            return .success((text, .text))
        default:
            return .success((withoutComment(scalars), .text))
        }
    }

    /// After a closing quote only a comment may follow. (`total`: the value's length in scalars,
    /// of which `rest` is the end.)
    private static func trailing(_ rest: [Unicode.Scalar], after string: String, total: Int) -> Result<(String, Shape), Problem> {
        var offset = 0
        while offset < rest.count, rest[offset] == " " || rest[offset] == "\t" { offset += 1 }
        guard offset == rest.count || rest[offset] == "#" else {
            return .failure(Problem(message: "unexpected text after the closing quote", offset: total - rest.count + offset))
        }
        return .success((string, .text))
    }

    /// `|`, `>`, with an optional chomping (`+`, `-`) and indentation (1–9) indicator, then
    /// nothing or a comment.
    private static func isBlockScalarHeader(_ raw: String) -> Bool {
        var scalars = raw.unicodeScalars.dropFirst()[...]
        var indicators = 0
        while let s = scalars.first, indicators < 2, s == "+" || s == "-" || ("1"..."9").contains(s) {
            scalars = scalars.dropFirst()
            indicators += 1
        }
        let rest = String(Substring(scalars)).drop { $0 == " " || $0 == "\t" }
        return rest.isEmpty || (rest.first == "#" && scalars.first != "#")
    }

    /// A block scalar's text: its lines with their common indentation removed, joined with
    /// line breaks (`|`) or folded (`>`: lines of a paragraph joined with spaces, a blank line
    /// a break, deeper lines kept as they are); breaks at the end dropped.
    private static func blockScalar(_ lines: [Line], folded: Bool) -> String {
        let indent = lines.first { !$0.isBlank }?.indent ?? 0
        let texts = lines.map { line -> String in
            line.isBlank ? "" : String(scalars: line.scalars[min(indent, line.indent)...])
        }
        guard folded else { return texts.joined(separator: "\n").trimmingTrailingBreaks }
        var result = ""
        var previous: (empty: Bool, deeper: Bool)? = nil
        for text in texts {
            let empty = text.isEmpty
            let deeper = !empty && (text.first == " " || text.first == "\t")
            // A blank line is a break; the break after a paragraph line is a space, unless a
            // deeper line (kept as written) is on either side.
            if let previous {
                if empty {
                    result += "\n"
                } else if !previous.empty {
                    result += deeper || previous.deeper ? "\n" : " "
                }
            }
            result += text
            previous = (empty, deeper)
        }
        return result.trimmingTrailingBreaks
    }

    /// An item of a block list, without its `- `.
    private static func listItem(_ line: Line) -> String {
        String(scalars: line.scalars[(line.indent + 1)...]).trimmingBlanks
    }

    /// A plain value without a trailing ` # comment`, trimmed.
    /// (Cut and trimmed on the scalars, then made a String once.)
    private static func withoutComment(_ scalars: [Unicode.Scalar]) -> String {
        var end = scalars.indices.first { scalars[$0] == "#" && $0 > 0 && (scalars[$0 - 1] == " " || scalars[$0 - 1] == "\t") }
            ?? scalars.count
        var start = 0
        while start < end, scalars[start] == " " || scalars[start] == "\t" { start += 1 }
        while end > start, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        return String(scalars: scalars[start..<end])
    }

    private static func isKeyScalar(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "-" || s == "_"
    }

    /// A double-quoted string at the start of `scalars`, and what follows its closing quote.
    /// (Both gather scalars and make the String once: appending to a String's scalar view costs
    /// hundreds of instructions a scalar.)
    private static func doubleQuoted(_ scalars: [Unicode.Scalar]) -> (String, [Unicode.Scalar])? {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count)
        var index = 1
        while index < scalars.count {
            let s = scalars[index]
            if s == "\"" { return (String(scalars: result), Array(scalars[(index + 1)...])) }
            if s == "\\", index + 1 < scalars.count {
                let next = scalars[index + 1]
                switch next {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(next)
                }
                index += 2
                continue
            }
            result.append(s)
            index += 1
        }
        return nil
    }

    /// A single-quoted string at the start of `scalars` (`''` is a quote), and what follows it.
    private static func singleQuoted(_ scalars: [Unicode.Scalar]) -> (String, [Unicode.Scalar])? {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count)
        var index = 1
        while index < scalars.count {
            let s = scalars[index]
            if s == "'" {
                if index + 1 < scalars.count, scalars[index + 1] == "'" {
                    result.append("'")
                    index += 2
                    continue
                }
                return (String(scalars: result), Array(scalars[(index + 1)...]))
            }
            result.append(s)
            index += 1
        }
        return nil
    }
}

private extension String {
    /// Without the line breaks (and blanks) at the end.
    var trimmingTrailingBreaks: String {
        var result = self
        while result.last == "\n" || result.last == " " || result.last == "\t" { result.removeLast() }
        return result
    }

    /// Without leading and trailing spaces and tabs.
    var trimmingBlanks: String {
        var scalars = Substring(self).unicodeScalars[...]
        while let s = scalars.first, s == " " || s == "\t" { scalars = scalars.dropFirst() }
        while let s = scalars.last, s == " " || s == "\t" { scalars = scalars.dropLast() }
        return String(Substring(scalars))
    }
}

extension KeyValueBlock.Entry {
    /// An error when a key that takes text was given a list or nested keys, nil otherwise.
    func textProblem(rule: String, what: String) -> Diagnostic? {
        guard shape != .text else { return nil }
        return .report(rule, "\(what) '\(key)' takes text, not \(shape.name)", at: keyLocation, length: max(1, key.count))
    }

    /// The value as a boolean, or a diagnostic.
    func bool(rule: String) -> (Bool?, Diagnostic?) {
        switch value.lowercased() {
        case "true", "yes": return (true, nil)
        case "false", "no": return (false, nil)
        default:
            return (nil, .report(rule, "'\(key)' must be true or false, not '\(value)'", at: valueLocation,
                                length: max(1, value.count)))
        }
    }

    /// A warning for a key nobody reads, with the nearest known key as a fix-it.
    func unknownKey(rule: String, what: String, known: [String]) -> Diagnostic {
        let fixIts = NearMiss.best(for: key, among: known).map {
            [Diagnostic.FixIt("did you mean '\($0)'?", replacement: $0, at: keyLocation, length: key.count)]
        } ?? []
        return .report(rule, "unknown \(what) '\(key)' (known: \(known.joined(separator: ", ")))",
                        at: keyLocation, length: key.count, fixIts: fixIts)
    }

    /// The value as a whole number, or a diagnostic.
    func int(rule: String) -> (Int?, Diagnostic?) {
        if let number = Int(value) { return (number, nil) }
        return (nil, .report(rule, "'\(key)' must be a whole number, not '\(value)'", at: valueLocation,
                            length: max(1, value.count)))
    }
}
