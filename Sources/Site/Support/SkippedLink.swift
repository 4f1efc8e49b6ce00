/// A symbolic link a folder walk did not follow (`FolderListing`), and why. The callers turn it
/// into their folder's diagnostic (`content.link-outside`, `template.link-not-followed`…).
package struct SkippedLink: Sendable, Hashable {
    package enum Reason: Sendable, Hashable {
        /// Its target lies outside the folder walked: it is never read (nor published).
        case leadsOut(target: String)
        /// It leads to a folder that holds it: following it would never end.
        case loop(target: String)
        /// A link to a folder inside a folder reached through a link: links are followed one deep.
        case insideLinkedFolder(target: String)
    }

    /// Relative to the folder walked.
    package var path: String
    package var reason: Reason
    /// The same link met again through a link to a folder that holds it (`linked/x` for
    /// `real/x` when `linked -> real`): reported once, at `path`, but a path through any of
    /// them goes through this link. Relative to the folder walked.
    package var aliases: [String] = []
    /// Where it leads, relative to the folder walked, when that is inside it (a link not
    /// followed: a file behind it is still listed by its own path); nil for a link leading out.
    package var realPath: String?

    package init(path: String, reason: Reason, aliases: [String] = [], realPath: String? = nil) {
        self.path = path
        self.reason = reason
        self.aliases = aliases
        self.realPath = realPath
    }

    /// What the diagnostic says, for a link under `folder` (`content/`, `templates/`).
    package func message(folder: String) -> String {
        switch reason {
        case .leadsOut(let target):
            "this symbolic link leads out of \(folder) (to '\(target)'); it is not read, and nothing behind it is "
                + "published — copy what it points to into \(folder) instead"
        case .loop(let target):
            "this symbolic link leads back to a folder that holds it ('\(target)'); it is not followed (the folder "
                + "would hold itself without end)"
        case .insideLinkedFolder(let target):
            "this symbolic link to a folder ('\(target)') is inside a folder reached through another link; flowdoc "
                + "follows links to folders one deep, so it is not followed here (its files keep their own path)"
        }
    }

    /// Whether it is the error case (a link leading out), not a warning.
    package var leadsOut: Bool {
        if case .leadsOut = reason { return true }
        return false
    }
}
