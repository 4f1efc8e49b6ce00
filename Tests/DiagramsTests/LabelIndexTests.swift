@testable import Diagrams
import Testing

/// The label placer's shortcuts against the straightforward computation: `StaticRectIndex`
/// reports every filed box a query meets, each once, whatever the cells' shape,
/// and `LabelCandidates` tries the pieces of a route in the order of a sort by length.
@Suite struct LabelIndexTests {
    @Test(arguments: [1, 2, 3])
    func staticIndexReportsEveryBoxAQueryMeets(_ seed: Int) {
        var numbers = RouteIndexTests.Numbers(state: UInt64(seed))
        let bounds = DiagramRect(x: 0, y: 0, width: 640, height: 480)
        // Route pieces (with the placer's slack), cards, and a few boxes outside the bounds.
        var boxes: [DiagramRect] = []
        for _ in 0..<300 {
            let x = Double(numbers.next(700)) - 30, y = Double(numbers.next(540)) - 30
            let length = Double(numbers.next(400))
            let box: DiagramRect = switch numbers.next(3) {
            case 0: DiagramRect(x: x, y: y, width: length, height: 0).insetBy(-0.01)
            case 1: DiagramRect(x: x, y: y, width: 0, height: length).insetBy(-0.01)
            default: DiagramRect(x: x, y: y, width: 156, height: Double(60 + numbers.next(100)))
            }
            boxes.append(box)
        }
        // Every other box filed, in cells wide and flat, tall and narrow, and square.
        let filed = boxes.indices.filter { $0 % 2 == 0 }
        var indexes = [(256.0, 64.0), (64.0, 256.0), (64.0, 64.0)].map { w, h in
            StaticRectIndex(bounds: bounds, boxes: boxes, filed: filed, cellWidth: w, cellHeight: h)
        }
        for _ in 0..<400 {
            let query = DiagramRect(x: Double(numbers.next(700)) - 30, y: Double(numbers.next(540)) - 30,
                                    width: Double(numbers.next(160)), height: Double(numbers.next(40)))
            let meeting = filed.filter { boxes[$0].overlaps(query) }
            for i in indexes.indices {
                var reported: [Int] = []
                indexes[i].forEach(near: query) { reported.append($0); return true }
                #expect(reported.count == Set(reported).count, "each item once")
                #expect(Set(reported).isSubset(of: Set(filed)))
                #expect(Set(meeting).isSubset(of: Set(reported)))
                // Stopping: the first item only.
                var first: [Int] = []
                indexes[i].forEach(near: query) { first.append($0); return false }
                #expect(first.count == min(1, reported.count))
            }
        }
    }

    /// Within a cell, items are reported in filing order (the order a stopped query depends
    /// on): with one cell for everything, a query reports every filed item in that order.
    @Test(arguments: [1, 2, 3])
    func staticIndexKeepsTheFilingOrder(_ seed: Int) {
        var numbers = RouteIndexTests.Numbers(state: UInt64(seed))
        let bounds = DiagramRect(x: 0, y: 0, width: 640, height: 480)
        let boxes = (0..<200).map { _ in
            DiagramRect(x: Double(numbers.next(600)), y: Double(numbers.next(440)), width: Double(numbers.next(200)), height: Double(numbers.next(100)))
        }
        let filed = boxes.indices.filter { _ in numbers.next(3) != 0 }
        var index = StaticRectIndex(bounds: bounds, boxes: boxes, filed: filed, cellWidth: 1024, cellHeight: 1024)
        var reported: [Int] = []
        index.forEach(near: bounds) { reported.append($0); return true }
        #expect(reported == filed)
        // Several cells: each item still once, and those of one cell ascending (they are
        // filed ascending), which a query of one point inside one cell shows.
        var small = StaticRectIndex(bounds: bounds, boxes: boxes, filed: filed, cellWidth: 64, cellHeight: 64)
        for _ in 0..<100 {
            let point = DiagramRect(x: Double(numbers.next(640)) + 0.5, y: Double(numbers.next(480)) + 0.5, width: 0, height: 0)
            var inCell: [Int] = []
            small.forEach(near: point) { inCell.append($0); return true }
            #expect(inCell == inCell.sorted())
            #expect(filed.filter { boxes[$0].overlaps(point) }.allSatisfy(inCell.contains))
        }
    }

    /// The candidates as they were made before: the pieces' lengths sorted (longest first,
    /// the earliest of equals first), the trunk's pieces removed, the last piece moved first.
    static func sortedCandidates(_ c: LabelCandidates) -> [DiagramRect] {
        let pts = c.points
        guard pts.count >= 2 else { return [] }
        let lengths = (0..<(pts.count - 1)).map { Polyline.distance(pts[$0], pts[$0 + 1]) }
        var segments = lengths.indices.sorted { a, b in lengths[a] != lengths[b] ? lengths[a] > lengths[b] : a < b }
        if c.skipsTrunk, lengths.count > 2 { segments.removeAll { $0 < 2 } }
        if c.nearEnd, lengths.count > 1, lengths[lengths.count - 1] >= c.width + 8 {
            segments.removeAll { $0 == lengths.count - 1 }
            segments.insert(lengths.count - 1, at: 0)
        }
        var out: [DiagramRect] = []
        for s in segments {
            guard c.visit(s, { out.append($0); return true }) else { break }
        }
        return out
    }

