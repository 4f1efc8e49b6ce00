/// Takes part of a source file for a listing: a region marked by comments
/// (`// region: prepare` … `// endregion`, nesting allowed) or a range of lines. Marker lines
/// of any region are left out of what is included, and the common indentation is removed.
package enum SourceRegion {
    package struct Extract: Sendable, Hashable {
        /// The included lines, joined with newlines and ending with one (empty when nothing).
        package var text: String
        /// The file line of the first included line.
        package var firstLine: Int
    }

    package enum Failure: Error, Equatable {
        case noSuchRegion(known: [String])
        case unterminatedRegion(line: Int)
        case linesOutOfRange(count: Int)
    }

    package static func region(_ name: String, in text: String) -> Result<Extract, Failure> {
        let lines = split(text)
        var known: [String] = []
        var start: Int?
        var depth = 0
        for (index, line) in lines.enumerated() {
            if let opened = marker(line, opening: true) {
                if start == nil {
                    if opened == name { start = index + 1; depth = 1; continue }
                    known.append(opened)
                } else {
                    depth += 1
                }
            } else if marker(line, opening: false) != nil, let first = start {
                depth -= 1
                if depth == 0 { return .success(extract(lines[first..<index], firstLine: first + 1)) }
            }
        }
        if let start { return .failure(.unterminatedRegion(line: start)) }
        return .failure(.noSuchRegion(known: known))
    }

    package static func lines(_ range: ClosedRange<Int>, in text: String) -> Result<Extract, Failure> {
        let lines = split(text)
        guard range.lowerBound <= lines.count else { return .failure(.linesOutOfRange(count: lines.count)) }
        if range.upperBound != Int.max, range.upperBound > lines.count { return .failure(.linesOutOfRange(count: lines.count)) }
        let upper = min(range.upperBound, lines.count)
        return .success(extract(lines[(range.lowerBound - 1)..<upper], firstLine: range.lowerBound))
    }

    /// The region name of `// region: NAME` (opening) or the rest of `// endregion` (closing).
    static func marker(_ line: Substring, opening: Bool) -> String? {
        var rest = line.drop(while: { $0 == " " || $0 == "\t" })
        guard rest.hasPrefix("//") else { return nil }
        rest = rest.dropFirst(2).drop(while: { $0 == " " || $0 == "\t" })
        let word = opening ? "region" : "endregion"
        guard rest.hasPrefix(word) else { return nil }
        rest = rest.dropFirst(word.count)
        if opening {
            guard rest.first == ":" || rest.first == " " || rest.first == "\t" else { return nil }
            rest = rest.drop(while: { $0 == ":" || $0 == " " || $0 == "\t" })
            let name = rest.trimmingSpaces
            return name.isEmpty ? nil : name
        }
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" || rest.first == ":" else { return nil }
        return rest.trimmingSpaces
    }

    private static func split(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func extract(_ lines: ArraySlice<Substring>, firstLine: Int) -> Extract {
        let kept = lines.filter { marker($0, opening: true) == nil && marker($0, opening: false) == nil }
        let indents = kept.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
            .map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }
        let common = indents.min() ?? 0
        let text = kept.map { line in
            String(line.allSatisfy { $0 == " " || $0 == "\t" } ? "" : line.dropFirst(common))
        }
        let body = text.drop(while: \.isEmpty).reversed().drop(while: \.isEmpty).reversed()
        return Extract(text: body.isEmpty ? "" : body.joined(separator: "\n") + "\n", firstLine: firstLine)
    }
}

private extension Substring {
    var trimmingSpaces: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
