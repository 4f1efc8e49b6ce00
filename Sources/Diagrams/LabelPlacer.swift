/// Puts each edge's label beside or on its route where it overlaps no card and no other label,
/// trying positions along the route's segments from the middle outwards.
struct LabelPlacer {
    struct Request {
        var edge: Int
        var size: (width: Double, height: Double)
        /// Try the last piece of the route first (relationship names sit by the child).
        var nearEnd = false
        /// The route shares a fan's trunk (see `LabelCandidates.skipsTrunk`).
        var skipsTrunk = false
    }

    let cards: [DiagramRect]
    let routes: [[DiagramPoint]]
    /// The cards as the router filed them (`EdgeRouter.cardStripes`), or nil: filed here.
    var cardIndex: CardStripes? = nil
    static let maxCandidates = 400.0

    /// Places labels in the order given; returns a rectangle per request, and whether it sits
    /// close to its edge (false: it had to move away, or overlaps something; more room helps).
    func place(_ requests: [Request], work: inout Int) -> [(rect: DiagramRect, snug: Bool)] {
        var obstacles = LabelObstacles(cards: cards, routes: routes, labels: requests.count, cardIndex: cardIndex)
        var result: [(rect: DiagramRect, snug: Bool)] = []
        result.reserveCapacity(requests.count)
        for req in requests {
            let (rect, snug) = best(req, &obstacles)
            obstacles.addLabel(rect)
            result.append((rect, snug))
        }
        work += obstacles.work
        return result
    }

    /// The best candidate: the first pass tries snug positions, the second wider ones. A
    /// candidate's score is `soft * 10 + rank * 0.01 + hard * 1000` (rank: 1, 2, … in order of
    /// preference); the lowest score with no hard conflict wins its pass, and when no pass has
    /// one, the lowest score of all is used (the fallback).
    private func best(_ req: Request, _ obstacles: inout LabelObstacles) -> (DiagramRect, Bool) {
        let (w, h) = req.size
        // One set of candidates for both passes, only `wide` changed: made per pass from a
        // local copy of the route, each retained the route's storage again (two retains and
        // releases a label, 26,500 labels on the 1,000-chapter book).
        var candidates = LabelCandidates(points: routes[req.edge], width: w, height: h, wide: false, nearEnd: req.nearEnd,
                                         skipsTrunk: req.skipsTrunk)
        var fallback: (rect: DiagramRect, score: Double)? = nil
        // The best place clear of cards and labels but crossed by some other edge: used only
        // when no pass finds a place that nothing crosses (and then more room is asked for).
        var crossed: (rect: DiagramRect, score: Double)? = nil
        for pass in 0..<2 {
            let wide = pass == 1
            var winner: (rect: DiagramRect, score: Double)? = nil
            var winnerSoft = 0.0
            var rank = 0.0
            candidates.wide = wide
            candidates.forEach { cand in
                rank += 1
                // A label tries at most so many places: its work stays bounded whatever the
                // drawing around it (the best so far, or the fallback, is kept).
                if rank > Self.maxCandidates { return false }
                if let current = winner {
                    // Once this pass has a winner the fallback is never used, and only a clear
                    // candidate scoring lower can replace it. Scores grow with rank: stop when
                    // the rank alone reaches the winner's score.
                    if rank * 0.01 >= current.score { return false }
                    guard obstacles.hardConflicts(cand, limit: 0) == 0 else { return true }
                    let soft = obstacles.softConflicts(cand, edge: req.edge, rank: rank, hard: 0, limit: current.score)
                    let score = soft * 10 + rank * 0.01 + 0 * 1000
                    guard score < current.score else { return true }
                    winner = (cand, score)
                    winnerSoft = soft
                    return soft != 0  // candidates come in order of preference
                }
                // No clear candidate yet in this pass: each one may become the fallback.
                let limit = fallback?.score ?? .infinity
                let hard = obstacles.hardConflicts(cand, limit: limit)
                if hard > 0 && hard * 1000 >= limit { return true }
                // A clear candidate wins the pass whatever its score, so count its conflicts exactly.
                let soft = obstacles.softConflicts(cand, edge: req.edge, rank: rank, hard: hard, limit: hard == 0 ? .infinity : limit)
                let score = soft * 10 + rank * 0.01 + hard * 1000
                if score < limit { fallback = (cand, score) }
                if hard == 0 {
                    winner = (cand, score)
                    winnerSoft = soft
                    return soft != 0
                }
                return true
            }
            if let winner {
                if winnerSoft == 0 { return (winner.rect, !wide) }
                if crossed == nil || winner.score < crossed!.score { crossed = winner }
            }
        }
        if let crossed { return (crossed.rect, false) }
        let pts = candidates.points
        let mid = pts.isEmpty ? DiagramPoint(x: 0, y: 0) : pts[pts.count / 2]
        return (fallback?.rect ?? DiagramRect(x: mid.x - w / 2, y: mid.y - h / 2, width: w, height: h), false)
    }
}
