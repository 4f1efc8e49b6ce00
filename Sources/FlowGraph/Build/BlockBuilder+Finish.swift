import SourceModel

extension BlockBuilder {
    /// At the end of the block: reports references to scenes that do not exist and drops them,
    /// and silently drops what a removal in this block left dangling.
    ///
    /// Without removals only what the block added is checked, so the cost follows the block,
    /// not the storyboard.
    mutating func finish() {
        compactRemovedScenes()
        let scan = !removedInBlock.isEmpty
        var dropped: Set<String> = []
        if scan {
            for segue in storyboard.segues {
                let ends = [(segue.source, segue.sourceSpan), (segue.destination, segue.destinationSpan)]
                if !checkEnds(ends, statement: addedAt[.segue(segue.key)]) { dropped.insert(segue.key) }
            }
            for unwind in storyboard.unwinds {
                let ends = [(unwind.source, unwind.sourceSpan), (unwind.target, unwind.targetSpan)]
                if !checkEnds(ends, statement: addedAt[.segue(unwind.key)]) { dropped.insert(unwind.key) }
            }
        } else {
            for (key, ends) in pending {
                guard let statement = addedAt[.segue(key)] else { continue }
                if !checkEnds(ends, statement: statement) { dropped.insert(key) }
            }
        }
        dropElements(dropped)
        if scan {
            for position in storyboard.scenes.indices { checkRelationships(at: position) }
            index.recomputeScenes(in: storyboard)
        } else if !newScenes.isEmpty {
            let names = Set(newScenes)
            let start = storyboard.scenes.count - newScenes.count
            for position in max(0, start)..<storyboard.scenes.count where names.contains(storyboard.scenes[position].name) {
                checkRelationships(at: position)
            }
        }
    }

    /// Takes the scenes this block removed out of the list, in one pass.
    private mutating func compactRemovedScenes() {
        guard !pendingRemovals.isEmpty else { return }
        var remaining = pendingRemovals
        storyboard.scenes.removeAll { scene in
            guard let count = remaining[scene.name], count > 0 else { return false }
            remaining[scene.name] = count - 1
            return true
        }
        pendingRemovals = [:]
    }

    private mutating func checkRelationships(at position: Int) {
        let scene = storyboard.scenes[position]
        guard scene.kind.isContainer || scene.root != nil || !scene.tabs.isEmpty || scene.master != nil || scene.detail != nil
        else { return }
        let statement = addedAt[.scene(scene.name)]
        if let root = scene.root, !checkEnds([(root, scene.relationshipSpan("root", child: root))], statement: statement) {
            storyboard.scenes[position].root = nil
        }
        if let master = scene.master,
           !checkEnds([(master, scene.relationshipSpan("master", child: master))], statement: statement) {
            storyboard.scenes[position].master = nil
        }
        if let detail = scene.detail,
           !checkEnds([(detail, scene.relationshipSpan("detail", child: detail))], statement: statement) {
            storyboard.scenes[position].detail = nil
        }
        if scene.tabs.contains(where: { index.scenes[$0] == nil }) {
            var tabs: [String] = []
            for tab in scene.tabs where checkEnds([(tab, scene.relationshipSpan("tabs", child: tab))], statement: statement) {
                tabs.append(tab)
            }
            storyboard.scenes[position].tabs = tabs
        }
    }

    /// Whether every named scene exists; reports the missing ones a statement of this block named
    /// (unless a later statement of this block removed them: then they are dropped silently).
    private mutating func checkEnds(_ ends: [(String, Span)], statement: Int?) -> Bool {
        var valid = true
        for (name, span) in ends where index.scenes[name] == nil {
            valid = false
            guard let statement else { continue }
            if let removal = removedInBlock[name], removal > statement { continue }
            diagnostics.append(UnknownSceneRule.diagnostic(name, at: span, storyboard: storyboard.name,
                                                           scenes: suggestionBudget.take(index.scenes.count) ? Array(index.scenes.keys) : [], removedAt: removedAt[name]))
        }
        return valid
    }
}
