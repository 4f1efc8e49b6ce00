/// The ids the built-in theme writes around a chapter's body (`main`, `search`, `top`…): read
/// once from its layout, chapter and partial templates (an `id="…"` holding no tag), so a
/// heading never takes one of them.
extension Theme {
    package static let chapterPageIDs: Set<String> = {
        var ids: Set<String> = []
        for (path, text) in BuiltinTheme.files
        where path == "layout.mustache" || path == "chapter.mustache" || path.hasPrefix("partials/") {
            var rest = Substring(text)
            while let start = rest.range(of: "id=\"") {
                rest = rest[start.upperBound...]
                let value = rest.prefix { $0 != "\"" }
                if !value.isEmpty, !value.contains("{") { ids.insert(String(value)) }
                rest = rest.dropFirst(value.count)
            }
        }
        return ids
    }()
}
