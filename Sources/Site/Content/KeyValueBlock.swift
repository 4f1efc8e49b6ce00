import SourceModel

/// `key: value` lines, the small syntax shared by front matter and `flowdoc.conf`.
///
/// - one `key: value` per line; keys are letters, digits and `-`/`_`;
/// - a value is the rest of the line, trimmed, or a double-quoted string with `\"` and `\\`;
/// - `true`/`false` and whole numbers are read as such by the caller;
/// - blank lines and lines starting with `#` are ignored.
struct KeyValueBlock: Sendable {
    struct Entry: Sendable {
        var key: String
        var value: String
        var keyLocation: SourceLocation
        var valueLocation: SourceLocation
    }

    var entries: [Entry] = []

    /// Parses lines `firstLine…lastLine` (1-based, inclusive) of `file`.
    static func parse(_ file: SourceFile, lines: ClosedRange<Int>, rulePrefix: String) -> (KeyValueBlock, [Diagnostic]) {
        var block = KeyValueBlock()
        var diagnostics: [Diagnostic] = []
        var seen: [String: SourceLocation] = [:]
        for line in lines {
            let text = file.lineText(line)
            let scalars = Array(text.unicodeScalars)
            var index = 0
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            if index == scalars.count || scalars[index] == "#" { continue }
            let keyStart = index
            while index < scalars.count, isKeyScalar(scalars[index]) { index += 1 }
            let key = String(String.UnicodeScalarView(scalars[keyStart..<index]))
            let keyLocation = file.location(line: line, column: keyStart + 1)
            guard !key.isEmpty, index < scalars.count, scalars[index] == ":" else {
                let column = key.isEmpty ? keyStart + 1 : index + 1
                diagnostics.append(.report(
                    "\(rulePrefix).syntax",
                    key.isEmpty ? "expected a key such as 'title:'" : "expected ':' after '\(key)'",
                    at: file.location(line: line, column: column)))
                continue
            }
            index += 1
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            let valueLocation = file.location(line: line, column: index + 1)
            var value: String
            if index < scalars.count, scalars[index] == "\"" {
                guard let (string, end) = quoted(scalars, from: index) else {
                    diagnostics.append(.report("\(rulePrefix).syntax", "unterminated string; add a closing '\"'",
                                              at: valueLocation))
                    continue
                }
                value = string
                var rest = end
                while rest < scalars.count, scalars[rest] == " " || scalars[rest] == "\t" { rest += 1 }
                if rest < scalars.count, scalars[rest] != "#" {
                    diagnostics.append(.report("\(rulePrefix).syntax", "unexpected text after the closing quote",
                                              at: file.location(line: line, column: rest + 1)))
                    continue
                }
            } else {
                value = String(String.UnicodeScalarView(scalars[index...]))
                while value.last == " " || value.last == "\t" { value.removeLast() }
            }
            if let first = seen[key] {
                diagnostics.append(.report("\(rulePrefix).duplicate-key", "'\(key)' is set twice", at: keyLocation,
                                          length: key.count, notes: [.init("first set here", at: first)]))
                continue
            }
            seen[key] = keyLocation
            block.entries.append(Entry(key: key, value: value, keyLocation: keyLocation, valueLocation: valueLocation))
        }
        return (block, diagnostics)
    }

    private static func isKeyScalar(_ s: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "-" || s == "_"
    }

    private static func quoted(_ scalars: [Unicode.Scalar], from start: Int) -> (String, Int)? {
        var result = ""
        var index = start + 1
        while index < scalars.count {
            let s = scalars[index]
            if s == "\"" { return (result, index + 1) }
            if s == "\\", index + 1 < scalars.count {
                let next = scalars[index + 1]
                switch next {
                case "n": result += "\n"
                case "t": result += "\t"
                default: result.unicodeScalars.append(next)
                }
                index += 2
                continue
            }
            result.unicodeScalars.append(s)
            index += 1
        }
        return nil
    }
}

extension KeyValueBlock.Entry {
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
