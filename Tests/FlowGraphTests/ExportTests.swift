import FlowGraph
import Foundation
import SourceModel
import Testing

@Suite struct ExportTests {
    static let storyboards = FlowDocument.run(BuilderTests.friendList + "\n" + """
        ```flow Odd
        scene Start: table "Say \\"hi\\" \\\\ <b>&" cells=static static="A, \\"B\\"",C initial
        scene Next: view class="Module.Next"
        segue "weird \\"id\\"": Start -> Next push from="{x} -> \\\\"
        ```
        """).book.storyboards

    @Test func jsonIsValidAndComplete() throws {
        let json = GraphExport.json(Self.storyboards)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let boards = try #require(object?["storyboards"] as? [[String: Any]])
        #expect(boards.map { $0["name"] as? String } == ["FriendList", "Odd"])
        let scenes = try #require(boards[0]["scenes"] as? [[String: Any]])
        #expect(scenes.count == 5)
        #expect(scenes[0]["kind"] as? String == "navigation")
        #expect(scenes[0]["initial"] as? Bool == true)
        #expect(scenes[1]["class"] as? String == "MasterViewController")
        #expect((scenes[1]["cells"] as? [String: Any])?["prototypes"] as? [String] == ["Cell"])
        #expect((scenes[2]["cells"] as? [String: Any])?["style"] as? String == "static")
        #expect(scenes[2]["actions"] as? [String] == ["save", "cancel"])
        #expect(scenes[3]["title"] is NSNull)
        let relationships = try #require(boards[0]["relationships"] as? [[String: Any]])
        #expect(relationships.map { $0["child"] as? String } == ["Master", "Edit"])
        let segues = try #require(boards[0]["segues"] as? [[String: Any]])
        #expect(segues.map { $0["identifier"] as? String } == ["showDetail", "editDetail"])
        #expect(segues.map { $0["style"] as? String } == ["push", "present"])
        #expect(segues.map { $0["trigger"] as? String } == ["cell", "Edit button"])
        // A modal segue's presentation style (automatic when not written); null for other styles.
        #expect(segues[0]["presentation"] is NSNull)
        #expect(segues[1]["presentation"] as? String == "automatic")
        let unwinds = try #require(boards[0]["unwinds"] as? [[String: Any]])
        #expect(unwinds.map { $0["action"] as? String } == ["save", "cancel"])
        let odd = try #require(boards[1]["scenes"] as? [[String: Any]])
        #expect(odd[0]["title"] as? String == #"Say "hi" \ <b>&"#)
        #expect(((boards[1]["segues"] as? [[String: Any]])?.first?["identifier"] as? String) == #"weird "id""#)
        #expect(GraphExport.json(Self.storyboards) == json)
        #expect(GraphExport.json([]) == "{\n  \"storyboards\": []\n}\n")
    }

    @Test func dotHasClustersNodesAndEveryKindOfEdge() {
        let dot = GraphExport.dot(Self.storyboards)
        #expect(dot.hasPrefix("digraph \"FriendList\" {\n"))
        #expect(dot.components(separatedBy: "\ndigraph ").count == Self.storyboards.count)
        #expect(dot.hasSuffix("}\n"))
        #expect(dot.contains("subgraph \"cluster_0_FriendList\" {"))
        #expect(dot.contains("\"FriendList/Nav\" -> \"FriendList/Master\" [style=dashed, arrowhead=none, label=\"root\"];"))
        #expect(dot.contains("\"FriendList/Master\" -> \"FriendList/Detail\" [label=\"showDetail\\npush\\nfrom cell\"];"))
        #expect(dot.contains("\"FriendList/Detail\" -> \"FriendList/EditNav\" [label=\"editDetail\\npresent\\nfrom Edit button\", style=bold];"))
        #expect(dot.contains("\"FriendList/Edit\" -> \"FriendList/Detail\" [label=\"saveInput\\nunwind save\", style=dotted, constraint=false];"))
        #expect(dot.contains("\"FriendList/Nav/entry\" [shape=point, label=\"\"];"))
        #expect(dot.contains(#"label="weird \"id\"\npush\nfrom {x} -> \\""#))
        #expect(dot.contains(#"Say \"hi\" \\ <b>&"#))
        // Every quote inside a string is escaped: quotes come in balanced pairs on each line.
        for line in dot.split(separator: "\n") {
            var unescaped = 0
            var escaped = false
            for c in line {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { unescaped += 1 }
            }
            #expect(unescaped % 2 == 0, "\(line)")
        }
    }

    @Test func dotEscapesHostileNames() {
        let hostile = Storyboard(name: "B\"oard\\", scenes: [
            Scene(name: "A\"\n\u{1}x\\", kind: .view, title: "t\\", isInitial: true,
                  location: SourceLocation(path: "x", line: 1, column: 1)),
        ])
        let dot = GraphExport.dot([hostile])
        #expect(dot.contains(#""B\"oard\\/A\"\nx\\""#))
        #expect(!dot.contains("\u{1}"))
    }

    static let dotPath = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(.enabled(if: dotPath != nil, "graphviz 'dot' is not installed"))
    func graphvizAcceptsTheOutput() throws {
        let hostile = Storyboard(name: "B\"oard\\", scenes: [
            Scene(name: "A\"\nx\\", kind: .view, title: "t\\", isInitial: true,
                  location: SourceLocation(path: "x", line: 1, column: 1)),
        ])
        for storyboards in [Self.storyboards, [hostile], []] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: try #require(Self.dotPath))
            process.arguments = ["-Tsvg"]
            let input = Pipe(), output = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            input.fileHandleForWriting.write(Data(GraphExport.dot(storyboards).utf8))
            try input.fileHandleForWriting.close()
            let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(stderr)")
            #expect(stderr.isEmpty, "\(stderr)")
            #expect(svg.contains("<svg"))
        }
    }
}
