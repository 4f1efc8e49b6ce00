import SourceModel
import TestSupport
import Testing
@testable import FlowSyntax


@Suite struct FuzzTests {
    static let valid = [
        "scene Nav: navigation root=Master initial",
        #"scene Master: table "Friends" class=MasterViewController prototypes=Cell,GameCell"#,
        "scene Detail: table cells=static static=Name,\"Email\" actions=save,cancel id=detail",
        "scene Tabs: tab tabs=A,B,C",
        "scene Split: split master=M detail=D",
        #"segue showDetail: Master -> Detail push from=cell"#,
        #"segue Detail -> EditNav present from="Edit button""#,
        "segue fade: A -> B custom class=FadeSegue from=gesture",
        #"unwind saveInput: Edit -> Detail.save from="Save button""#,
        "unwind Edit -> Detail.cancel",
        "remove scene Palette",
        "remove segue NewColor",
        "remove unwind A -> B",
        "# a comment",
        "",
    ]

    static let inserts: [String] = [
        "\"", "\\", "\t", "\u{0}", "\u{7}", "\r", "é", "😀", "\u{2192}", "\u{201C}", "\u{A0}", "\u{200B}", "->", ":", "=",
        ",", ".", "#", "@", "e\u{301}", "\u{FEFF}", "\u{10FFFF}", " ",
    ]

    static func mutate(_ line: String, _ rng: inout SeededGenerator) -> String {
        var scalars = Array(line.unicodeScalars)
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let position = scalars.isEmpty ? 0 : Int.random(in: 0...scalars.count, using: &rng)
            switch Int.random(in: 0..<7, using: &rng) {
            case 0 where position < scalars.count: scalars.remove(at: position)
            case 1 where position < scalars.count: scalars.insert(scalars[position], at: position)
            case 2 where position + 1 < scalars.count: scalars.swapAt(position, position + 1)
            case 3:
                let insert = inserts.randomElement(using: &rng) ?? "\""
                scalars.insert(contentsOf: insert.unicodeScalars, at: position)
            case 4:
                let count = Int.random(in: 0..<50, using: &rng) == 0 ? 10_050 : [5, 40, 300].randomElement(using: &rng) ?? 5
                let letter = ["x", "é", "-", "\"", "\\"].randomElement(using: &rng) ?? "x"
                scalars.insert(contentsOf: String(repeating: letter, count: count).unicodeScalars, at: position)
            case 5: scalars = Array(scalars.prefix(position))
            default:
                let scalar = Unicode.Scalar(UInt32.random(in: 0...0x7F, using: &rng)) ?? "?"
                scalars.insert(scalar, at: position)
            }
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    static func randomLine(_ rng: inout SeededGenerator) -> String {
        let alphabet = Array("scene segue unwind remove : -> = , . \" \\ # abcXYZ_09-\t".unicodeScalars) + ["\u{0}", "é", "\u{2192}"]
        var result = ""
        for _ in 0..<Int.random(in: 0...40, using: &rng) {
            result.unicodeScalars.append(alphabet.randomElement(using: &rng) ?? " ")
        }
        return result
    }

    /// Whether a line holds nothing to parse: blank, or only a comment.
    static func isBlankOrComment(_ line: String) -> Bool {
        let trimmed = line.unicodeScalars.drop { $0 == " " }
        return trimmed.isEmpty || trimmed.first == "#" || (trimmed.count == 1 && trimmed.first == "\r")
    }

    @Test func twentyThousandMutatedLinesNeverGoUnreported() throws {
        var rng = SeededGenerator(seed: 0xF10D_0C)
        var lines: [String] = []
        for index in 0..<20_000 {
            if index % 5 == 0 {
                lines.append(Self.randomLine(&rng))
            } else {
                lines.append(Self.mutate(Self.valid.randomElement(using: &rng) ?? "", &rng))
            }
        }
        let indent = 3
        let sourceLines = lines.enumerated().map { FlowSourceLine(text: $0.element, line: $0.offset + 2, column: indent + 1) }
        let file = SourceFile(path: "fuzz.md", text: "")
        let source = FlowBlockSource(file: file, infoString: "flow Fuzz",
                                     fenceLocation: SourceLocation(path: "fuzz.md", line: 1, column: 4), lines: sourceLines)
        let (block, diagnostics) = FlowParser.parse(source)

        var diagnosticsByLine: [Int: Int] = [:]
        for d in diagnostics {
            let location = try #require(d.location)
            diagnosticsByLine[location.line, default: 0] += 1
            let text = lines[location.line - 2]
            #expect(location.column >= indent + 1)
            #expect(location.column <= indent + 1 + text.unicodeScalars.count, "\(d.message)")
            #expect(d.rule == "flow.syntax")
        }
        var statementsByLine: [Int: Int] = [:]
        for statement in block.statements { statementsByLine[statement.keyword.location.line, default: 0] += 1 }
        var unreported: [String] = []
        for (offset, text) in lines.enumerated() {
            let line = offset + 2
            #expect((diagnosticsByLine[line] ?? 0) <= 1, "line \(line): \(text.debugDescription)")
            #expect((statementsByLine[line] ?? 0) <= 1)
            if !Self.isBlankOrComment(text), diagnosticsByLine[line] == nil, statementsByLine[line] == nil {
                unreported.append(text)
            }
        }
        #expect(unreported.isEmpty, "\(unreported.prefix(5).map(\.debugDescription))")
        #expect(block.statements.count > 2_000)
        #expect(diagnostics.count > 5_000)
    }

    /// Linear work: a 100,000-line block and a line at the length limit full of list items parse
    /// with one statement per line, and the number of tokens grows with the input, not faster.
    @Test func largeInputsStayLinear() throws {
        let count = 100_000
        let sourceLines = (0..<count).map { FlowSourceLine(text: "segue s\($0): A\($0) -> B\($0) push from=cell", line: $0 + 2, column: 1) }
        let source = FlowBlockSource(file: SourceFile(path: "big.md", text: ""), infoString: "flow",
                                     fenceLocation: SourceLocation(path: "big.md", line: 1, column: 4), lines: sourceLines)
        let (block, diagnostics) = FlowParser.parse(source)
        #expect(diagnostics.isEmpty)
        #expect(block.statements.count == count)

        let items = (0..<1_600).map { "T\($0)" }.joined(separator: ",")
        let line = "scene Tabs: tab tabs=" + items
        #expect(line.unicodeScalars.count < FlowVocabulary.maximumLineLength)
        let tabs = try #require(FuzzTests.parseLine(line)?.scene?.attributes.named("tabs")?.values)
        #expect(tabs.count == 1_600)

        let escapes = "scene A: view \"" + String(repeating: "\\\"", count: 4_900) + "\""
        #expect(FuzzTests.parseLine(escapes)?.scene?.title?.text.count == 4_900)

        let tokens = FlowLexer(scalars: Array(String(repeating: "a ", count: 4_000).unicodeScalars), firstColumn: 1).tokens()
        #expect((try? tokens.get().count) == 4_000)
    }

    static func parseLine(_ line: String) -> FlowStatement? {
        let source = FlowBlockSource(file: SourceFile(path: "x.md", text: ""), infoString: "flow",
                                     fenceLocation: SourceLocation(path: "x.md", line: 1, column: 4),
                                     lines: [FlowSourceLine(text: line, line: 2, column: 1)])
        let (block, diagnostics) = FlowParser.parse(source)
        return diagnostics.isEmpty ? block.statements.first : nil
    }
}
