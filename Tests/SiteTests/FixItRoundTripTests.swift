import Foundation
import Site
import SourceModel
import TestSupport
import Testing

/// Applying every fix-it of a run makes those diagnostics go away and adds none: the bundled
/// chapters with typos put into their flow blocks, listings and links (the mutants), built,
/// every fix-it applied, built again.
@Suite struct FixItRoundTripTests {
    /// A typo in a word of a flow block, listing or link line: two letters swapped, or one dropped.
    static func mutate(_ text: String, random: inout SeededGenerator) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var inCode = false
        var candidates: [Int] = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") { inCode = line.count > 3 && !inCode ? true : false; continue }
            if inCode || line.contains("](scene:") || line.contains("](segue:") { candidates.append(index) }
        }
        guard !candidates.isEmpty else { return text }
        let index = candidates[random.next(candidates.count)]
        var scalars = Array(lines[index].unicodeScalars)
        // The starts of words of at least five ASCII letters.
        var starts: [Int] = []
        var position = 0
        while position < scalars.count {
            var end = position
            while end < scalars.count, scalars[end].properties.isAlphabetic, scalars[end].isASCII { end += 1 }
            if end - position >= 5 { starts.append(position) }
            position = max(end, position + 1)
        }
        guard !starts.isEmpty else { return text }
        let at = starts[random.next(starts.count)] + 1 + random.next(3)
        if random.next(2) == 0 {
            scalars.swapAt(at, at + 1)
        } else {
            scalars.remove(at: at)
        }
        lines[index] = String(String.UnicodeScalarView(scalars))
        return lines.joined(separator: "\n")
    }

    /// Applies fix-its to a file's text, last first; overlapping ones after the first are skipped.
    static func apply(_ fixIts: [Diagnostic.FixIt], to text: String) -> (String, Int) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        var applied = 0
        var lastStart: (line: Int, column: Int)?
        for fix in fixIts.sorted(by: { ($0.location.line, $0.location.column) > ($1.location.line, $1.location.column) }) {
            let line = fix.location.line - 1, start = fix.location.column - 1
            guard line < lines.count, start + fix.length <= lines[line].count else { continue }
            if let lastStart, lastStart.line == line, start + fix.length > lastStart.column { continue }
            lines[line].replaceSubrange(start..<(start + fix.length), with: Array(fix.replacement.unicodeScalars))
            lastStart = (line, start)
            applied += 1
        }
        return (lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n"), applied)
    }

    @Test func applyingEveryFixItRemovesItsDiagnosticsAndAddsNone() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: HostileInputTests.bundled.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        let originals = try names.map { try String(contentsOf: HostileInputTests.bundled.appendingPathComponent($0), encoding: .utf8) }
        var random = SeededGenerator(seed: 0xF1C5)
        var totals = (mutants: 0, before: 0, withFixIts: 0, applied: 0, after: 0)
        for round in 0..<30 {
            var files: [String: String] = [:]
            for (index, name) in names.enumerated() {
                let text = round % names.count == index || index % 2 == round % 2
                    ? Self.mutate(originals[index], random: &random) : originals[index]
                if text != originals[index] { totals.mutants += 1 }
                files["content/\(name)"] = text
            }
            // The chapters' images, so that only the mutations are mistakes.
            let images = HostileInputTests.bundled.appendingPathComponent("img")
            for image in (try? FileManager.default.contentsOfDirectory(atPath: images.path)) ?? [] {
                files["content/img/\(image)"] = try String(contentsOf: images.appendingPathComponent(image), encoding: .utf8)
            }
            let site = try FixtureSite(files)
            defer { try? FileManager.default.removeItem(at: site.root) }
            let before = try SiteBuilder(root: site.root).build(into: MemoryOutput()).diagnostics
            totals.before += before.count
            var fixIts: [String: [Diagnostic.FixIt]] = [:]
            for diagnostic in before {
                for fix in diagnostic.fixIts { fixIts[fix.location.path, default: []].append(fix) }
            }
            let fixed = before.filter { !$0.fixIts.isEmpty }
            totals.withFixIts += fixed.count
            for (path, fixes) in fixIts {
                let url = site.root.appendingPathComponent(path)
                let (text, applied) = Self.apply(fixes, to: try String(contentsOf: url, encoding: .utf8))
                totals.applied += applied
                try Data(text.utf8).write(to: url)
            }
            let after = try SiteBuilder(root: site.root).build(into: MemoryOutput()).diagnostics
            totals.after += after.count
            let known = Set(before.map { "\($0.rule) \($0.message)" })
            for diagnostic in after {
                #expect(known.contains("\(diagnostic.rule) \(diagnostic.message)"),
                        "round \(round): a fix-it created \(diagnostic.location?.description ?? ""): [\(diagnostic.rule)] \(diagnostic.message)")
            }
            let remaining = Set(after.map { "\($0.rule) \($0.message)" })
            for diagnostic in fixed {
                #expect(!remaining.contains("\(diagnostic.rule) \(diagnostic.message)"),
                        "round \(round): still there after its fix-it: [\(diagnostic.rule)] \(diagnostic.message)")
            }
        }
        print("fix-it round trip: \(totals.mutants) mutated chapters, \(totals.before) diagnostics, "
              + "\(totals.withFixIts) with fix-its, \(totals.applied) fix-its applied, \(totals.after) diagnostics after")
        #expect(totals.withFixIts >= 20, "the mutants must exercise fix-its")
    }
}
