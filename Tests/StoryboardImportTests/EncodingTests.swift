import FlowGraph
import Foundation
import StoryboardImport
import Testing

/// Issue 14: one invalid UTF-8 byte in an element name, attribute name or comment killed
/// `flowdoc import` with SIGILL inside FoundationXML. Now the bytes are checked first.
@Suite struct EncodingTests {
    private func failure(_ bytes: [UInt8]) -> String? {
        do {
            _ = try StoryboardImporter.importData(Data(bytes), path: "bad.storyboard", name: "Bad")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func invalidUTF8InNamesAndCommentsIsRefusedWithItsPlace() throws {
        let declaration = Array(#"<?xml version="1.0" encoding="UTF-8"?>"#.utf8) + [0x0A]
        let cases: [([UInt8], String)] = [
            (declaration + Array("<document a".utf8) + [0xE2] + Array("b=\"1\"/>".utf8), "line 2, column 12"),
            (Array("<docu".utf8) + [0xFF] + Array("ment/>".utf8), "line 1, column 6"),
            (Array("<document><!-- ".utf8) + [0xC3] + Array(" --></document>".utf8), "line 1, column 16"),
            (Array("<document a=\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"/>".utf8), "line 1, column 14"),
            // A UTF-16 declaration without a byte-order mark is not trusted.
            (Array(#"<?xml version="1.0" encoding="UTF-16"?>"#.utf8) + Array("<document a".utf8) + [0xE2, 0x2F, 0x3E],
             "line 1, column 51"),
        ]
        for (bytes, place) in cases {
            let message = try #require(failure(bytes))
            #expect(message.contains("is not valid UTF-8"), "\(message)")
            #expect(message.contains(place), "\(message)")
        }
    }

    @Test func singleByteEncodingsStillImport() throws {
        let text = Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><document><scenes/><!-- caf"#.utf8) + [0xE9]
            + Array(" --></document>".utf8)
        #expect(failure(text) == nil)
    }

    @Test func validUTF8IsUntouched() throws {
        let imported = try StoryboardImporter.importData(
            Data(StoryboardXML.document(initial: "a", """
                <scene sceneID="s1"><objects><viewController title="Café 漢字" id="a" customClass="CaféViewController" sceneMemberID="viewController"/></objects></scene>
                """).utf8), path: "ok.storyboard", name: "OK")
        #expect(imported.storyboard.scenes.count == 1)
    }

    /// A 4,000-scene storyboard on one line once took 17 s to import (0.14 s over many lines):
    /// each element's column was counted from the start of the line.
    @Test func aLargeStoryboardOnOneLineImports() throws {
        let count = 4_000
        var scenes = ""
        for i in 0..<count {
            let segue = i + 1 < count
                ? "<connections><segue destination=\"vc\(i + 1)\" kind=\"show\" identifier=\"next\(i)\" id=\"sg\(i)\"/></connections>" : ""
            scenes += "<scene sceneID=\"s\(i)\"><objects><viewController storyboardIdentifier=\"V\(i)\" id=\"vc\(i)\" "
                + "sceneMemberID=\"viewController\">\(segue)</viewController></objects></scene>"
        }
        let xml = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" initialViewController=\"vc0\"><scenes>"
            + scenes + "</scenes></document>"
        let imported = try StoryboardImporter.importData(Data(xml.utf8), path: "one-line.storyboard", name: "OneLine")
        #expect(imported.storyboard.scenes.count == count)
        #expect(imported.storyboard.segues.count == count - 1)
    }
}

/// Issue 14: a FIFO where a file is expected is reported, never opened (opening blocks).
@Suite struct SpecialFileTests {
    @Test func aFIFOAmongSourcesOrAsTheStoryboardIsNeverOpened() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: root.appendingPathComponent("Real.swift"))
        #expect(mkfifo(root.appendingPathComponent("Pipe.swift").path, 0o644) == 0)
        let (files, diagnostics) = try SourceFolder.read(root, displayPrefix: "App")
        #expect(files.map(\.path) == ["App/Real.swift"])
        #expect(diagnostics.map(\.rule) == [SourceFolder.unreadableRule])
        #expect(diagnostics.first?.message.contains("FIFO") == true)
        #expect(diagnostics.first?.location?.path == "App/Pipe.swift")

        #expect(mkfifo(root.appendingPathComponent("Main.storyboard").path, 0o644) == 0)
        guard case .failure(let failure) = StoryboardFile.read(root.appendingPathComponent("Main.storyboard").path) else {
            Issue.record("a FIFO was read as a storyboard")
            return
        }
        #expect(failure.message.contains("FIFO"))
    }
}
