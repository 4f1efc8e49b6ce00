extension DiagramPieces.Drawn {
    /// Whether link `k` of `graph`, routed as `layout.edges[k]`, is drawn exactly as link `k`
    /// of this drawing but for its mark: the same link (so the same end indices), route, label
    /// and end cards — everything an `EdgeDrawer.Face` holds but `added`. The same answer as
    /// comparing the links, the edges and the end cards' rectangles with `==`, but read in
    /// place, numbers first: the derived `==` took a copy of both links and both edges (a
    /// retain and a release of each of their strings and arrays), about 1,500 instructions
    /// an edge, reused or not.
    func drawsEdge(_ k: Int, of graph: DiagramGraph, _ layout: Layout) -> Bool {
        let mine = self.graph.links, theirs = graph.links
        let myEdges = self.layout.edges, theirEdges = layout.edges
        guard k < mine.count, k < myEdges.count else { return false }
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

extension DiagramPieces {
    /// A card's or edge's piece drawn with the other mark: ` is-added` taken off the end of the
    /// `class` attribute of its first element (`added` false) or put there (`added` true). The
    /// attribute's value ends at the raw `"` numbered `classQuote` (from 1): every text before
    /// it (a scene's name) is escaped, so holds no raw quote. Nil when the piece is not as
    /// expected (then it is drawn again).
    /// The piece is cut and joined as `String`s: both parts are valid UTF-8 already, so nothing
    /// is checked again (a piece made from bytes is checked byte by byte past its first
    /// character beyond ASCII).
    static func remarked(_ piece: String, classQuote: Int, added: Bool) -> String? {
        let mark = " is-added"
        let span = piece.utf8.span, markSpan = mark.utf8.span
        var quotes = 0, end = -1
        for i in span.indices {
            let byte = span[i]
            if byte == UInt8(ascii: "\"") {
                quotes += 1
                if quotes == classQuote { end = i; break }
            } else if byte == UInt8(ascii: ">") {
                return nil  // past the first tag
            }
        }
        guard end >= 0 else { return nil }
        let utf8 = piece.utf8
        let close = utf8.index(utf8.startIndex, offsetBy: end)
        var out = ""
        if added {
            out.reserveCapacity(span.count + markSpan.count)
            out += piece[..<close]
            out += mark
        } else {
            guard end >= markSpan.count else { return nil }
            for j in markSpan.indices where span[end - markSpan.count + j] != markSpan[j] { return nil }
            out.reserveCapacity(span.count - markSpan.count)
            out += piece[..<utf8.index(close, offsetBy: -markSpan.count)]
        }
        out += piece[close...]
        return out
    }
}
