import Foundation
import Testing

/// The one golden-file check of the test suite.
///
/// `actual` is compared byte for byte with `Golden/<name>` beside the calling test file (or in
/// `folder` when given). With `FLOWDOC_RECORD=1` the file is written instead — and the check
/// FAILS, saying what it recorded, so a recording run can never pass for a test run. Run the
/// tests again without the variable to see them pass.
package enum Golden {
    package static let recordVariable = "FLOWDOC_RECORD"

    package static var isRecording: Bool { ProcessInfo.processInfo.environment[recordVariable] == "1" }

    package static func check(
        _ actual: String, _ name: String, folder: URL? = nil, recording: Bool = isRecording,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let folder = folder ?? URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        let url = folder.appendingPathComponent(name)
        if recording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: url)
                Issue.record("recorded golden file \(name) (\(recordVariable)=1 never passes; run again without it)",
                             sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not record golden file \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file \(name); run with \(recordVariable)=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        let lines = difference(expected: expected, actual: actual)
        Issue.record("\(name) differs from its golden file (re-record with \(recordVariable)=1):\n\(lines)",
                     sourceLocation: sourceLocation)
    }

    /// The same check, spelled as the import and CLI tests call it.
    package static func check(
        _ actual: String, named name: String, folder: URL? = nil,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        check(actual, name, folder: folder, filePath: filePath, sourceLocation: sourceLocation)
    }

    /// The first differing lines (at most 12), long lines cut.
    package static func difference(expected: String, actual: String) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for i in 0..<max(e.count, a.count) where out.count < 12 {
            let x = i < e.count ? String(e[i].prefix(300)) : "<end>"
            let y = i < a.count ? String(a[i].prefix(300)) : "<end>"
            if x != y || (i < e.count) != (i < a.count) { out.append("line \(i + 1):\n  - \(x)\n  + \(y)") }
        }
        return out.joined(separator: "\n")
    }
}
