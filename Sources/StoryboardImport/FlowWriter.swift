import FlowGraph

/// Prints an imported storyboard as a flowdoc Markdown chapter.
package enum FlowWriter {
    /// Front matter (title, storyboard), a short introduction, one ```flow NAME block, and a
    /// list of what was imported. Deterministic: the same import gives the same bytes.
    package static func chapter(for imported: ImportedStoryboard, sourcePath: String) -> String {
        let storyboard = imported.storyboard
        let name = FlowNames.storyboardName(storyboard.name)
        var out = "---\ntitle: \(name) storyboard\nstoryboard: \(name)\n---\n\n"
        out += "This chapter was generated from \(MarkdownText.code(sourcePath)) and describes the storyboard as "
        out += "Xcode saved it: \(MarkdownText.count(storyboard.scenes.count, "scene")), "
        out += "\(MarkdownText.count(storyboard.segues.count, "segue")), "
        out += "\(MarkdownText.count(storyboard.unwinds.count, "unwind")) and "
        out += "\(MarkdownText.count(storyboard.relationships.count, "relationship")). "
        out += "Scene names come from the custom classes, storyboard IDs and titles of the view controllers.\n\n"
        out += "```flow \(name)\n" + flowStatements(for: imported) + "```\n\n"
        out += ImportSummary(imported: imported).markdown()
        return out
    }

    /// The statements of the flow block alone, one per line, each line ending in a newline:
    /// scenes in document order, then segues, then unwinds, then (as comments) unwinds that leave the storyboard.
    package static func flowStatements(for imported: ImportedStoryboard) -> String {
        let storyboard = imported.storyboard
        var lines: [String] = []
        for scene in storyboard.scenes {
            lines.append(FlowStatementPrinter.scene(scene, ownStoryboard: FlowNames.storyboardName(storyboard.name)))
        }
        if !storyboard.segues.isEmpty {
            lines.append("")
            lines += storyboard.segues.map(FlowStatementPrinter.segue)
        }
        if !storyboard.unwinds.isEmpty {
            lines.append("")
            lines += storyboard.unwinds.map(FlowStatementPrinter.unwind)
        }
        if !imported.outboundUnwinds.isEmpty {
            lines.append("")
            lines += imported.outboundUnwinds.map(FlowStatementPrinter.outboundUnwind)
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
