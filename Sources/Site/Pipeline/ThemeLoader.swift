import Foundation
import SourceModel
import Templates

/// The theme a build uses: the site's `templates/` folder laid over the built-in theme,
/// so a site overrides only the files it has.
package struct Theme: Sendable {
    package var library: TemplateLibrary
    /// Static files (site-relative under `static/`) and their bytes.
    package var staticFiles: [String: [UInt8]]
    package var diagnostics: [Diagnostic]
    /// The template sources, for printing diagnostics.
    package var sources: [SourceFile]

    package static let requiredTemplates = ["layout", "chapter", "home", "storyboard", "storyboards", "404"]

    /// Loads `root/templates` over the built-in theme. Throws only when the folder exists but
    /// cannot be read.
    package static func load(root: URL) throws -> Theme {
        var texts: [String: (path: String, text: String)] = [:]
        var statics: [String: [UInt8]] = [:]
        var diagnostics: [Diagnostic] = []
        for (path, text) in BuiltinTheme.files {
            if path.hasSuffix(".mustache") {
                texts[String(path.dropLast(9))] = ("(built-in theme)/" + path, text)
            } else if path.hasPrefix("static/") {
                statics[path] = Array(text.utf8)
            }
        }
        let folder = root.appendingPathComponent("templates")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
            let walk = try FolderListing.listing(folder)
            for relative in walk.special {
                // Never opened: reading a FIFO would block the build.
                let what = FileKind(path: folder.appendingPathComponent(relative).path).specialDescription ?? "not a regular file"
                diagnostics.append(.report("template.not-a-file", "this is \(what), not a regular file; it is not read",
                                          at: SourceLocation(path: "templates/" + relative, line: 1, column: 1)))
            }
            for link in walk.skippedLinks {
                // A link out of templates/ is never read: its target would be published as a static
                // file or rendered into every page.
                let here = SourceLocation(path: "templates/" + link.path, line: 1, column: 1)
                let message = link.message(folder: "templates/")
                diagnostics.append(link.leadsOut ? .report("template.link-outside", message, at: here)
                                   : .report("template.link-not-followed", message, at: here))
            }
            for relative in walk.files {
                guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(relative).path) else {
                    throw SiteError.io("cannot read templates/\(relative)")
                }
                if relative.hasSuffix(".mustache") {
                    let (text, problems) = SourceDecoder.decode([UInt8](data), path: "templates/" + relative)
                    diagnostics += problems
                    texts[String(relative.dropLast(9))] = ("templates/" + relative, text)
                } else if relative.hasPrefix("static/") {
                    statics[relative] = [UInt8](data)
                }
            }
        }
        var files: [String: SourceFile] = [:]
        for (name, entry) in texts { files[name] = SourceFile(path: entry.path, text: entry.text) }
        let library = TemplateLibrary(templates: files)
        diagnostics += library.diagnostics
        diagnostics += library.unknownNames(in: PageContextShape.page)
        return Theme(library: library, staticFiles: statics, diagnostics: diagnostics,
                     sources: files.values.sorted { $0.path < $1.path })
    }
}
