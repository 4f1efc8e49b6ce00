extension DiagramPieces.Drawn {
    /// Whether link `k` of `graph`, routed as `layout.edges[k]`, is drawn exactly as link `k`
    /// of this drawing but for its mark: the same link (so the same end indices), route, label
    /// and end cards — everything `EdgeDrawer.draw` is given but `added`. The same answer as
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
    /// Appends a card's or edge's `piece` drawn with the other mark: ` is-added` taken off the
    /// end of the `class` attribute of its first element (`added` false) or put there (`added`
    /// true). The attribute's value ends at the raw `"` numbered `classQuote` (from 1): every
    /// text before it (a scene's name) is escaped, so holds no raw quote. False, with nothing
    /// appended, when the piece is not as expected (then it is drawn again).
    static func appendRemarked(_ piece: Span<UInt8>, classQuote: Int, added: Bool, to out: inout SVGWriter) -> Bool {
        let mark: StaticString = " is-added"
        var quotes = 0, end = -1
        for i in piece.indices {
            let byte = piece[i]
            if byte == UInt8(ascii: "\"") {
                quotes += 1
                if quotes == classQuote { end = i; break }
            } else if byte == UInt8(ascii: ">") {
                return false  // past the first tag
            }
        }
        guard end >= 0 else { return false }
        if added {
            out.append(piece.extracting(..<end))
            out.raw(mark)
        } else {
            let length = mark.utf8CodeUnitCount
            guard end >= length else { return false }
            let matches = mark.withUTF8Buffer { m in
                for j in 0..<length where piece[end - length + j] != m[j] { return false }
                return true
            }
            guard matches else { return false }
            out.append(piece.extracting(..<(end - length)))
        }
        out.append(piece.extracting(end...))
        return true
    }

    /// `piece` drawn with the other mark, as `appendRemarked` writes it (for tests).
    static func remarked(_ piece: String, classQuote: Int, added: Bool) -> String? {
        var out = SVGWriter(capacity: piece.utf8.count + 16)
        let bytes = Array(piece.utf8)
        guard appendRemarked(bytes.span, classQuote: classQuote, added: added, to: &out) else { return nil }
        return out.text
    }
}
