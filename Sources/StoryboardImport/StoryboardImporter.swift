import FlowGraph
import Foundation
import SourceModel

/// Reads Xcode `.storyboard` files into flowdoc's storyboard model.
///
/// - Scenes: each `<scene>`'s view controller (`sceneMemberID="viewController"`): `viewController`
///   -> view, `tableViewController` -> table, `collectionViewController` -> collection,
///   `navigationController` -> navigation, `tabBarController` -> tab, `splitViewController` ->
///   split, `pageViewController` -> page, `viewControllerPlaceholder` -> reference; AVKit, GLKit
///   and hosting controllers -> view; anything else -> view with a warning. First-responder and
///   Exit placeholders are not scenes. Title: `title`, else the navigation item's, else the tab
///   bar item's. Names: see `SceneNamer`.
/// - Segues: every `<segue>` inside a scene except `reference=` back-references. The source is
///   the scene; the trigger is the element owning the `<connections>` (cell, button title, bar
///   button title or system item, gesture recognizer; the view controller itself -> manual).
///   Relationships set the container's root, tabs, master or detail. Unwinds: see
///   `UnwindTargetReason`.
/// - Anything unexpected is skipped with an `import.skipped` warning at the element's line.
package enum StoryboardImporter {
    /// Rule id of every import warning: something in the XML was skipped or guessed at.
    package static let skippedRule = "import.skipped"
    package static let guessedRule = "import.guessed"
    package static let unsupportedRule = "import.unsupported-platform"

    /// Imports a file; `name` defaults to the file name without its extension, made a valid
    /// flow storyboard name (`Main_iPad`; `Base.lproj` characters become `_`).
    package static func importFile(at url: URL, name: String? = nil) throws -> ImportedStoryboard {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw StoryboardImportError.unreadable(path: url.path, reason: String(describing: error))
        }
        let defaultName = FlowNames.storyboardName(url.deletingPathExtension().lastPathComponent)
        return try importData(data, path: url.path, name: name ?? defaultName)
    }

    /// Imports storyboard XML. Throws only when the bytes are not XML; anything unexpected
    /// inside the XML becomes an `import.skipped` warning.
    /// With `sources` (the app's Swift and Objective-C files), unwinds go to the scene whose class
    /// implements their action, as UIKit chooses, and actions that call `dismiss` count as a way out.
    package static func importData(_ data: Data, path: String, name: String, sources: [SourceFile]? = nil) throws -> ImportedStoryboard {
        let code = sources.map(CodeFacts.init)
        if path.lowercased().hasSuffix(".xib") { throw StoryboardImportError.xib(path: path) }
        guard !data.isEmpty else { throw StoryboardImportError.notXML(path: path, reason: "the file is empty") }
        let tree: XMLTree
        switch XMLTree.parse(data) {
        case .success(let parsed): tree = parsed
        case .failure(let failure): throw StoryboardImportError.notXML(path: path, reason: failure.reason)
        }
        let file = SourceFile(path: path, text: String(decoding: data, as: UTF8.self))
        let index = IDLineIndex(file: file)
        let documentLocation = SourceLocation(path: path, line: 1, column: 1)
        var warnings: [Diagnostic] = []
        guard let root = tree.root, root.name == "document" else {
            let found = tree.root?.name ?? "nothing"
            warnings.append(.report(skippedRule, "the root element is <\(found)>, not a storyboard <document>; nothing imported",
                                     at: documentLocation))
            return ImportedStoryboard(storyboard: Storyboard(name: name), warnings: warnings)
        }
        // A storyboard's type is "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"; a .xib's lacks "Storyboard".
        if let type = root.value("type"), type.hasSuffix(".XIB"), !type.contains("Storyboard") {
            throw StoryboardImportError.xib(path: path)
        }
        if let platform = UnsupportedPlatform(document: root) {
            // One clear diagnostic at the document element, instead of a warning per scene.
            let diagnostic = Diagnostic.report(unsupportedRule, platform.message, at: index.location(of: root),
                                               notes: [Diagnostic.Note(UnsupportedPlatform.supported)])
            return ImportedStoryboard(storyboard: Storyboard(name: name), warnings: [diagnostic], unsupportedPlatform: platform.name)
        }
        if let type = root.value("type"), !type.contains("Storyboard") {
            warnings.append(.report(skippedRule, "document type '\(type)' is not a storyboard; importing what looks like scenes",
                                     at: documentLocation))
        }
        var scenes: [RawScene] = []
        var segues: [RawSegue] = []
        var reader = SceneReader(index: index, path: path)
        reader.dismissingSelectors = code?.dismissingSelectors ?? []
        reader.classesWiringActions = code?.classesWiringActions ?? []
        reader.classesDismissingFromCode = code?.classesDismissingFromCode ?? []
        reader.codeGiven = code != nil
        if let container = root.child("scenes") {
            for (ordinal, element) in container.childElements.enumerated() {
                guard element.name == "scene" else {
                    warnings.append(.report(skippedRule, "unexpected element <\(element.name)> among the scenes; skipped",
                                             at: index.location(of: element)))
                    continue
                }
                let result = reader.read(element, ordinal: ordinal + 1)
                if let scene = result.scene { scenes.append(scene) }
                segues += result.segues
                warnings += result.warnings
            }
        } else {
            warnings.append(.report(skippedRule, "the document has no <scenes>; nothing imported", at: documentLocation))
        }
        var assembler = StoryboardAssembler(name: name, scenes: scenes, segues: segues,
                                            initialID: root.value("initialViewController"),
                                            documentLocation: documentLocation, warnings: warnings, code: code)
        return assembler.assemble()
    }
}
