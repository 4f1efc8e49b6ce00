import FlowSyntax
import SourceModel

/// Applies the statements of one block to a storyboard state, then reconciles references.
///
/// References are checked when the block ends, so a block may name a scene it declares further
/// down (`scene Nav: navigation root=Master` before `scene Master`). Removing a scene removes the
/// segues, unwinds and relationships that touch it, unless the same block declares a scene of
/// that name again (then they attach to the new scene: that is how a block replaces a scene).
struct BlockBuilder {
    var storyboard: Storyboard
    /// Where each scene name was last removed, across blocks (for "was removed here" notes).
    var removedAt: [String: SourceLocation]
    var diagnostics: [Diagnostic] = []
    var added: Set<FlowElement> = []
    var removed: Set<FlowElement> = []

    private var sceneNames: Set<String>
    private var usedKeys: Set<String>
    /// Statement index of each scene removal in this block (the last one).
    private var removedInBlock: [String: Int] = [:]
    /// Statement index of each element this block added.
    private var addedAt: [FlowElement: Int] = [:]
    private var statementIndex = 0

    init(storyboard: Storyboard, removedAt: [String: SourceLocation]) {
        self.storyboard = storyboard
        self.removedAt = removedAt
        sceneNames = Set(storyboard.scenes.map(\.name))
        usedKeys = Set(storyboard.segues.map(\.key) + storyboard.unwinds.map(\.key))
    }

    mutating func apply(_ statement: FlowStatement) {
        statementIndex += 1
        switch statement {
        case .scene(let syntax): declare(syntax)
        case .segue(let syntax): declare(syntax)
        case .unwind(let syntax): declare(syntax)
        case .remove(let syntax): remove(syntax)
        }
    }

    // MARK: Declarations

    private mutating func declare(_ syntax: SceneSyntax) {
        let name = syntax.name.text
        if sceneNames.contains(name), let first = storyboard.scene(named: name) {
            diagnostics.append(DuplicateSceneRule.diagnostic(name, at: Span(syntax.name), first: first.nameSpan,
                                                             storyboard: storyboard.name))
            return
        }
        storyboard.scenes.append(Scene(syntax))
        sceneNames.insert(name)
        note(added: .scene(name))
    }

    private mutating func declare(_ syntax: SegueSyntax) {
        let identifier = syntax.identifier?.text
        if let identifier, !checkIdentifier(identifier, at: syntax.identifier, source: syntax.source.text) { return }
        let key = uniqueKey(identifier ?? "\(syntax.source.text)->\(syntax.destination.text)")
        storyboard.segues.append(Segue(
            key: key, identifier: identifier, source: syntax.source.text, destination: syntax.destination.text,
            style: SegueStyle(rawValue: syntax.style.text) ?? .show, trigger: syntax.trigger.map(Trigger.init),
            className: syntax.attributes.named("class")?.value?.text, location: syntax.keyword.location, syntax: syntax))
        note(added: .segue(key))
    }

    private mutating func declare(_ syntax: UnwindSyntax) {
        let identifier = syntax.identifier?.text
        if let identifier, !checkIdentifier(identifier, at: syntax.identifier, source: syntax.source.text) { return }
        let key = uniqueKey(identifier ?? "\(syntax.source.text)->\(syntax.target.text).\(syntax.action.text)")
        storyboard.unwinds.append(Unwind(
            key: key, identifier: identifier, source: syntax.source.text, target: syntax.target.text,
            action: syntax.action.text, trigger: syntax.trigger.map(Trigger.init), location: syntax.keyword.location,
            syntax: syntax))
        note(added: .segue(key))
    }

    /// Reports a reused identifier; false when the new element must be dropped (same source).
    private mutating func checkIdentifier(_ identifier: String, at token: SyntaxToken?, source: String) -> Bool {
        let first: (span: Span, source: String)?
        if let segue = storyboard.segues.first(where: { $0.identifier == identifier }) {
            first = (segue.identifierSpan, segue.source)
        } else if let unwind = storyboard.unwinds.first(where: { $0.identifier == identifier }) {
            first = (unwind.identifierSpan, unwind.source)
        } else {
            first = nil
        }
        guard let first, let token else { return true }
        let diagnostic = DuplicateSegueIDRule.diagnostic(identifier, at: Span(token), first: first.span,
                                                         firstSource: first.source, source: source)
        diagnostics.append(diagnostic)
        return diagnostic.severity != .error
    }

    private mutating func uniqueKey(_ base: String) -> String {
        var key = base
        var counter = 2
        while usedKeys.contains(key) {
            key = "\(base)#\(counter)"
            counter += 1
        }
        usedKeys.insert(key)
        return key
    }

    private mutating func note(added element: FlowElement) {
        added.insert(element)
        addedAt[element] = statementIndex
    }

    // MARK: Removal

