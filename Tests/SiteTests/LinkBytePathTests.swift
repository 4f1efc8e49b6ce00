import Foundation
import FlowGraph
import Markup
@testable import Site
import SourceModel
import Testing

/// The link check's and the flow references' byte paths (round 28) give what the Character
/// paths before them gave: a link's scheme, `scene:`/`segue:` links, a chapter's folder, a
/// file's numeric prefix and an output path's key, on ASCII, non-ASCII, combining marks right
/// after a separator (one Character with it), CRLF and empty text.
@Suite struct LinkBytePathTests {
    static let pieces = ["scene:", "segue:", ":", "/", "a", "Z", "0", "9", "-", "_", ".", "+", "%2F", "%C3%A9", "%",
                         "é", "e\u{301}", "/\u{301}", ":\u{301}", "0\u{301}", "中", "😀", " ", "\r\n", "#", "?",
                         "http", "Board", "Step1", "md"]

    static func randomTexts(count: Int, pieces: Int) -> [String] {
        var state: UInt64 = 28
        return (0..<count).map { _ in
            var text = ""
            for _ in 0..<(1 + Int(state >> 60) % pieces) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += Self.pieces[Int(state >> 33) % Self.pieces.count]
            }
            return text
        }
    }

    static let texts = randomTexts(count: 3000, pieces: 8) + [
        "", ":", "/", "scene:", "segue:", "scene:X", "scene:/X", "scene:Board/", "scene:a//b", "scene::X",
        "scene:Board%2FStep", "scene:B\u{301}/N", "scene:/\u{301}N", "scene:\u{301}N", "HTTPS://x", "a+b:c", "+a:b",
        "1a:", "01-intro", "01-", "1234567890-x", "123456789-x", "0\u{301}1-x", "content/a/b.md", "a/\u{301}b/c",
    ]

    /// `LinkResolver.scheme(of:)` as it was, on scalars.
    static func plainScheme(_ destination: String) -> String? {
        var scheme = ""
        for scalar in destination.unicodeScalars {
            if scalar == ":" { return scheme.isEmpty ? nil : scheme.lowercased() }
            let letter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            let other = ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."
            guard letter || (other && !scheme.isEmpty) else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }

    /// `PreparedChapter.reference(from:)` as it was, on Characters.
    static func plainReference(from link: MarkdownDocument.Link) -> FlowReference? {
        guard link.destination.utf8.starts(with: "scene:".utf8) || link.destination.utf8.starts(with: "segue:".utf8) else { return nil }
        let parts = link.destination.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return nil }
        let kind: FlowReference.Kind
        switch parts[0] {
        case "scene": kind = .scene
        case "segue": kind = .segue
        default: return nil
        }
        let target = parts[1].removingPercentEncodingIfPossible
        let pieces = target.split(separator: "/", maxSplits: 1).map(String.init)
        let (storyboard, name) = pieces.count == 2 ? (pieces[0], pieces[1]) : (nil, target)
        var location = link.location
        var length = link.length
        let written = link.destination.unicodeScalars.count
        if written == link.length, target == parts[1] {
            location.column += written - name.unicodeScalars.count
            length = name.unicodeScalars.count
        }
        return FlowReference(kind: kind, name: name, storyboard: storyboard, location: location, length: length, origin: .link)
    }

    @Test func aSchemeIsReadAsOnScalars() {
        for text in Self.texts {
            #expect(LinkResolver.scheme(of: text) == Self.plainScheme(text), "\(text.debugDescription)")
        }
    }

    @Test func aFlowLinkIsReadAsOnCharacters() {
        for text in Self.texts {
            for length in [text.unicodeScalars.count, 3] {
                let link = MarkdownDocument.Link(destination: text, title: "", text: "x",
                                                 location: SourceLocation(path: "content/a.md", line: 2, column: 5),
                                                 length: length, isSlot: true)
                #expect(PreparedChapter.reference(from: link) == Self.plainReference(from: link), "\(text.debugDescription)")
            }
        }
    }

    @Test func aFolderANumericPrefixAndAnOutputKeyAreAsOnCharacters() {
        for text in Self.texts {
            let folder = text.lastIndex(of: "/").map { String(text[..<$0]) } ?? ""
            #expect(SitePath.folder(of: text) == folder, "\(text.debugDescription)")
            // A chapter's path under `content/` (round 34: on bytes).
            for path in [text, "content/" + text, "content" + text] {
                #expect(LinkTargets.contentPath(path) == (path.hasPrefix("content/") ? String(path.dropFirst(8)) : path),
                        "\(path.debugDescription)")
            }
            #expect(OutputPaths.key(text) == text.precomposedStringWithCanonicalMapping.lowercased(), "\(text.debugDescription)")
            let digits = text.prefix { ("0"..."9").contains($0) }
            var bare = text
            if !digits.isEmpty, digits.count < 10, digits.endIndex < text.endIndex,
               ["-", "_", "."].contains(text[digits.endIndex]), text.index(after: digits.endIndex) < text.endIndex {
                bare = String(text[text.index(after: digits.endIndex)...])
            }
            #expect(PathNaming.droppingNumericPrefix(text) == bare, "\(text.debugDescription)")
        }
    }

    /// The content listing's byte paths (round 31): a path's components and file name, and a
    /// chapter's stem, as `split(separator: "/")` and `lastIndex(of: ".")` on Characters gave them.
    @Test func componentsAFileNameAndAStemAreAsOnCharacters() {
        for text in Self.texts {
            let components = text.split(separator: "/").map(String.init)
            #expect(SitePath.components(of: text) == components, "\(text.debugDescription)")
            #expect(SitePath.fileName(of: text) == (text.lastIndex(of: "/").map { String(text[text.index(after: $0)...]) } ?? text),
                    "\(text.debugDescription)")
            for name in [text, text + ".md", text + ".MARKDOWN", "a" + text + ".mkd"] {
                var stem: String?
                if let dot = name.lastIndex(of: "."), dot > name.startIndex,
                   PathNaming.markdownExtensions.contains(name[name.index(after: dot)...].lowercased()) {
                    stem = String(name[..<dot])
                }
                #expect(PathNaming.chapterStem(name) == stem, "\(name.debugDescription)")
            }
        }
    }
}
