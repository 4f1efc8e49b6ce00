import Foundation

/// What kind of build input a changed path is, or nil when it is not an input at all.
///
/// `serve` rebuilds only for inputs: chapters and assets (everything under `content/`),
/// `flowdoc.conf`, and the theme's templates (`*.mustache`) and static files. A log file in
/// the site folder (`flowdoc serve . > preview.log`), notes, or a stray `templates/notes.txt`
/// are not inputs, so writing them never triggers a rebuild.
enum SiteInput: String, Sendable, CaseIterable {
    case content
    case templates
    case staticFiles = "static files"
    case settings

    /// The kind of `relative` (a path relative to the site folder, `/`-separated).
    /// `isFolder` tells whether it is a folder now (nil when it is gone): a folder that is
    /// created, moved or deleted under `templates/` may hold templates.
    static func kind(of relative: String, isFolder: Bool? = nil) -> SiteInput? {
        if relative == "flowdoc.conf" { return .settings }
        if relative == "content" || relative.hasPrefix("content/") { return .content }
        if relative == "templates/static" || relative.hasPrefix("templates/static/") { return .staticFiles }
        if relative == "templates" { return .templates }
        guard relative.hasPrefix("templates/") else { return nil }
        if relative.hasSuffix(".mustache") { return .templates }
        switch isFolder {
        case true?: return .templates
        case false?: return nil
        case nil:
            // Gone: a folder (no extension) may have held templates; a file like notes.txt did not.
            let name = relative.split(separator: "/").last ?? ""
            return name.contains(".") ? nil : .templates
        }
    }

    /// `kind(of:)` for an absolute path under `root`, looking at the file system for folders.
    static func kind(ofPath path: String, under root: String) -> SiteInput? {
        guard path.hasPrefix(root + "/") else { return nil }
        let relative = String(path.dropFirst(root.count + 1))
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        return kind(of: relative, isFolder: exists ? isDirectory.boolValue : nil)
    }
}
