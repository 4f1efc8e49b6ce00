import SourceModel

extension FlowBook {
    /// Checks references from one chapter against the storyboards as they stand now.
    ///
    /// Unqualified names are looked up in every storyboard; when several have the name, the
    /// default storyboard wins, and without it the reference is ambiguous.
    package func resolve(_ references: [FlowReference], defaultStoryboard: String) -> ([ResolvedReference], [Diagnostic]) {
        var resolved: [ResolvedReference] = []
        let diagnostics = resolve(references, defaultStoryboard: defaultStoryboard) { _, item in resolved.append(item) }
        return (resolved, diagnostics)
    }

    /// As `resolve(_:defaultStoryboard:)`, handing each resolved reference to `each` with its
    /// index in `references`, in order; returns the problems.
    func resolve(_ references: [FlowReference], defaultStoryboard: String,
                 each: (Int, ResolvedReference) -> Void) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        lazy var names = boards.keys.sorted()
        var budget = NearMiss.Budget()
        for (index, reference) in references.enumerated() {
            let span = Span(reference.location, length: reference.length)
            if reference.kind == .storyboardName {
                if boards.index(forKey: reference.name) != nil {
                    each(index, ResolvedReference(reference: reference, storyboard: reference.name, element: nil))
                } else {
                    diagnostics.append(DanglingReferenceRule.missingStoryboard(
                        reference, at: span, known: budget.take(names.count) ? names : [], qualifier: false))
                }
                continue
            }
            // The default storyboard wins whenever it has the name, so look there first:
            // resolving then costs the same however many storyboards the book has.
            if reference.storyboard == nil, let found = find(reference, inBoard: defaultStoryboard) {
                each(index, ResolvedReference(reference: reference, storyboard: defaultStoryboard, element: found.element))
                continue
            }
            let scope: [String]
            if let qualifier = reference.storyboard {
                guard boards.index(forKey: qualifier) != nil else {
                    diagnostics.append(DanglingReferenceRule.missingStoryboard(
                        reference, at: span, known: budget.take(names.count) ? names : [], qualifier: true))
                    continue
                }
                scope = [qualifier]
            } else {
                scope = names
            }
            let matches = scope.compactMap { name in
                find(reference, inBoard: name).map { (board: name, found: $0) }
            }
            if let match = matches.first(where: { $0.board == defaultStoryboard }) ?? (matches.count == 1 ? matches.first : nil) {
                each(index, ResolvedReference(reference: reference, storyboard: match.board, element: match.found.element))
            } else if matches.isEmpty {
                // Past the suggestion budget the names are not even gathered (see NearMiss.Budget).
                let all = budget.remaining > 0
                    ? scope.compactMap { boards[$0]?.storyboard }.flatMap { Self.names(of: reference.kind, in: $0) } : []
                let candidates = budget.take(all.count) ? all : []
                let named = reference.storyboard ?? (boards.index(forKey: defaultStoryboard) != nil ? defaultStoryboard : scope.first)
                let others = scope.filter { $0 != named }
                diagnostics.append(DanglingReferenceRule.diagnostic(reference, at: span, storyboard: named, others: others,
                                                                    candidates: candidates))
            } else {
                diagnostics.append(AmbiguousReferenceRule.diagnostic(
                    reference, at: span, defaultStoryboard: defaultStoryboard,
                    candidates: matches.map { ($0.board, $0.found.location) }))
            }
        }
        return diagnostics
    }

    /// `find(_:in:)` in the board named `name`, read in place (`boards[name]` copied the whole
    /// board, its storyboard and index, for each storyboard looked in); nil without that board.
    func find(_ reference: FlowReference, inBoard name: String) -> (element: FlowElement?, location: SourceLocation)? {
        guard let position = boards.index(forKey: name) else { return nil }
        return Self.find(reference, in: boards.values[position].index)
    }

    /// The element a reference names in one storyboard, and where it was declared.
    static func find(_ reference: FlowReference, in index: BoardIndex) -> (element: FlowElement?, location: SourceLocation)? {
        let name = reference.name
        switch reference.kind {
        case .scene: return index.scenes[name].map { (.scene(name), $0) }
        case .segue: return index.identifiers[name].map { (.segue($0.key), $0.span.location) }
        case .storyboardID: return index.storyboardIDs[name].map { (.scene($0.scene), $0.location) }
        case .reuseIdentifier: return index.prototypes[name].map { (.scene($0.scene), $0.location) }
        case .storyboardName: return nil
        }
    }

    /// Every name of a kind in a storyboard, for suggestions.
    static func names(of kind: FlowReference.Kind, in board: Storyboard) -> [String] {
        switch kind {
        case .scene: board.scenes.map(\.name)
        case .segue: board.segues.compactMap(\.identifier) + board.unwinds.compactMap(\.identifier)
        case .storyboardID: board.scenes.compactMap(\.storyboardID)
        case .reuseIdentifier: board.scenes.flatMap(\.prototypes)
        case .storyboardName: [board.name]
        }
    }
}

extension Scene {
    /// Reuse identifiers of its dynamic prototypes.
    var prototypes: [String] {
        if case .prototypes(let names) = cells { return names }
        return []
    }
}
