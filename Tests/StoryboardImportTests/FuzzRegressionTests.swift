import Foundation
import StoryboardImport
import Testing

/// Inputs that once crashed the `storyboard-import` fuzz target (`Fuzz/regressions/`), replayed
/// through the importer by the ordinary suite: each is refused or imported, never a crash.
@Suite struct StoryboardFuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions/storyboard-import")

    @Test func everySavedCrashIsHandled() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names.contains("processing-instruction-without-data.storyboard"))
        for name in names {
            let data = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            _ = try? StoryboardImporter.importData(data, path: name, name: "Fuzz")
        }
    }

    @Test func aProcessingInstructionWithoutDataIsBlankedNotACrash() throws {
        let data = Data("<?xml version=\"1.0\"?>\n<?target?><document a=\"1\"><scenes/></document>".utf8)
        _ = try? StoryboardImporter.importData(data, path: "pi.storyboard", name: "PI")
        let blanked = String(decoding: XMLEncodingCheck.blankingProcessingInstructions(data), as: UTF8.self)
        #expect(blanked.hasPrefix("<?xml version=\"1.0\"?>\n"), "the declaration stays")
        #expect(!blanked.contains("<?target?>"))
        #expect(blanked.count == String(decoding: data, as: UTF8.self).count, "columns keep their places")
    }
}
