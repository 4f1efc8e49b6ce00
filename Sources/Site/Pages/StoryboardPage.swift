import Diagrams
import FlowGraph
import SourceModel
import Templates

/// The page of one storyboard: its final diagram and a reference entry per scene.
struct StoryboardPage: Sendable {
    var storyboard: Storyboard
    var mentions: [FlowElement: [ChapterID]]
    var removed: [(name: String, chapter: ChapterID)]
    /// Every storyboard the book documents, to link references to their pages.
    var documentedStoryboards: Set<String>
    /// Everything the page shows from the flow pass, hashed once (the page is rendered again
    /// when it changes).
    let fingerprint: Int

    init(storyboard: Storyboard, mentions: [FlowElement: [ChapterID]], removed: [(name: String, chapter: ChapterID)],
         documentedStoryboards: Set<String>, documentedPrint: Int) {
        self.storyboard = storyboard
        self.mentions = mentions
        self.removed = removed
        self.documentedStoryboards = documentedStoryboards
        var hasher = Hasher()
        hasher.combine(storyboard)
        hasher.combine(mentions)
        for item in removed { hasher.combine(item.name); hasher.combine(item.chapter) }
        hasher.combine(documentedPrint)
        fingerprint = hasher.finalize()
    }

    var outputPath: String { SiteLinks.storyboardPath(storyboard.name) }

