import FlowSyntax

extension BlockBuilder {
    /// Gives the storyboard's arrays room for what `statements` may add, before they are
    /// applied. Only for arrays a kept snapshot shares (the first change copies them anyway):
    /// copied here once, with that room, instead of into a buffer of twice the size that
    /// `FlowBook.fittedStoryboard` then copies again to fit. (Arrays the book alone holds keep
    /// growing geometrically: reserving exact room on each block would copy them every time.)
    /// Capacity only: the state is the same.
    mutating func reserveRoom(for statements: [FlowStatement]) {
        var scenes = 0, segues = 0, unwinds = 0
        for statement in statements {
            switch statement {
            case .scene: scenes += 1
            case .segue: segues += 1
            case .unwind: unwinds += 1
            case .remove: break
            }
        }
        if scenes > 0 { storyboard.scenes.reserveCapacity(storyboard.scenes.count + scenes) }
        if segues > 0 { storyboard.segues.reserveCapacity(storyboard.segues.count + segues) }
        if unwinds > 0 { storyboard.unwinds.reserveCapacity(storyboard.unwinds.count + unwinds) }
    }
}
