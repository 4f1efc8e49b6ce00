/// Every URL in the site is relative, so the site works from any host, under a sub-path
/// and from `file://`. These helpers build them.
public enum SiteLinks {
    /// `../` repeated once per folder in `outputPath`.
    public static func root(for outputPath: String) -> String {
        String(repeating: "../", count: outputPath.split(separator: "/").count - 1)
    }

    /// The page of a storyboard.
    public static func storyboardPath(_ name: String) -> String {
        "storyboards/" + ContentLoader.slugged(name) + ".html"
    }

    /// The anchor of a scene's reference entry on its storyboard page.
    public static func sceneAnchor(_ name: String) -> String { "scene-" + anchorSafe(name) }

    /// The anchor of a segue on its storyboard page, by segue key.
    public static func segueAnchor(_ key: String) -> String { "segue-" + anchorSafe(key) }

    /// Keeps letters, digits, `-`, `_`, `.`; anything else becomes `_` plus its code point,
    /// so distinct names keep distinct anchors.
    public static func anchorSafe(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "-" || scalar == "." {
                result.unicodeScalars.append(scalar)
            } else {
                result += "_" + String(scalar.value, radix: 16)
            }
        }
        return result
    }
}
