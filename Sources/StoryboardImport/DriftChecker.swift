import FlowGraph
import SourceModel

/// Compares a documented storyboard (from flow blocks) with the real one (imported from Xcode).
///
/// Rules: `drift.missing-scene` (error), `drift.undocumented-scene` (warning),
/// `drift.missing-segue` (error), `drift.undocumented-segue` (warning), `drift.segue-style`
/// (error; also a modal segue's presentation style), `drift.segue-destination` (error; either end of a segue, or an unwind's action).
/// Documented problems point at the flow statement; undocumented ones at the element's
/// `id="…"` in the storyboard file.
///
/// `push` and `show` count as one style, and so do `modal` and `present`: Xcode rewrites the
/// pre-iOS 8 kinds to the adaptive ones when a storyboard is upgraded, and the transition the
/// reader sees is the same, so a tutorial that says "push" is not wrong about a `show` segue.
/// An unwind's target is not compared: the storyboard does not record it.
package enum DriftChecker {
    package static func compare(documented: Storyboard, actual: Storyboard, actualPath: String) -> [Diagnostic] {
        var check = DriftCheck(documented: documented, actual: actual, actualPath: actualPath)
        check.run()
        return check.diagnostics.sorted()
    }

    /// Whether two styles describe the same transition (see the type's documentation).
    package static func sameStyle(_ a: SegueStyle, _ b: SegueStyle) -> Bool {
        func canonical(_ style: SegueStyle) -> SegueStyle {
            switch style {
            case .push: .show
            case .modal: .present
            default: style
            }
        }
        return canonical(a) == canonical(b)
    }
}

/// One comparison, collecting diagnostics.
struct DriftCheck {
    let documented: Storyboard
    let actual: Storyboard
    let actualPath: String
    let scenes: SceneMatcher
    var diagnostics: [Diagnostic] = []
    private var matchedSegues: Set<String> = []
    private var matchedUnwinds: Set<String> = []

    init(documented: Storyboard, actual: Storyboard, actualPath: String) {
        self.documented = documented
        self.actual = actual
        self.actualPath = actualPath
        scenes = SceneMatcher(documented: documented.scenes, actual: actual.scenes)
    }

    mutating func run() {
        let storyboard = "'\(actual.name)'"
        for scene in documented.scenes where scenes.actualName(for: scene.name) == nil {
            let near = NearMiss.best(for: scene.name, among: actual.scenes.map(\.name).filter { !scenes.matchedActual.contains($0) })
            diagnostics.append(.report("drift.missing-scene",
                                      "scene '\(scene.name)' is documented but storyboard \(storyboard) has no such scene",
                                      at: scene.location,
                                      notes: near.map { [Diagnostic.Note("the storyboard has an undocumented scene '\($0)'")] } ?? []))
        }
        for scene in actual.scenes where !scenes.matchedActual.contains(scene.name) {
            let detail = scene.className.map { " (class \($0))" } ?? scene.storyboardID.map { " (storyboard ID '\($0)')" } ?? ""
            diagnostics.append(.report("drift.undocumented-scene",
                                        "scene '\(scene.name)'\(detail) is in storyboard \(storyboard) but not documented",
                                        at: inActualFile(scene.location)))
        }
        for segue in documented.segues { check(segue) }
        for unwind in documented.unwinds { check(unwind) }
        for segue in actual.segues where !matchedSegues.contains(segue.key) {
            let id = segue.identifier.map { "segue '\($0)' " } ?? "a segue "
            diagnostics.append(.report("drift.undocumented-segue",
                                        "\(id)(\(segue.source) -> \(segue.destination) \(segue.style.rawValue)) is in storyboard \(storyboard) but not documented",
                                        at: inActualFile(segue.location)))
        }
        for unwind in actual.unwinds where !matchedUnwinds.contains(unwind.key) {
            let id = unwind.identifier.map { "unwind '\($0)' " } ?? "an unwind "
            diagnostics.append(.report("drift.undocumented-segue",
                                        "\(id)(\(unwind.source) -> Exit, action '\(unwind.action)') is in storyboard \(storyboard) but not documented",
                                        at: inActualFile(unwind.location)))
        }
    }

