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
    var index: BoardIndex
    /// Where each scene name was last removed, across blocks (for "was removed here" notes).
    var removedAt: [String: SourceLocation]
    var diagnostics: [Diagnostic] = []
    var added: Set<FlowElement> = []
    var removed: Set<FlowElement> = []

    /// Statement index of each scene removal in this block (the last one).
    var removedInBlock: [String: Int] = [:]
    /// Statement index of each element this block added.
    var addedAt: [FlowElement: Int] = [:]
    /// Segues and unwinds this block added, in order, with the scenes they name.
    var pending: [(key: String, ends: [(String, Span)])] = []
    /// Scenes this block added, in order (read only when the block removed nothing).
    var newScenes: [String] = []
    /// Scene names removed by this block, with how many times: each removal takes the
    /// earliest remaining scene of that name (only one is ever live at a time).
    var pendingRemovals: [String: Int] = [:]
    /// "Did you mean" comparisons left for this block (see `NearMiss.Budget`).
    var suggestionBudget = NearMiss.Budget()
    var statementIndex = 0

    init(storyboard: Storyboard, index: BoardIndex, removedAt: [String: SourceLocation]) {
        self.storyboard = storyboard
        self.index = index
        self.removedAt = removedAt
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
        if index.scenes[name] != nil, !syntax.kindIsAssumed,
           let position = storyboard.scenes.firstIndex(where: { $0.name == name && $0.syntax?.kindIsAssumed == true }) {
            // The earlier line only stood in for a scene whose kind was misspelt (its error is
            // reported): this declaration replaces it, as if the typo line had been skipped.
            let scene = Scene(syntax)
            storyboard.scenes[position] = scene
            index.add(scene)
            return
        }
        if let first = index.scenes[name] {
            diagnostics.append(DuplicateSceneRule.diagnostic(name, at: Span(syntax.name), first: Span(first),
                                                             storyboard: storyboard.name))
            return
        }
        let scene = Scene(syntax)
        storyboard.scenes.append(scene)
        index.add(scene)
        newScenes.append(name)
        note(added: .scene(name))
    }

    private mutating func declare(_ syntax: SegueSyntax) {
        let identifier = syntax.identifier?.text
        if let identifier, !checkIdentifier(identifier, at: syntax.identifier, source: syntax.source.text) { return }
        let segue = Segue(
            key: uniqueKey(identifier ?? "\(syntax.source.text)->\(syntax.destination.text)"), identifier: identifier,
            source: syntax.source.text, destination: syntax.destination.text,
            style: SegueStyle(rawValue: syntax.style.text) ?? .show, trigger: syntax.trigger.map(Trigger.init),
            className: syntax.attributes.named("class")?.value?.text,
            presentation: syntax.presentation.flatMap { PresentationStyle(rawValue: $0.text) } ?? .automatic,
            location: syntax.keyword.location, syntax: syntax)
        storyboard.segues.append(segue)
        index.add(segue)
        pending.append((segue.key, [(segue.source, segue.sourceSpan), (segue.destination, segue.destinationSpan)]))
        note(added: .segue(segue.key))
    }

    private mutating func declare(_ syntax: UnwindSyntax) {
        let identifier = syntax.identifier?.text
        if let identifier, !checkIdentifier(identifier, at: syntax.identifier, source: syntax.source.text) { return }
        let unwind = Unwind(
            key: uniqueKey(identifier ?? "\(syntax.source.text)->\(syntax.target.text).\(syntax.action.text)"),
            identifier: identifier, source: syntax.source.text, target: syntax.target.text, action: syntax.action.text,
            trigger: syntax.trigger.map(Trigger.init), location: syntax.keyword.location, syntax: syntax)
        storyboard.unwinds.append(unwind)
        index.add(unwind)
        pending.append((unwind.key, [(unwind.source, unwind.sourceSpan), (unwind.target, unwind.targetSpan)]))
        note(added: .segue(unwind.key))
    }

    /// Reports a reused identifier; false when the new element must be dropped (same source).
    private mutating func checkIdentifier(_ identifier: String, at token: SyntaxToken?, source: String) -> Bool {
        guard let first = index.identifiers[identifier], let token else { return true }
        let diagnostic = DuplicateSegueIDRule.diagnostic(identifier, at: Span(token), first: first.span,
                                                         firstSource: first.source, source: source)
        diagnostics.append(diagnostic)
        return diagnostic.severity != .error
    }

    private func uniqueKey(_ base: String) -> String {
        var key = base
        var counter = 2
        while index.keys.contains(key) {
            key = "\(base)#\(counter)"
            counter += 1
        }
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
        guard index.scenes[name] != nil else {
            diagnostics.append(UnknownSceneRule.diagnostic(name, at: Span(token), storyboard: storyboard.name,
                                                           scenes: suggestionBudget.take(index.scenes.count) ? Array(index.scenes.keys) : [], removedAt: removedAt[name],
                                                           removing: true))
            return
        }
        // The scene leaves `storyboard.scenes` when the block ends (`compactRemovedScenes`):
        // removing it here would cost the whole list per removal, and nothing reads the list
        // before then (lookups go through `index`).
        pendingRemovals[name, default: 0] += 1
        index.scenes[name] = nil
        removedInBlock[name] = statementIndex
        removedAt[name] = location
        forget(.scene(name))
    }

    /// Removes segues and unwinds by key.
    mutating func dropElements(_ keys: Set<String>) {
        guard !keys.isEmpty else { return }
        var identifiers: Set<String> = []
        storyboard.segues.removeAll { segue in
            guard keys.contains(segue.key) else { return false }
            if let id = segue.identifier { identifiers.insert(id) }
            return true
        }
        storyboard.unwinds.removeAll { unwind in
            guard keys.contains(unwind.key) else { return false }
            if let id = unwind.identifier { identifiers.insert(id) }
            return true
        }
        for key in keys {
            index.keys.remove(key)
            forget(.segue(key))
        }
        index.recompute(identifiers: identifiers, in: storyboard)
    }

    /// An element leaves the state: un-added if this block added it, else recorded as removed.
    private mutating func forget(_ element: FlowElement) {
        if added.remove(element) == nil { removed.insert(element) }
        addedAt[element] = nil
    }
}