    func context(chapters: [AnalyzedChapter]) -> TemplateValue {
        let root = SiteLinks.root(for: outputPath)
        let options = DiagramOptions(
            idPrefix: "board",
            title: "Storyboard \(storyboard.name)",
            sceneURL: { name in "#" + SiteLinks.sceneAnchor(name) })
        // The drawing and its text list from one graph, as a chapter's figure is made.
        let figure = DiagramRenderer.figure(storyboard, highlighted: [], options: options)
        // The storyboard as data for "Play the flow" (templates/static/play.js); inert without it.
        let play = PlayData.scriptElementBytes(storyboard, diagramPrefix: options.idPrefix)
        // The figure's bytes, written into the page as they are.
        let pieces = DiagramCanvas.pieces(figure, before: Array("<figure class=\"flow-figure\">\n".utf8), after: [])
        let end = "\n</figure>"
        let diagram = ByteSource(count: pieces.reduce(0) { $0 + $1.count } + play.count + end.utf8.count) { out in
            for piece in pieces { out.append(contentsOf: piece) }
            out.append(contentsOf: play)
            out.append(contentsOf: end.utf8)
        }

        // Each segue, unwind and relationship is looked at once and filed under its scenes, so a
        // storyboard page costs time linear in the storyboard (a 4,000-scene chain was quadratic).
        var outgoingOf: [String: [TemplateValue]] = [:]
        var incomingOf: [String: [TemplateValue]] = [:]
        // Per scene, the keys of its segues (their mentions are the scene's too): keys, not
        // copies of the segues, each of which retained all its strings.
        var segueKeysOf: [String: [String]] = [:]
        for segue in storyboard.segues {
            let item: TemplateValue = .record(Record(PageContextShape.segueItemKeys, [
                "style": .string(segue.style.rawValue),
                "identifier": segue.identifier.map { .string($0) } ?? .null,
                "trigger": segue.trigger.map { .string($0.spelling) } ?? .null,
                "anchor": .string(SiteLinks.segueAnchor(segue.key)),
                "target": .string(segue.destination), "targetAnchor": .string(SiteLinks.sceneAnchor(segue.destination)),
                "source": .string(segue.source), "sourceAnchor": .string(SiteLinks.sceneAnchor(segue.source)),
            ]))
            outgoingOf[segue.source, default: []].append(item)
            incomingOf[segue.destination, default: []].append(item)
            let key = segue.key
            segueKeysOf[segue.source, default: []].append(key)
            if segue.destination != segue.source { segueKeysOf[segue.destination, default: []].append(key) }
        }
        for unwind in storyboard.unwinds {
            let item: TemplateValue = .record(Record(PageContextShape.segueItemKeys, [
                "style": .string("unwind \(unwind.action):"),
                "identifier": unwind.identifier.map { .string($0) } ?? .null,
                "trigger": unwind.trigger.map { .string($0.spelling) } ?? .null,
                "anchor": .string(SiteLinks.segueAnchor(unwind.key)),
                "target": .string(unwind.target), "targetAnchor": .string(SiteLinks.sceneAnchor(unwind.target)),
                "source": .string(unwind.source), "sourceAnchor": .string(SiteLinks.sceneAnchor(unwind.source)),
            ]))
            outgoingOf[unwind.source, default: []].append(item)
            incomingOf[unwind.target, default: []].append(item)
        }
        var childrenOf: [String: [Relationship]] = [:]
        for relation in storyboard.relationships { childrenOf[relation.container, default: []].append(relation) }

        var scenes: [TemplateValue] = []
        for scene in storyboard.scenes {
            var entry = Record(PageContextShape.sceneEntryKeys, [
                "name": .string(scene.name), "anchor": .string(SiteLinks.sceneAnchor(scene.name)),
                "kind": .string(scene.kind.rawValue), "isInitial": .bool(scene.isInitial),
            ])
            if let title = scene.title { entry["title"] = .string(title) }
            if let className = scene.className { entry["className"] = .string(className) }
            if let id = scene.storyboardID { entry["storyboardID"] = .string(id) }
            if scene.kind == .reference, let target = scene.referencedStoryboard {
                // A storyboard reference links to the page of the storyboard it opens, when the
                // book documents it.
                let documented = documentedStoryboards.contains(target)
                entry["opens"] = .object([
                    "storyboard": .string(target),
                    "url": documented ? .string(root + SiteLinks.storyboardPath(target)) : .null,
                    "target": scene.referencedTarget.map { .string($0) } ?? .null,
                ])
            }
            switch scene.cells {
            case .staticCells(let titles):
                if titles.isEmpty {
                    entry["cells"] = .object(["label": "Cells", "text": "static cells, not named in the flow block"])
                } else {
                    entry["cells"] = .object(["label": "Static cells", "items": .array(titles.map { .string($0) })])
                }
            case .prototypes(let ids):
                entry["cells"] = .object(["label": "Prototype cells", "items": .array(ids.map { .string($0) })])
            case .none:
                break
            }
            let children = childrenOf[scene.name] ?? []
            if !children.isEmpty {
                entry["containerOf"] = .object(["items": .array(children.map { relation in
                    .object(["name": .string(relation.child), "anchor": .string(SiteLinks.sceneAnchor(relation.child)),
                             "kind": .string(relation.kind.rawValue)])
                })])
            }
            if !scene.actions.isEmpty {
                entry["actions"] = .object(["items": .array(scene.actions.map { .string($0) })])
            }
            let outgoing = outgoingOf[scene.name] ?? []
            let incoming = incomingOf[scene.name] ?? []
            entry["outgoing"] = .array(outgoing)
            entry["hasOutgoing"] = .bool(!outgoing.isEmpty)
            entry["incoming"] = .array(incoming)
            entry["hasIncoming"] = .bool(!incoming.isEmpty)
            var chapterIndices = Set(mentions[.scene(scene.name)] ?? [])
            for key in segueKeysOf[scene.name] ?? [] {
                chapterIndices.formUnion(mentions[.segue(key)] ?? [])
            }
            let mentionList: [TemplateValue] = chapterIndices.sorted().compactMap { id in
                guard chapters.indices.contains(id.position) else { return nil }
                // (The two fields read in place: a copy of the chapter retains all it holds.)
                return .record(Record(PageContextShape.linkKeys, [
                    "title": .string(chapters[id.position].title), "url": .string(root + chapters[id.position].outputPath),
                ]))
            }
            entry["mentions"] = .array(mentionList)
            entry["hasMentions"] = .bool(!mentionList.isEmpty)
            scenes.append(.record(entry))
        }
        let removedList: [TemplateValue] = removed.compactMap { item in
            guard chapters.indices.contains(item.chapter.position) else { return nil }
            let position = item.chapter.position
            return .object(["name": .string(item.name), "anchor": .string(SiteLinks.sceneAnchor(item.name)),
                            "chapter": .string(chapters[position].title), "url": .string(root + chapters[position].outputPath)])
        }
        let segueCount = storyboard.segues.count + storyboard.unwinds.count
        let summary = "\(storyboard.scenes.count) scene\(storyboard.scenes.count == 1 ? "" : "s"), "
            + "\(segueCount) segue\(segueCount == 1 ? "" : "s")"
            + (storyboard.initialScenes.first.map { "; the entry point is \($0.name)." } ?? "; loaded by storyboard ID.")
        return .record(Record(PageContextShape.storyboardKeys, [
            "name": .string(storyboard.name), "summary": .string(summary), "diagram": .bytes(diagram),
            "scenes": .array(scenes), "removed": .array(removedList), "hasRemoved": .bool(!removedList.isEmpty),
        ]))
    }

}
