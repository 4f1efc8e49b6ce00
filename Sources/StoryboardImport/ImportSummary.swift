import FlowGraph

/// The "What was imported" list at the end of a generated chapter.
struct ImportSummary {
    let imported: ImportedStoryboard

    func markdown() -> String {
        let storyboard = imported.storyboard
        var items: [String] = []
        let scenes = storyboard.scenes.map { scene -> String in
            var facts = [scene.kind == .reference ? "storyboard reference" : scene.kind.rawValue]
            if scene.isInitial { facts.append("initial") }
            facts.append("line \(scene.location.line)")
            return MarkdownText.code(scene.name) + " (" + facts.joined(separator: ", ") + ")"
        }
        items.append("**\(MarkdownText.count(storyboard.scenes.count, "scene"))**" + list(scenes))
        items.append("**\(MarkdownText.count(storyboard.segues.count, "segue"))**" + list(tally(storyboard.segues.map(\.style.rawValue))))
        items.append("**\(MarkdownText.count(storyboard.relationships.count, "relationship"))**"
                     + list(tally(storyboard.relationships.map(\.kind.rawValue))))
        let unwinds = storyboard.unwinds.map { unwind -> String in
            var reason = imported.unwindTargets[unwind.key]?.rawValue ?? "given"
            if let next = imported.declinableUnwinds[unwind.key] {
                // UIKit asks each candidate `canPerformUnwindSegueAction(_:from:withSender:)`; an
                // override may answer no, and the search goes on.
                reason += "; its class overrides canPerformUnwindSegueAction, so at run time it may decline, and "
                    + (next.isEmpty ? "no other scene of this storyboard implements the action"
                                    : "the unwind then goes on to " + MarkdownText.code(next))
            }
            return MarkdownText.code("\(unwind.source) -> \(unwind.target).\(unwind.action)") + " (\(reason))"
        }
        var unwindItem = "**\(MarkdownText.count(storyboard.unwinds.count, "unwind"))**" + list(unwinds)
        if !unwinds.isEmpty {
            unwindItem += " The storyboard records only the Exit placeholder, so each target is inferred: a scene "
                + "named in the action, else the nearest scene that leads to the source."
        }
        items.append(unwindItem)
        if !imported.outboundUnwinds.isEmpty {
            let outbound = imported.outboundUnwinds.map { unwind -> String in
                MarkdownText.code("\(unwind.source) -> Exit, action \(unwind.action)") + " (" + why(unwind) + ")"
            }
            items.append("**\(MarkdownText.count(outbound.count, "unwind"))** written as comments, since no segue of this "
                + "storyboard leads back to where they return" + list(outbound))
        }
        for reference in storyboard.scenes where reference.kind == .reference { items.append(describe(reference)) }
        let initial = storyboard.initialScenes.map(\.name)
        if initial.isEmpty {
            items.append("No initial scene: the storyboard is only loaded by storyboard ID.")
        }
        // import.guessed notes are already said in the unwind list above ("(nearest scene that leads…)").
        let warnings = imported.warnings.filter { $0.severity != .note }
        if warnings.isEmpty {
            items.append("Nothing was skipped.")
        } else {
            let lines = warnings.map { "line \($0.location?.line ?? 1): " + MarkdownText.plain($0.message) }
            items.append("**\(MarkdownText.count(warnings.count, "warning"))**" + list(lines))
        }
        return "## What was imported\n\n" + items.map { "- " + $0 + "\n" }.joined()
    }

    /// Why an unwind is kept aside, as the import decided it.
    private func why(_ unwind: Unwind) -> String {
        switch imported.unwindTargets[unwind.key] {
        case .notOnTheWayBack:
            return "no class of the scenes that lead to " + MarkdownText.code(unwind.source)
                + " implements it in the code given; the scene it returns to is taken to be outside this file"
        case .implementerShowsIt:
            return "no scene of this storyboard leads to " + MarkdownText.code(unwind.source) + ", so code or another storyboard shows it; "
                + MarkdownText.code(unwind.target) + " is the one scene whose class implements the action, and it returns there "
                + "when " + MarkdownText.code(unwind.target) + " is what shows it"
        default:
            return "no scene of this storyboard leads to " + MarkdownText.code(unwind.source)
                + ": it is shown from code or from another storyboard, so the scene it returns to is not in this file"
        }
    }

    /// "Storyboard reference `AvpVC` opens scene `avpVC` of storyboard `Specials`."
    private func describe(_ reference: Scene) -> String {
        let written = reference.referencedStoryboard ?? FlowNames.storyboardName(imported.storyboard.name)
        let opening = imported.referencedIdentifiers[reference.name].map { "scene " + MarkdownText.code($0) + " of" }
            ?? "the initial scene of"
        var text = "Storyboard reference \(MarkdownText.code(reference.name)) "
        if let raw = imported.references[reference.name], !raw.isEmpty {
            text += "opens \(opening) storyboard \(MarkdownText.code(raw))"
            if raw != written { text += ", written " + MarkdownText.code("storyboard=" + written) }
        } else {
            text += "names no storyboard, so it opens \(opening) its own storyboard, written "
                + MarkdownText.code("storyboard=" + written)
        }
        return text + "."
    }

    private func list(_ entries: [String]) -> String {
        entries.isEmpty ? "." : ": " + entries.joined(separator: ", ") + "."
    }

    /// "2 show, 1 present", most frequent first, then by name.
    private func tally(_ values: [String]) -> [String] {
        var counts: [String: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { "\($0.value) \($0.key)" }
    }
}
