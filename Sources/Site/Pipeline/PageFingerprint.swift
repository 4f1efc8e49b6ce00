/// A page's fingerprint: everything the page shows, hashed the same way for every kind of page.
/// A page is rendered again when its fingerprint changes.
struct PageFingerprint {
    private var hasher = Hasher()

    /// What every page shows: the theme, the settings (their hash, worked out once per build),
    /// the sidebar of its group.
    init(theme: Int, settings: Int, sidebar: Int) {
        hasher.combine(theme)
        hasher.combine(settings)
        hasher.combine(sidebar)
    }

    mutating func add<T: Hashable>(_ value: T) { hasher.combine(value) }

    func finalize() -> Int { hasher.finalize() }
}
