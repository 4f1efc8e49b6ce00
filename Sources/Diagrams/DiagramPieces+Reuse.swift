extension DiagramPieces.Drawn {
    /// Whether link `k` of `graph`, routed as `layout.edges[k]` and marked `added`, is drawn
    /// exactly as link `k` of this drawing: the same link (so the same end indices), route,
    /// label, end cards and mark — everything an `EdgeDrawer.Face` holds. The same answer as
    /// comparing the links, the edges and the end cards' rectangles with `==`, but read in
    /// place, numbers first: the derived `==` took a copy of both links and both edges (a
    /// retain and a release of each of their strings and arrays), about 1,500 instructions
    /// an edge, reused or not.
    func drawsEdge(_ k: Int, of graph: DiagramGraph, _ layout: Layout, added: Bool) -> Bool {
        let mine = self.graph.links, theirs = graph.links
        let myEdges = self.layout.edges, theirEdges = layout.edges
        guard k < mine.count, k < myEdges.count, edgeAdded[k] == added else { return false }
        let from = theirs[k].from, to = theirs[k].to
        guard mine[k].from == from, mine[k].to == to, mine[k].kind == theirs[k].kind,
              self.layout.cards[from].rect == layout.cards[from].rect,
              self.layout.cards[to].rect == layout.cards[to].rect,
              myEdges[k].points == theirEdges[k].points, myEdges[k].kind == theirEdges[k].kind,
              myEdges[k].label?.rect == theirEdges[k].label?.rect else { return false }
        // The strings: identical small strings compare as two words.
        return DiagramGraph.Link.same(mine, k, theirs, k)
            && myEdges[k].key == theirEdges[k].key && myEdges[k].identifier == theirEdges[k].identifier
            && myEdges[k].from == theirEdges[k].from && myEdges[k].to == theirEdges[k].to
            && myEdges[k].label?.primary == theirEdges[k].label?.primary
            && myEdges[k].label?.secondary == theirEdges[k].label?.secondary
    }
}
