import Foundation
import Markup
import SourceModel
import TestSupport
import Testing

/// Debian's `cmark-gfm` (test-only, never linked) as an oracle: thousands of generated documents
/// mixing tables, lists, quotes, emphasis, code, strikethrough and autolinks are rendered by both,
/// and every difference is reported. Differences that are decisions (README, "GitHub Flavored
/// Markdown") are normalised away first, by `GFMOracle.normalize`; any other one fails.
@Suite(.enabled(if: GFMOracle.path != nil, "needs cmark-gfm (scripts/setup with FLOWDOC_TEST_TOOLS=1)"))
struct GFMDifferentialTests {
    @Test func generatedDocumentsRenderAsCmarkGFM() throws {
        var generator = DocumentGenerator(seed: 0x5EED_F10D)
        let documents = (0..<3000).map { _ in generator.document() }
        let expected = try GFMOracle.render(documents)
        var differences: [String] = []
        for (index, document) in documents.enumerated() {
            let ours = renderGFM(document, allowRawHTML: true)
            let theirs = GFMOracle.normalize(expected[index])
            if ours != theirs, !GFMOracle.isAcceptedDifference(document, ours: ours, theirs: theirs) {
                differences.append("document \(index):\n\(document)\n--- cmark-gfm\n\(theirs)--- flowdoc\n\(ours)")
            }
        }
        print("cmark-gfm oracle: \(differences.count) differences in \(documents.count) documents")
        if let path = ProcessInfo.processInfo.environment["FLOWDOC_GFM_DIFFERENCES"] {
            try differences.joined(separator: "\n=====\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(differences.isEmpty, "\(differences.prefix(5).joined(separator: "\n=====\n"))")
    }

    /// Footnotes need documents of their own (definitions are document-wide).
    @Test func footnoteDocumentsRenderAsCmarkGFM() throws {
        var generator = DocumentGenerator(seed: 0xF007)
        let documents = (0..<60).map { _ in generator.footnoteDocument() }
        var differences: [String] = []
        for document in documents {
            let theirs = GFMOracle.normalize(try GFMOracle.render([document])[0])
            let ours = renderGFM(document, allowRawHTML: true)
            if ours != theirs { differences.append("\(document)\n--- cmark-gfm\n\(theirs)--- flowdoc\n\(ours)") }
        }
        print("cmark-gfm oracle (footnotes): \(differences.count) differences in \(documents.count) documents")
        #expect(differences.isEmpty, "\(differences.prefix(5).joined(separator: "\n=====\n"))")
    }

    /// Footnote definitions inside block quotes and list items (at any depth, interrupting a
    /// paragraph or not, continued or not), and lines that look like one but are not.
    @Test func containedFootnoteDocumentsRenderAsCmarkGFM() throws {
        var generator = DocumentGenerator(seed: 0xF00_7ED)
        let documents = (0..<120).map { _ in generator.containedFootnoteDocument() }
        let expected = try documents.map { try GFMOracle.render([$0])[0] }
        var differences: [String] = []
        for (document, theirs) in zip(documents, expected) {
            let ours = renderGFM(document, allowRawHTML: true), normalized = GFMOracle.normalize(theirs)
            if ours != normalized, !GFMOracle.isAcceptedDifference(document, ours: ours, theirs: normalized) {
                differences.append("\(document)\n--- cmark-gfm\n\(normalized)--- flowdoc\n\(ours)")
            }
        }
        print("cmark-gfm oracle (contained footnotes): \(differences.count) differences in \(documents.count) documents")
        if let path = ProcessInfo.processInfo.environment["FLOWDOC_GFM_DIFFERENCES"] {
            try differences.joined(separator: "\n=====\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(differences.isEmpty, "\(differences.prefix(5).joined(separator: "\n=====\n"))")
    }
}

enum GFMOracle {
    static let path: String? = ["/usr/bin/cmark-gfm", "/usr/local/bin/cmark-gfm"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static let separator = "<!-- flowdoc:split -->"

    /// Renders documents with one process per batch, split at an HTML comment block.
    static func render(_ documents: [String]) throws -> [String] {
        var result: [String] = []
        var start = 0
        while start < documents.count {
            let batch = Array(documents[start..<min(documents.count, start + 500)])
            let input = batch.joined(separator: "\n\n\(separator)\n\n")
            let output = try run(input)
            let pieces = output.components(separatedBy: "\(separator)\n")
            guard pieces.count == batch.count else {
                Issue.record("cmark-gfm gave \(pieces.count) pieces for \(batch.count) documents")
                return documents.map { _ in "" }
            }
            result += pieces
            start += batch.count
        }
        return result
    }

    private static func run(_ input: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path!)
        process.arguments = ["--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink", "-e", "tasklist",
                             "-e", "tagfilter", "-e", "footnotes"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        let writer = Thread {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let data = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The accepted differences, applied to cmark-gfm's output:
    /// 1. footnotes use the shape of the GFM corpus (`fn1`, `fnref1`, no data attributes), which
    ///    this newer cmark-gfm changed;
    /// 2. in a loose list, a task item's checkbox is inside the first paragraph (as on github.com),
    ///    not before it.
    static func normalize(_ html: String) -> String {
        var text = html
        text = text.replacingOccurrences(of: " data-footnote-ref", with: "")
        text = text.replacingOccurrences(of: " data-footnote-backref aria-label=\"Back to content\"", with: "")
        text = text.replacingOccurrences(of: "<section class=\"footnotes\" data-footnotes>", with: "<section class=\"footnotes\">")
        // Footnote ids by label (`fn-note`) become ids by number (`fn2`), the number being the
        // reference's text.
        let reference = try! NSRegularExpression(pattern: ##"<a href="#fn-([^"]+)" id="fnref-[^"]+">([0-9]+)</a>"##)
        var numbers: [String: String] = [:]
        for match in reference.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let label = String(text[Range(match.range(at: 1), in: text)!])
            numbers[label] = String(text[Range(match.range(at: 2), in: text)!])
        }
        for (label, number) in numbers.sorted(by: { $0.key.count > $1.key.count }) {
            text = text.replacingOccurrences(of: "\"#fn-\(label)\"", with: "\"#fn\(number)\"")
            text = text.replacingOccurrences(of: "id=\"fn-\(label)\"", with: "id=\"fn\(number)\"")
            text = text.replacingOccurrences(of: "fnref-\(label)-", with: "fnref\(number)-")
            text = text.replacingOccurrences(of: "fnref-\(label)\"", with: "fnref\(number)\"")
        }
        text = replace(#"<li><input type="checkbox"( checked="")? disabled="" /> \n<p>"#, in: text,
                       with: "<li>\n<p><input type=\"checkbox\"$1 disabled=\"\" /> ")
        return text
    }

    /// Differences that are cmark-gfm's own quirks, recognised by what differs:
    /// 3. emphasis next to tildes: cmark-gfm skips tildes when it looks at the characters around
    ///    `*` and `_` (`push*~~a~~ b*` is emphasis there, `*~ a*` is not); flowdoc keeps cmark's
    ///    CommonMark emphasis. Accepted when the outputs are equal without emphasis markup;
    /// 4. cmark-gfm 0.29.0.gfm.6 sometimes renders an unchecked task item checked; accepted when
    ///    the outputs are equal without `checked` and flowdoc checks exactly the `[x]` items.
    static func isAcceptedDifference(_ document: String, ours: String, theirs: String) -> Bool {
        if document.contains("~*") || document.contains("*~") || document.contains("~_") || document.contains("_~") {
            let strip = { (html: String) -> String in
                var text = html
                for tag in ["<em>", "</em>", "<strong>", "</strong>", "*", "_"] { text = text.replacingOccurrences(of: tag, with: "") }
                return text
            }
            if strip(ours) == strip(theirs) { return true }
        }
        let unchecked = { (html: String) in html.replacingOccurrences(of: " checked=\"\"", with: "") }
        if unchecked(ours) == unchecked(theirs) {
            let checkedItems = document.components(separatedBy: "[x] ").count + document.components(separatedBy: "[X] ").count - 2
            let oursChecked = ours.components(separatedBy: "checked=").count - 1
            if oursChecked == checkedItems { return true }
        }
        return false
    }

    private static func replace(_ pattern: String, in text: String, with template: String) -> String {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }
}

/// Random tutorial-like Markdown from a fixed seed (the same documents on every run).
struct DocumentGenerator {
    private var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    private mutating func next() -> UInt64 { random.next() }

    private mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    private mutating func chance(_ percent: Int) -> Bool { Int(next() % 100) < percent }

    static let words = ["scene", "segue", "push", "modal", "table", "cell", "Nav", "Detail", "x", "done", "(a)", "a|b"]

    mutating func inline(depth: Int = 0) -> String {
        switch next() % 18 {
        case 0: return "*\(word())*"
        case 1: return "**\(word()) \(word())**"
        case 2: return "`\(word())`"
        case 3: return "~\(word())~"
        case 4: return "~~\(word()) \(word())~~"
        // A URL is followed by a space: cmark-gfm reads a URL from the raw text, so it runs on
        // over a link or code span written right after it, where flowdoc stops (README).
        case 5: return pick(["www.example.com ", "www.example.com/path ", "https://example.org/a_b ", "http://a.b/c) ", "(www.x.org/y) "])
        case 6: return pick(["me@example.com", "a.b-c@d.org.", "mailto:x@y.io"])
        case 7: return "[\(word())](\(pick(["/u", "scene:Detail", "#top"])))"
        case 8: return pick([".", ",", "!", "\\|", "\\~", "~", "x~~~", "*", "_"])
        case 9 where depth < 2: return "*\(inline(depth: depth + 1)) \(word())*"
        case 10 where depth < 2: return "~~\(inline(depth: depth + 1))~~"
        case 11: return "`a\\|b`"
        default: return word()
        }
    }

    mutating func word() -> String { pick(Self.words) }

    mutating func line(words count: Int) -> String {
        let separator = pick([" ", " ", " ", ""])
        var text = ""
        for index in 0..<count {
            let piece = inline()
            // cmark-gfm drops emphasis that opens right after a closing tilde run (`~~a~~*b*`);
            // flowdoc keeps CommonMark's emphasis there (README).
            // It also leaves as text emphasis closed right before a tilde (`*(a)*~b~`).
            let quirk = (text.hasSuffix("~") && (piece.hasPrefix("*") || piece.hasPrefix("_")))
                || ((text.hasSuffix("*") || text.hasSuffix("_")) && piece.hasPrefix("~"))
            if index > 0 { text += quirk ? " " : separator }
            text += piece
        }
        // A line must not open a fence: documents are rendered in batches, one fence would
        // swallow the rest of the batch.
        return text.hasPrefix("~~~") || text.hasPrefix("```") ? "x " + text : text
    }

    mutating func table(prefix: String = "") -> String {
        let columns = 1 + Int(next() % 4)
        let outer = chance(70)
        func row(_ cells: [String]) -> String {
            outer ? "| " + cells.joined(separator: " | ") + " |" : cells.joined(separator: " | ")
        }
        var lines: [String] = []
        lines.append(row((0..<columns).map { _ in line(words: 1 + Int(next() % 2)) }))
        lines.append(row((0..<columns).map { _ in pick(["---", ":--", "--:", ":-:", "-"]) }))
        for _ in 0..<Int(next() % 4) {
            let count = max(1, columns + pick([-1, 0, 0, 0, 1]))
            lines.append(row((0..<count).map { _ in chance(10) ? "" : line(words: 1 + Int(next() % 3)) }))
        }
        return lines.map { prefix + $0 }.joined(separator: "\n")
    }

    mutating func block(depth: Int = 0) -> String {
        switch next() % 11 {
        case 0, 1: return line(words: 2 + Int(next() % 6))
        case 2, 3: return table()
        case 4: return line(words: 3) + "\n" + table()
        case 5 where depth < 2:
            let marker = pick(["- ", "* ", "1. "])
            let task = chance(50)
            return (0..<(1 + Int(next() % 3))).map { _ in
                marker + (task ? pick(["[ ] ", "[x] ", "[X] "]) : "") + line(words: 1 + Int(next() % 4))
            }.joined(separator: "\n")
        case 6 where depth < 2:
            return block(depth: depth + 1).split(separator: "\n", omittingEmptySubsequences: false)
                .map { "> " + $0 }.joined(separator: "\n")
        case 7: return "# " + line(words: 2)
        case 8: return "```swift\nlet a = \"x|y\" // ~~no~~ www.no.com\n```"
        case 9 where depth < 2:
            return "- " + word() + "\n\n" + table(prefix: "  ")
        default: return line(words: 2) + "\n" + line(words: 2)
        }
    }

    mutating func document() -> String {
        (0..<(1 + Int(next() % 4))).map { _ in block() }.joined(separator: "\n\n") + "\n"
    }

    /// References, then definitions inside block quotes and list items.
    mutating func containedFootnoteDocument() -> String {
        let labels = ["1", "note", "b"]
        var text = ""
        for _ in 0..<(1 + Int(next() % 3)) {
            text += line(words: 3) + " " + word() + "[^\(pick(labels))] " + line(words: 1) + "\n\n"
        }
        for label in labels where chance(80) { text += containedDefinition(label) + "\n\n" }
        return text
    }

    /// One definition in a container, maybe after a paragraph it interrupts, maybe continued.
    private mutating func containedDefinition(_ label: String) -> String {
        // A one-word or URL note would be a link reference definition to cmark.
        let note = pick([line(words: 2), word(), "https://example.com/a", "next.md", ""])
        var lines = ["[^\(label)]: " + note]
        switch next() % 4 {
        case 0: lines.append(line(words: 2))
        case 1: lines.append("    " + line(words: 2))
        default: break
        }
        if chance(50) { lines = [line(words: 2)] + (chance(50) ? [""] : []) + lines }
        // Lines that only look like a start: indented four columns past a paragraph, in code.
        if chance(10) { lines = [word(), "    [^\(label)]: " + word()] }
        if chance(10) { lines = ["```", "[^\(label)]: " + word(), "```"] }
        func prefixed(_ first: String, _ rest: String, blank: String? = nil) -> String {
            lines.enumerated().map { index, line in
                line.isEmpty ? blank ?? rest.trimmingCharacters(in: .whitespaces) : (index == 0 ? first : rest) + line
            }.joined(separator: "\n")
        }
        let second = chance(30)
        switch next() % 7 {
        case 0: return prefixed("> ", "> ")
        // Lazy continuation lines (not after an empty note: cmark-gfm ends the quote there).
        case 1: return prefixed("> ", chance(50) || note.isEmpty ? "> " : "", blank: ">")
        case 2: return "- " + word() + "\n" + prefixed("- ", "  ") + (second ? "\n\n      " + word() : "") + "\n- " + word()
        case 3: return "- " + word() + "\n\n" + prefixed("  ", "  ") + (second ? "\n\n      " + word() : "")
        case 4: return prefixed("1. ", "   ")
        case 5: return prefixed("> - ", ">   ")
        default: return "- " + word() + "\n  - " + word() + "\n\n" + prefixed("    ", "    ")
        }
    }

    mutating func footnoteDocument() -> String {
        let labels = ["1", "note", "b"]
        var text = ""
        for _ in 0..<(1 + Int(next() % 3)) {
            // A word right before the reference: cmark-gfm would take `[^1]` into a URL before it.
            text += line(words: 3) + " " + word() + "[^\(pick(labels))] " + line(words: 1) + "\n\n"
        }
        for label in labels where chance(80) {
            text += "[^\(label)]: " + line(words: 2) + "\n"
            if chance(30) { text += "\n    " + line(words: 2) + "\n" }
            text += "\n"
        }
        return text
    }
}