    private mutating func remove(_ syntax: RemoveSyntax) {
        switch (syntax.what, syntax.target) {
        case (.scene, .name(let token)):
            removeScene(token, at: syntax.keyword.location)
        case (.scene, .endpoints):
            break // the parser never produces this
        case (let what, .name(let token)):
            let matchesSegues = what == .segue
            let segues = matchesSegues ? storyboard.segues.filter { $0.identifier == token.text }.map(\.key) : []
            let unwinds = storyboard.unwinds.filter { $0.identifier == token.text }.map(\.key)
            if segues.isEmpty && unwinds.isEmpty {
                let identifiers = (matchesSegues ? storyboard.segues.compactMap(\.identifier) : [])
                    + storyboard.unwinds.compactMap(\.identifier)
                diagnostics.append(UnknownSegueRule.byIdentifier(token.text, what: what.rawValue, at: Span(token),
                                                                 storyboard: storyboard.name, identifiers: identifiers))
            }
            dropElements(Set(segues + unwinds))
        case (let what, .endpoints(let source, let destination)):
            let keys = what == .segue
                ? storyboard.segues.filter { $0.source == source.text && $0.destination == destination.text }.map(\.key)
                : storyboard.unwinds.filter { $0.source == source.text && $0.target == destination.text }.map(\.key)
            if keys.isEmpty {
                let span = Span(source.location, length: destination.location.column + destination.length - source.location.column)
                diagnostics.append(UnknownSegueRule.byEndpoints(source.text, destination.text, what: what.rawValue,
                                                                at: span, storyboard: storyboard.name))
            }
            dropElements(Set(keys))
        }
    }

    private mutating func removeScene(_ token: SyntaxToken, at location: SourceLocation) {
        let name = token.text
        guard sceneNames.contains(name), let index = storyboard.scenes.firstIndex(where: { $0.name == name }) else {
            diagnostics.append(UnknownSceneRule.diagnostic(name, at: Span(token), storyboard: storyboard.name,
                                                           scenes: sceneNames.sorted(), removedAt: removedAt[name],
                                                           removing: true))
            return
        }
        storyboard.scenes.remove(at: index)
        sceneNames.remove(name)
        removedInBlock[name] = statementIndex
        removedAt[name] = location
        forget(.scene(name))
    }

    /// Removes segues and unwinds by key.
    private mutating func dropElements(_ keys: Set<String>) {
        guard !keys.isEmpty else { return }
        storyboard.segues.removeAll { keys.contains($0.key) }
        storyboard.unwinds.removeAll { keys.contains($0.key) }
        for key in keys {
            usedKeys.remove(key)
            forget(.segue(key))
        }
    }

    /// An element leaves the state: un-added if this block added it, else recorded as removed.
    private mutating func forget(_ element: FlowElement) {
        if added.remove(element) == nil { removed.insert(element) }
        addedAt[element] = nil
    }
}

extension BlockBuilder {
    /// At the end of the block: reports references to scenes that do not exist and drops them,
    /// and silently drops what a removal in this block left dangling.
    mutating func finish() {
        var dropped: Set<String> = []
        for segue in storyboard.segues {
            let ends = [(segue.source, segue.sourceSpan), (segue.destination, segue.destinationSpan)]
            if !checkEnds(ends, statement: addedAt[.segue(segue.key)]) { dropped.insert(segue.key) }
        }
        for unwind in storyboard.unwinds {
            let ends = [(unwind.source, unwind.sourceSpan), (unwind.target, unwind.targetSpan)]
            if !checkEnds(ends, statement: addedAt[.segue(unwind.key)]) { dropped.insert(unwind.key) }
        }
        dropElements(dropped)
        for index in storyboard.scenes.indices {
            let scene = storyboard.scenes[index]
            let statement = addedAt[.scene(scene.name)]
            func keep(_ key: String, _ child: String) -> Bool {
                checkEnds([(child, scene.relationshipSpan(key, child: child))], statement: statement)
            }
            if let root = scene.root, !keep("root", root) { storyboard.scenes[index].root = nil }
            if let master = scene.master, !keep("master", master) { storyboard.scenes[index].master = nil }
            if let detail = scene.detail, !keep("detail", detail) { storyboard.scenes[index].detail = nil }
            if scene.tabs.contains(where: { !sceneNames.contains($0) }) {
                var tabs: [String] = []
                for tab in scene.tabs where keep("tabs", tab) { tabs.append(tab) }
                storyboard.scenes[index].tabs = tabs
            }
        }
    }

    /// Whether every named scene exists; reports the missing ones a statement of this block named
    /// (unless a later statement of this block removed them: then they are dropped silently).
    private mutating func checkEnds(_ ends: [(String, Span)], statement: Int?) -> Bool {
        var valid = true
        for (name, span) in ends where !sceneNames.contains(name) {
            valid = false
            guard let statement else { continue }
            if let removal = removedInBlock[name], removal > statement { continue }
            diagnostics.append(UnknownSceneRule.diagnostic(name, at: span, storyboard: storyboard.name,
                                                           scenes: sceneNames.sorted(), removedAt: removedAt[name]))
        }
        return valid
    }
}
