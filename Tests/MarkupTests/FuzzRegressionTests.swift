import Foundation
import Markup
import SourceModel
import Testing

/// Inputs that once crashed the `markdown` fuzz target (`Fuzz/regressions/markdown`), replayed
/// through the cmark bridge in both flavours by the ordinary suite.
@Suite struct MarkdownFuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions/markdown")

    @Test func everySavedCrashParses() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(names.contains("gfm-definition-lines-past-the-end.md"))
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
            let text = String(decoding: bytes, as: UTF8.self)
            for flavor in [MarkdownFlavor.gfm, .commonmark] {
                let document = CmarkConverter.parse(text, file: SourceFile(path: name, text: text),
                                                    options: MarkdownOptions(flavor: flavor, slotLanguages: ["flow"]))
                #expect(!document.html { _ in "" }.isEmpty || text.isEmpty)
            }
        }
    }
}
