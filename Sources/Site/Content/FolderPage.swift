/// Which chapter file is a folder's page — the home page for `content/` itself, a part's page
/// for a top folder, the folder's `index.html` below: its `index.md`, else its `README.md`.
///
/// GitHub shows a folder's README as the folder's page and mdBook turns `README.md` into
/// `index.html`, so books written on GitHub (rust-lang/rustlings: `README.md` at the top and in
/// `exercises/`) have no `index.md`. When a folder has both, `index.md` is the page and the
/// README an ordinary chapter, as mdBook decides (GitHub would show the README). Either name in
/// any Markdown extension (`index.markdown`, `README.markdown`), the stem in any case (a
/// macOS disk does not tell `Index.md` from `index.md`).
enum FolderPage {
    /// For each folder (content-relative, `""` for `content/`) holding a chapter named so, the
    /// relative path of its page. `relatives`: the chapter files under `content/`.
    static func pages(of relatives: [String]) -> [String: String] {
        var best: [String: (rank: Rank, relative: String)] = [:]
        for relative in relatives {
            let name = SitePath.fileName(of: relative)
            guard let rank = rank(of: name) else { continue }
            let folder = SitePath.folder(of: relative)
            if let current = best[folder], current.rank <= rank { continue }
            best[folder] = (rank, relative)
        }
        return best.mapValues(\.relative)
    }

    /// The page among the names of one folder's files (`index.md`, `README.md`, `sub/`), if any.
    static func page(among names: [String]) -> String? {
        names.compactMap { name in rank(of: name).map { (rank: $0, name: name) } }.min { $0.rank < $1.rank }?.name
    }

    /// Index before README; then `.md` before the other extensions in `markdownExtensions`'
    /// order; then the exact lower-case name; then the name (so the choice never depends on the
    /// order the folder was listed in).
    struct Rank: Comparable {
        var isReadme: Bool
        var extensionRank: Int
        var isOtherCase: Bool
        var name: String

        static func < (a: Rank, b: Rank) -> Bool {
            if a.isReadme != b.isReadme { return !a.isReadme }
            if a.extensionRank != b.extensionRank { return a.extensionRank < b.extensionRank }
            if a.isOtherCase != b.isOtherCase { return !a.isOtherCase }
            return a.name < b.name
        }
    }

    static func rank(of name: String) -> Rank? {
        guard let stem = PathNaming.chapterStem(name) else { return nil }
        let lower = stem.lowercased()
        guard lower == "index" || lower == "readme" else { return nil }
        let ext = String(name.dropFirst(stem.count + 1))
        let extensionRank = PathNaming.markdownExtensions.firstIndex(of: ext.lowercased()) ?? Int.max
        let usualStem = lower == "index" ? "index" : "README"
        return Rank(isReadme: lower == "readme", extensionRank: extensionRank,
                    isOtherCase: stem != usualStem || ext != ext.lowercased(), name: name)
    }
}
