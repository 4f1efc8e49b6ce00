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
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    /// The key two paths share when one file system entry would hold both.
    package static func key(_ path: String) -> String {
        path.precomposedStringWithCanonicalMapping.lowercased()
    }

    /// Claims `path` for `owner`; false (and a diagnostic) when it is already taken.
    @discardableResult
    package mutating func claim(_ path: String, by owner: Owner) -> Bool {
        let key = Self.key(path)
        guard let first = claims[key] else {
            claims[key] = (path, owner)
            return true
        }
        let same = first.path == path ? "'\(path)'" : "'\(path)' (the same file as '\(first.path)' on macOS and Windows disks)"
        let notes: [Diagnostic.Note] = [.init("\(first.owner.description) is written there first", at: first.owner.location)]
        diagnostics.append(.error(
            Self.collisionRule,
            "\(owner.description) would be written to \(same), which \(first.owner.description) already uses; "
                + "rename one of them",
            at: owner.location, notes: notes))
        return false
    }

    /// Whether `path` (or a path that differs only in case) was claimed.
    package func isClaimed(_ path: String) -> Bool { claims[Self.key(path)] != nil }
}
