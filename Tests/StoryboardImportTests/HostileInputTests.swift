import FlowGraph
import Foundation
import StoryboardImport
import TestSupport
import Testing

/// Broken, hostile and unexpected input: a thrown `StoryboardImportError` or warnings, never a crash or a hang.
@Suite struct HostileInputTests {
    /// Imports and reports whether it threw our error (any other error fails the test).
    static func outcome(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) -> ImportedStoryboard? {
        do {
            return try StoryboardImporter.importData(Data(bytes), path: "hostile.storyboard", name: "Hostile")
        } catch is StoryboardImportError {
            return nil
        } catch {
            Issue.record("unexpected error type: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    static func outcome(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> ImportedStoryboard? {
        outcome(Array(text.utf8), sourceLocation: sourceLocation)
    }

    @Test func emptyFileThrows() {
        #expect(throws: StoryboardImportError.notXML(path: "empty.storyboard", reason: "the file is empty")) {
            try StoryboardImporter.importData(Data(), path: "empty.storyboard", name: "Empty")
        }
    }

    @Test func missingFileThrowsUnreadable() {
        let url = URL(fileURLWithPath: "/nonexistent/flowdoc/Missing.storyboard")
        #expect(throws: StoryboardImportError.self) { try StoryboardImporter.importFile(at: url) }
    }

    @Test func randomBytesThrow() {
        var generator = SeededGenerator(seed: 42)
        for length in [1, 7, 64, 1000, 20_000] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            #expect(Self.outcome(bytes) == nil, "\(length) random bytes are not a storyboard")
        }
    }

    @Test func everyTruncationOfARealFileIsHandled() throws {
        let url = TestPaths.corpus.appendingPathComponent("huydemi__Ratings/Ratings__Base.lproj__Players.storyboard")
        let bytes = Array(try Data(contentsOf: url))
        let end = bytes.count - "</document>\n".utf8.count
        var cut = 1
        while cut < end {
            #expect(Self.outcome(Array(bytes[..<cut])) == nil, "a file cut after \(cut) bytes is not a storyboard")
            cut += 487
        }
        #expect(Self.outcome(bytes)?.storyboard.scenes.count == 5)
    }

    @Test func deeplyNestedJunkDoesNotCrash() {
        for depth in [200, 5_000, 50_000] {
            let open = String(repeating: "<view>", count: depth), close = String(repeating: "</view>", count: depth)
            let text = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"><scenes><scene sceneID="s1"><objects>
                <viewController id="vc1" sceneMemberID="viewController">\(open)<connections>
                <segue destination="vc1" kind="show" id="sg1"/></connections>\(close)</viewController>
                </objects></scene></scenes></document>
                """
            if let imported = Self.outcome(text) {
                #expect(imported.storyboard.scenes.count == 1)
            }
        }
    }

    @Test func wellFormedXMLThatIsNoStoryboard() throws {
        let imported = try #require(Self.outcome("<html><body><p>hello</p></body></html>"))
        #expect(imported.storyboard.scenes.isEmpty)
        #expect(imported.warnings.map(\.rule) == ["import.skipped"])
        #expect(imported.warnings.first?.message.contains("<html>") == true)
        let noScenes = try #require(Self.outcome("<document/>"))
        #expect(noScenes.warnings.first?.message.contains("no <scenes>") == true)
    }

    @Test func unknownElementsAreSkippedWithWarningsNamingThem() throws {
        let text = StoryboardXML.document(initial: "a", """
            <scene sceneID="s1"><objects>
              <viewController id="a" sceneMemberID="viewController"><connections>
                <segue destination="b" kind="teleport" id="x1"/>
                <segue destination="nowhere" kind="show" id="x2"/>
                <segue destination="b" kind="unwind" id="x3"/>
                <segue destination="b" kind="relationship" relationship="sidekick" id="x4"/>
                <segue destination="b" kind="show" identifier="ok" id="x5"/>
              </connections></viewController>
            </objects></scene>
            <scene sceneID="s2"><objects><fancyController id="b" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><placeholder placeholderIdentifier="IBFirstResponder" id="p"/></objects></scene>
            <junk id="j"/>
            """)
        let imported = try #require(Self.outcome(text))
        let messages = imported.warnings.map(\.message)
        #expect(imported.warnings.allSatisfy { $0.rule == "import.skipped" && $0.severity == .warning })
        for fragment in ["<fancyController>", "scene without a view controller", "<junk>", "'teleport'", "'nowhere'",
                         "unwindAction", "'sidekick'"] {
            #expect(messages.contains { $0.contains(fragment) }, "a warning mentions \(fragment): \(messages)")
        }
        #expect(imported.storyboard.scenes.map(\.kind) == [.view, .view])
        #expect(imported.storyboard.segues.map(\.identifier) == ["ok"])
        // Warnings point at the element's line.
        let teleport = try #require(imported.warnings.first { $0.message.contains("teleport") })
        #expect(teleport.location?.line == 6)
    }

    @Test func externalEntitiesAreNotLoaded() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/hostname">]>
            <document><scenes><scene sceneID="s"><objects>
            <viewController title="x&secret;" id="a" sceneMemberID="viewController"/></objects></scene></scenes></document>
            """
        if let imported = Self.outcome(text) {
            let hostname = (try? String(contentsOfFile: "/etc/hostname", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines) ?? "\u{0}"
            #expect(imported.storyboard.scenes.first?.title?.contains(hostname) != true)
        }
    }

    @Test func entityExpansionBombEndsQuickly() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n<!ENTITY a0 \"lol\">\n"
        for level in 1...12 {
            text += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">\n"
        }
        text += "]>\n<document><scenes><scene sceneID=\"s\"><objects><viewController title=\"&a12;\" id=\"a\" "
            + "sceneMemberID=\"viewController\"/></objects></scene></scenes></document>"
        let start = ContinuousClock.now
        _ = Self.outcome(text)
        #expect(ContinuousClock.now - start < .seconds(5))
    }

    @Test func controlCharactersAndQuotesNeverBreakTheFlowBlock() throws {
        let text = StoryboardXML.document(initial: "a", """
            <scene sceneID="s1"><objects>
              <viewController title="Say &quot;hi&quot;&#10;\\ now" storyboardIdentifier="my id" id="a" customClass="Weird.Class" sceneMemberID="viewController">
                <connections><segue destination="a" kind="custom" identifier="a -> b" customClass="My Segue" id="x"/></connections>
              </viewController>
            </objects></scene>
            """)
        let imported = try #require(Self.outcome(text))
        let block = FlowWriter.flowStatements(for: imported)
        #expect(block == """
            scene WeirdClass: view "Say \\"hi\\" \\\\ now" class="Weird.Class" id="my id" initial

            segue "a -> b": WeirdClass -> WeirdClass custom from=manual class="My Segue"

            """)
    }
}


/// Builds small storyboard documents for tests.
enum StoryboardXML {
    static func document(initial: String? = nil, _ scenes: String) -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(initialAttribute)>
            <scenes>
            \(scenes)
            </scenes>
            </document>
            """
    }
}