    private mutating func check(_ segue: Segue) {
        let source = scenes.actualName(for: segue.source)
        let destination = scenes.actualName(for: segue.destination)
        let candidates = actual.segues.filter { !matchedSegues.contains($0.key) }
        let match: Segue?
        if let identifier = segue.identifier {
            let named = candidates.filter { $0.identifier == identifier }
            match = named.first { $0.source == source } ?? named.first
        } else {
            match = candidates.first { $0.identifier == nil && $0.source == source && $0.destination == destination }
                ?? candidates.first { $0.source == source && $0.destination == destination }
        }
        guard let match else {
            if let identifier = segue.identifier, let unwind = actual.unwinds.first(where: { $0.identifier == identifier }) {
                matchedUnwinds.insert(unwind.key)
                diagnostics.append(.report("drift.segue-style",
                                          "'\(identifier)' is an unwind in the storyboard, not a \(segue.style.rawValue) segue",
                                          at: segue.location))
                return
            }
            missing(what: "segue", identifier: segue.identifier, ends: "\(segue.source) -> \(segue.destination)",
                    at: segue.location, known: actual.segues.compactMap(\.identifier))
            return
        }
        matchedSegues.insert(match.key)
        let label = segue.identifier.map { "segue '\($0)'" } ?? "segue \(segue.source) -> \(segue.destination)"
        if !DriftChecker.sameStyle(segue.style, match.style) {
            diagnostics.append(.report("drift.segue-style",
                                      "\(label) is documented as \(segue.style.rawValue) but the storyboard has \(match.style.rawValue)",
                                      at: segue.location))
        } else if segue.presentation != match.presentation {
            // Only modal segues carry a style; whether the user can swipe the scene away depends on it.
            diagnostics.append(.report("drift.segue-style",
                                      "\(label) is documented with presentation=\(segue.presentation.rawValue) but the "
                                        + "storyboard presents it \(match.presentation.rawValue)",
                                      at: segue.location))
        }
        if let source, match.source != source {
            diagnostics.append(.report("drift.segue-destination",
                                      "\(label) starts at \(match.source) in the storyboard, not at \(segue.source)",
                                      at: segue.location))
        }
        if let destination, match.destination != destination {
            diagnostics.append(.report("drift.segue-destination",
                                      "\(label) leads to \(match.destination) in the storyboard, not to \(segue.destination)",
                                      at: segue.location))
        }
    }

    private mutating func check(_ unwind: Unwind) {
        let source = scenes.actualName(for: unwind.source)
        let candidates = actual.unwinds.filter { !matchedUnwinds.contains($0.key) }
        let match: Unwind?
        if let identifier = unwind.identifier {
            let named = candidates.filter { $0.identifier == identifier }
            match = named.first { $0.source == source } ?? named.first
        } else {
            match = candidates.first { $0.source == source && $0.action == unwind.action }
        }
        guard let match else {
            if let identifier = unwind.identifier, let segue = actual.segues.first(where: { $0.identifier == identifier }) {
                matchedSegues.insert(segue.key)
                diagnostics.append(.report("drift.segue-style",
                                          "'\(identifier)' is a \(segue.style.rawValue) segue in the storyboard, not an unwind",
                                          at: unwind.location))
                return
            }
            missing(what: "unwind", identifier: unwind.identifier, ends: "\(unwind.source) -> \(unwind.target).\(unwind.action)",
                    at: unwind.location, known: actual.unwinds.compactMap(\.identifier))
            return
        }
        matchedUnwinds.insert(match.key)
        let label = unwind.identifier.map { "unwind '\($0)'" } ?? "unwind \(unwind.source) -> \(unwind.target).\(unwind.action)"
        if match.action != unwind.action {
            diagnostics.append(.report("drift.segue-destination",
                                      "\(label) calls '\(match.action)' in the storyboard, not '\(unwind.action)'",
                                      at: unwind.location))
        }
        if let source, match.source != source {
            diagnostics.append(.report("drift.segue-destination",
                                      "\(label) starts at \(match.source) in the storyboard, not at \(unwind.source)",
                                      at: unwind.location))
        }
    }

    private mutating func missing(what: String, identifier: String?, ends: String, at location: SourceLocation, known: [String]) {
        let message: String
        var notes: [Diagnostic.Note] = []
        if let identifier {
            message = "\(what) '\(identifier)' is documented but storyboard '\(actual.name)' has no \(what) with that identifier"
            if let near = NearMiss.best(for: identifier, among: Set(known).sorted()) {
                notes.append(Diagnostic.Note("did you mean '\(near)'?"))
            }
        } else {
            message = "\(what) \(ends) is documented but storyboard '\(actual.name)' has no such \(what)"
        }
        diagnostics.append(.report("drift.missing-segue", message, at: location, notes: notes))
    }

    private func inActualFile(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(path: actualPath, line: location.line, column: location.column)
    }
}
