import SourceModel

/// `flow.bar-button-outside-navigation`: a bar-button trigger on a scene with no navigation bar.
enum BarButtonOutsideNavigationRule: FlowGraphRule {
    static let id = "flow.bar-button-outside-navigation"

    static func check(_ graph: FlowAnalysis) -> [Diagnostic] {
        var places: [(scene: String, span: Span)] = []
        for segue in graph.storyboard.segues where segue.trigger == .barButton { places.append((segue.source, segue.triggerSpan)) }
        for unwind in graph.storyboard.unwinds where unwind.trigger == .barButton { places.append((unwind.source, unwind.triggerSpan)) }
        for scene in graph.storyboard.scenes where scene.dismiss == .barButton {
            places.append((scene.name, scene.valueSpan("dismiss")))
        }
        return places.compactMap { place in
            guard graph.reachable.contains(place.scene), !graph.insideNavigation.contains(place.scene) else { return nil }
            return Diagnostic.report(id, message(place.scene), at: place.span.location, length: place.span.length,
                                      notes: [Diagnostic.Note(hint(place.scene))])
        }
    }

    // MARK: Messages

    static func message(_ scene: String) -> String {
        "bar button on '\(scene)', but '\(scene)' is not inside a navigation controller, so it has no navigation bar to put it in"
    }
    static func hint(_ scene: String) -> String {
        "embed '\(scene)' in a navigation controller (scene \(scene)Nav: navigation root=\(scene)) and present or show that instead"
    }
}
