import FlowGraph
import SourceModel

/// Turns the raw scenes and segues of one document into the flow model.
struct StoryboardAssembler {
    var name: String
    var scenes: [RawScene]
    var segues: [RawSegue]
    var initialID: String?
    var documentLocation: SourceLocation
    var warnings: [Diagnostic] = []
    /// The app's code, when given: unwind targets are then the scenes whose class implements the action.
    var code: CodeFacts?

    mutating func assemble() -> ImportedStoryboard {
        let unique = uniqueScenes()
        var roots: [String: String] = [:]
        for segue in segues where segue.kind == "relationship" && segue.relationship == "rootViewController" {
            if roots[segue.sourceID] == nil, let destination = segue.destinationID { roots[segue.sourceID] = destination }
        }
        let names = SceneNamer.names(for: unique, roots: roots)
        var nameByID: [String: String] = [:]
        var presentationByID: [String: String] = [:]
        var indexByName: [String: Int] = [:]
        var model: [Scene] = []
        var result = ImportedStoryboard(storyboard: Storyboard(name: name))
        for (raw, sceneName) in zip(unique, names) {
            nameByID[raw.xmlID] = sceneName
            presentationByID[raw.xmlID] = raw.presentation
            indexByName[sceneName] = model.count
            model.append(Scene(name: sceneName, kind: raw.kind, title: raw.title, className: raw.className,
                               storyboardID: raw.storyboardID, isInitial: raw.xmlID == initialID, cells: raw.cells,
                               location: raw.location))
            model[model.count - 1].dismiss = raw.dismiss
            if raw.kind == .reference {
                if let target = raw.storyboardName { result.references[sceneName] = target }
                if let identifier = raw.referencedIdentifier { result.referencedIdentifiers[sceneName] = identifier }
                // Named as `flowdoc import` names the storyboard it opens; Xcode reads a reference
                // without a storyboard name as one into its own storyboard.
                let opened = raw.storyboardName.flatMap { $0.isEmpty ? nil : FlowNames.storyboardName($0) }
                model[model.count - 1].referencedStoryboard = opened ?? name
                model[model.count - 1].referencedTarget = raw.referencedIdentifier.flatMap { $0.isEmpty ? nil : $0 }
            }
        }
        if let initialID, nameByID[initialID] == nil {
            warnings.append(.report(StoryboardImporter.skippedRule,
                                     "initialViewController '\(initialID)' is not a scene of this storyboard",
                                     at: documentLocation))
        }

        var keys = KeyAllocator()
        var segueList: [Segue] = []
        var pendingUnwinds: [(RawSegue, String)] = []
        for raw in segues {
            guard let sourceName = nameByID[raw.sourceID] else { continue }
            guard let kind = SegueKind(xml: raw.kind) else {
                skip("segue kind '\(raw.kind)' is not known; segue skipped", at: raw.location)
                continue
            }
            if kind == .unwind {
                pendingUnwinds.append((raw, sourceName))
                continue
            }
            guard let destinationID = raw.destinationID, let destination = nameByID[destinationID] else {
                skip("segue destination '\(raw.destinationID ?? "")' is not a scene of this storyboard; segue skipped",
                     at: raw.location)
                continue
            }
            if let selector = raw.creationSelector {
                let sourceClass = indexByName[sourceName].flatMap { model[$0].className }
                result.segueActions.append(SegueAction(selector: selector, source: sourceName, sourceClass: sourceClass,
                                                       segue: raw.identifier ?? "\(sourceName) -> \(destination)",
                                                       location: raw.location))
            }
            switch kind {
            case .relationship:
                if let index = indexByName[sourceName] { relate(raw, child: destination, in: &model[index]) }
            case .segue(let style):
                let key = keys.key(identifier: raw.identifier, fallback: "\(sourceName)->\(destination)")
                segueList.append(Segue(key: key, identifier: raw.identifier, source: sourceName, destination: destination,
                                       style: style, trigger: raw.trigger,
                                       className: style == .custom ? raw.className : nil,
                                       presentation: Self.presentation(raw, style: style,
                                                                       destination: presentationByID[destinationID]),
                                       location: raw.location))
            case .unwind:
                break
            }
        }

        let resolver = UnwindTargetResolver(scenes: model, segues: segueList)
        var unwinds: [Unwind] = []
        for (raw, sourceName) in pendingUnwinds {
            guard let selector = raw.unwindAction else {
                skip("unwind segue without an unwindAction; skipped", at: raw.location)
                continue
            }
            let action = FlowNames.action(fromSelector: selector)
            let (target, reason) = resolver.target(from: sourceName, action: action, code: code)
            if reason == .namedInAction || reason == .nearestPresenter {
                warnings.append(.report(
                    StoryboardImporter.guessedRule,
                    "unwind '\(action)' from '\(sourceName)' goes to '\(target)', "
                        + (reason == .namedInAction ? "the scene named in the action" : "the nearest scene that leads to its source")
                        + (code == nil
                            ? ": the storyboard does not say which class implements \(selector); give the app's code with --sources to follow it"
                            : ": no class in the code given with --sources implements \(selector)"),
                    at: raw.location))
            }
            if [.outsideStoryboard, .notOnTheWayBack, .implementerShowsIt].contains(reason) {
                let key = keys.key(identifier: raw.identifier, fallback: "\(sourceName)->Exit.\(action)")
                result.outboundUnwinds.append(Unwind(key: key, identifier: raw.identifier, source: sourceName,
                                                     target: reason == .implementerShowsIt ? target : "",
                                                     action: action, trigger: raw.trigger, location: raw.location))
                result.unwindTargets[key] = reason
                continue
            }
            let key = keys.key(identifier: raw.identifier, fallback: "\(sourceName)->\(target).\(action)")
            unwinds.append(Unwind(key: key, identifier: raw.identifier, source: sourceName, target: target, action: action,
                                  trigger: raw.trigger, location: raw.location))
            result.unwindTargets[key] = reason
            if reason == .implementedByClass, let code, let next = resolver.declinedTarget(from: sourceName, action: action, code: code) {
                result.declinableUnwinds[key] = next ?? ""
            }
            if let index = indexByName[target], !model[index].actions.contains(action) {
                model[index].actions.append(action)
            }
        }
        result.storyboard = Storyboard(name: name, scenes: model, segues: segueList, unwinds: unwinds)
        result.warnings = warnings
        return result
    }

