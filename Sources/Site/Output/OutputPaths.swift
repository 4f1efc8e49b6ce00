import Foundation
import SourceModel

/// Every path a build writes, claimed once, so that no page silently replaces another.
///
/// Paths are compared as a case-insensitive, normalization-insensitive file system compares
/// them (macOS and Windows disks): `storyboards/Main.html` and `storyboards/main.html` are
/// one file there, so two claims of them are a collision too. The first claim wins; each
/// later one is an `output.collision` error at its own source, with a note at the first.
package struct OutputPaths: Sendable {
    package static let collisionRule = "output.collision"

    /// What a path is written for: shown in messages and located when it has a source.
    package struct Owner: Sendable, Hashable {
        /// `chapter 'content/01-main.md'`, `the storyboard 'Main'`, `the theme's 404 page`.
        package var description: String
        package var location: SourceLocation?

        package init(_ description: String, at location: SourceLocation?) {
            self.description = description
            self.location = location
        }
    }

    private var claims: [String: (path: String, owner: Owner)] = [:]
    /// Folders the claimed paths need, each with the first path that needed it.
    private var folders: [String: (path: String, owner: Owner)] = [:]
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    /// The key two paths share when one file system entry would hold both.
    package static func key(_ path: String) -> String {
        // ASCII text is its own canonical composition (no ASCII scalar composes with another):
        // Foundation's normalization costs about 18,000 instructions a path.
        path.isASCIIText ? path.lowercased() : path.precomposedStringWithCanonicalMapping.lowercased()
    }

    /// Claims `path` for `owner`; false (and a diagnostic) when it is already taken — also
    /// when a file would stand where another path needs a folder (`storyboards` and
    /// `storyboards/main.html`).
    @discardableResult
    package mutating func claim(_ path: String, by owner: Owner) -> Bool {
        let key = Self.key(path)
        let parents = Self.parentKeys(key)
        let message: String
        let first: (path: String, owner: Owner)
        if let same = claims[key] {
            first = same
            let shown = same.path == path
                ? "'\(path)'" : "'\(path)' (the same file as '\(same.path)' on macOS and Windows disks)"
            message = "\(owner.description) would be written to \(shown), which \(same.owner.description) already uses; "
                + "rename one of them"
        } else if let folder = folders[key] ?? parents.compactMap({ claims[$0] }).first {
            first = folder
            message = "\(owner.description) would be written to '\(path)', but a file and a folder cannot share a name: "
                + "\(folder.owner.description) is written to '\(folder.path)'; rename one of them"
        } else {
            claims[key] = (path, owner)
            for parent in parents where folders[parent] == nil { folders[parent] = (path, owner) }
            return true
        }
        diagnostics.append(.report(
            Self.collisionRule, message, at: owner.location,
            notes: [.init("\(first.owner.description) is written there first", at: first.owner.location)]))
        return false
    }

    /// `a/b/c.html` → `a`, `a/b`.
    private static func parentKeys(_ key: String) -> [String] {
        var result: [String] = []
        guard key.isASCIIText else {
            // A combining mark after a `/` makes one Character of the two.
            var index = key.startIndex
            while let slash = key[index...].firstIndex(of: "/") {
                result.append(String(key[..<slash]))
                index = key.index(after: slash)
            }
            return result
        }
        // On UTF-8 bytes (a Character walk costs a grapheme break per byte).
        let utf8 = key.utf8
        var index = utf8.startIndex
        while let slash = utf8[index...].firstIndex(of: UInt8(ascii: "/")) {
            result.append(String(key[..<slash]))
            index = utf8.index(after: slash)
        }
        return result
    }

    /// Whether `path` (or a path that differs only in case) was claimed.
    package func isClaimed(_ path: String) -> Bool { claims[Self.key(path)] != nil }
}