    @Test(arguments: [1, 2, 3])
    func candidatesFollowTheLengthOrder(_ seed: Int) {
        var numbers = RouteIndexTests.Numbers(state: UInt64(seed))
        for _ in 0..<200 {
            var pts = RouteIndexTests.route(&numbers)
            // Equal lengths, so ties are ordered too.
            if numbers.next(3) == 0, pts.count >= 4 { pts[3] = DiagramPoint(x: pts[2].x + (pts[1].x - pts[0].x), y: pts[2].y + (pts[1].y - pts[0].y)) }
            let c = LabelCandidates(points: pts, width: Double(20 + numbers.next(80)), height: 14, wide: numbers.next(2) == 0,
                                    nearEnd: numbers.next(2) == 0, skipsTrunk: numbers.next(3) == 0)
            var made: [DiagramRect] = []
            c.forEach { made.append($0); return true }
            #expect(made == Self.sortedCandidates(c))
        }
    }

    /// The placer makes one set of candidates per label and switches it to the wide set for
    /// its second pass: the same candidates as a set made wide from the start.
    @Test(arguments: [1, 2])
    func candidatesSwitchedToWideAreTheWideSet(_ seed: Int) {
        var numbers = RouteIndexTests.Numbers(state: UInt64(seed))
        for _ in 0..<100 {
            let pts = RouteIndexTests.route(&numbers)
            let w = Double(20 + numbers.next(80)), nearEnd = numbers.next(2) == 0, skipsTrunk = numbers.next(3) == 0
            var switched = LabelCandidates(points: pts, width: w, height: 14, wide: false, nearEnd: nearEnd, skipsTrunk: skipsTrunk)
            var snug: [DiagramRect] = [], wide: [DiagramRect] = [], fresh: [DiagramRect] = []
            switched.forEach { snug.append($0); return true }
            switched.wide = true
            switched.forEach { wide.append($0); return true }
            LabelCandidates(points: pts, width: w, height: 14, wide: true, nearEnd: nearEnd, skipsTrunk: skipsTrunk)
                .forEach { fresh.append($0); return true }
            #expect(wide == fresh)
            #expect(wide.count >= snug.count)
        }
    }

    /// Hard conflicts counted through the cards' stripes (the router's, handed on after its
    /// queries, or the placer's own) are the plain count: cards within 3 and labels within 2,
    /// stopped at the first count whose cost reaches the limit.
    @Test(arguments: [1, 2, 3])
    func hardConflictsMatchThePlainCount(_ seed: Int) {
        var numbers = RouteIndexTests.Numbers(state: UInt64(seed))
        var cards: [DiagramRect] = []
        for _ in 0..<40 {
            let x = Double(numbers.next(6) * 220) + (numbers.next(6) == 0 ? 40 : 0)
            cards.append(DiagramRect(x: x, y: Double(numbers.next(30) * 40), width: 156, height: Double(60 + numbers.next(4) * 40)))
        }
        var routerIndex = CardStripes(cards)
        for _ in 0..<50 { routerIndex.forEach(near: DiagramRect(x: Double(numbers.next(1300)), y: 0, width: 1, height: 900)) { _ in true } }
        let routes = [[DiagramPoint(x: 0, y: 0), DiagramPoint(x: 1300, y: 0)]]
        var shared = LabelObstacles(cards: cards, routes: routes, cardIndex: routerIndex)
        var own = LabelObstacles(cards: cards, routes: routes)
        var labels: [DiagramRect] = []
        for step in 0..<400 {
            let r = DiagramRect(x: Double(numbers.next(1400)) - 50, y: Double(numbers.next(1300)) - 50,
                                width: Double(10 + numbers.next(140)), height: Double(10 + numbers.next(30)))
            let limit: Double = [0, 1500, 2500, .infinity][numbers.next(4)]
            let total = cards.filter { r.insetBy(-3).overlaps($0) }.count + labels.filter { r.insetBy(-2).overlaps($0) }.count
            let stop = limit == .infinity ? Int.max : max(1, Int((limit / 1000).rounded(.up)))
            let expected = Double(min(total, stop))
            #expect(shared.hardConflicts(r, limit: limit) == expected)
            #expect(own.hardConflicts(r, limit: limit) == expected)
            if step % 3 == 0 {
                labels.append(r)
                shared.addLabel(r)
                own.addLabel(r)
            }
        }
        #expect(shared.work == own.work, "the router's visits are not counted again")
    }
}