    /// Drops scenes whose view controller id repeats an earlier one (a malformed file).
    private mutating func uniqueScenes() -> [RawScene] {
        var seen: Set<String> = []
        var unique: [RawScene] = []
        for scene in scenes {
            if seen.insert(scene.xmlID).inserted {
                unique.append(scene)
            } else {
                skip("a second scene with the object id '\(scene.xmlID)'; skipped", at: scene.location)
            }
        }
        return unique
    }

    /// The style UIKit presents a modal segue with: the segue's `modalPresentationStyle`, else the
    /// destination view controller's, else automatic. Values storyboards may hold that the flow
    /// language does not know count as not written.
    static func presentation(_ raw: RawSegue, style: SegueStyle, destination: String?) -> PresentationStyle {
        guard style == .present || style == .modal else { return .automatic }
        return raw.presentation.flatMap(PresentationStyle.init(rawValue:))
            ?? destination.flatMap(PresentationStyle.init(rawValue:)) ?? .automatic
    }

    private mutating func relate(_ raw: RawSegue, child: String, in container: inout Scene) {
        switch raw.relationship {
        case "rootViewController": container.root = child
        case "viewControllers": container.tabs.append(child)
        case "masterViewController": container.master = child
        case "detailViewController": container.detail = child
        default:
            skip("relationship '\(raw.relationship ?? "")' is not known; skipped", at: raw.location)
        }
    }

    private mutating func skip(_ message: String, at location: SourceLocation) {
        warnings.append(.report(StoryboardImporter.skippedRule, message, at: location))
    }
}

/// Segue and unwind keys: the identifier, else `Source->Destination`, with `#2`, `#3`… on repeats.
struct KeyAllocator {
    private var used: Set<String> = []

    mutating func key(identifier: String?, fallback: String) -> String {
        let base = identifier ?? fallback
        var candidate = base
        var number = 2
        while used.contains(candidate) {
            candidate = "\(base)#\(number)"
            number += 1
        }
        used.insert(candidate)
        return candidate
    }
}
