import Foundation
@testable import Site
import Testing

/// The built-in theme is generated from templates/ by scripts/embed-theme; they must match.
@Suite struct ThemeDriftTests {
    @Test func builtInThemeEqualsTemplatesFolder() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.appendingPathComponent("templates")
        var onDisk: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            guard let data = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath else { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
            onDisk[relative] = String(decoding: data, as: UTF8.self)
        }
        #expect(!onDisk.isEmpty)
        #expect(Set(onDisk.keys) == Set(BuiltinTheme.files.keys), "run scripts/embed-theme")
        for (path, text) in onDisk {
            #expect(BuiltinTheme.files[path] == text, "templates/\(path) changed; run scripts/embed-theme")
        }
    }
}
