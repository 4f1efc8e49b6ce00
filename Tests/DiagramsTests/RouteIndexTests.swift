@testable import Diagrams
import Testing

/// The router's indexes find what a walk over everything finds: `PieceIndex` counts the same
/// crossings whether it asks its lines or its grids, and `CardStripes` reports every card a
/// box meets.
@Suite struct RouteIndexTests {
    /// A small deterministic generator (the same routes on every run).
    struct Numbers {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    /// An orthogonal route of up to six points on a coarse grid (so pieces share lines, end on
    /// each other and overlap, as a fan's do).
    static func route(_ numbers: inout Numbers) -> [DiagramPoint] {
        var p = DiagramPoint(x: Double(numbers.next(20) * 16), y: Double(numbers.next(20) * 16))
        var pts = [p]
        for k in 0..<(2 + numbers.next(4)) {
            let step = Double((numbers.next(9) - 4) * 16) + (numbers.next(4) == 0 ? 0.5 : 0)
            p = k % 2 == 0 ? DiagramPoint(x: p.x + step, y: p.y) : DiagramPoint(x: p.x, y: p.y + step)
            pts.append(p)
        }
        return pts
    }

    @Test(arguments: [1, 2, 3])
    func crossingsAreThoseOfEveryPair(_ seed: Int) {
        var numbers = Numbers(state: UInt64(seed))
        var index = PieceIndex(bounds: DiagramRect(x: 0, y: 0, width: 320, height: 320))
        var routes: [[DiagramPoint]] = []
        var total = 0
        for owner in 0..<120 {
            let pts = Self.route(&numbers)
            let pairs = routes.map { Polyline.crossings(pts, $0) }
            total += pairs.reduce(0, +)
            #expect(index.crossings(pts, limit: .infinity) == Double(pairs.reduce(0, +)))
            // A limit stops the count at the first number that reaches it.
            #expect(index.crossings(pts, limit: 2.5) == Double(min(pairs.reduce(0, +), 3)))
            #expect(index.crossedOwners(pts, budget: .max) == Set(routes.indices.filter { pairs[$0] > 0 }))
            index.insert(pts, owner: owner)
            routes.append(pts)
        }
        #expect(total > 100, "routes that cross")
    }

    @Test func manyPiecesAreCountedInTheGridsTheSame() {
        // Past `linePieces` the grids are used: the exact counts stay those of every pair.
        var numbers = Numbers(state: 7)
        var index = PieceIndex(bounds: DiagramRect(x: 0, y: 0, width: 320, height: 320))
        var routes: [[DiagramPoint]] = []
        var pieces = 0
        while pieces <= PieceIndex.linePieces + 100 {
            let pts = Self.route(&numbers)
            index.insert(pts, owner: routes.count)
            routes.append(pts)
            pieces += pts.count - 1
        }
        for _ in 0..<5 {
            let pts = Self.route(&numbers)
            let owners = Set(routes.indices.filter { Polyline.crossings(pts, routes[$0]) > 0 })
            #expect(index.crossedOwners(pts, budget: .max) == owners)
        }
    }

    @Test func cardStripesFindEveryCardABoxMeets() {
        var numbers = Numbers(state: 11)
        // Columns of cards of different heights, a few out of line, filed in no order.
        var cards: [DiagramRect] = []
        for _ in 0..<60 {
            let column = numbers.next(5)
            let x = Double(column * 200) + (numbers.next(8) == 0 ? 30 : 0)
            cards.append(DiagramRect(x: x, y: Double(numbers.next(40) * 25), width: 156, height: Double(60 + numbers.next(5) * 30)))
        }
        var stripes = CardStripes(cards)
        for _ in 0..<300 {
            let x = Double(numbers.next(1000)), y = Double(numbers.next(1100))
            let box = numbers.next(2) == 0
                ? DiagramRect(x: x, y: y, width: 0.02, height: Double(numbers.next(600)))
                : DiagramRect(x: x, y: y, width: Double(numbers.next(600)), height: 0.02)
            var found = Set<Int>()
            stripes.forEach(near: box) { found.insert($0); return true }
            let meeting = cards.indices.filter { k in
                cards[k].minX <= box.maxX && cards[k].maxX >= box.minX && cards[k].minY <= box.maxY && cards[k].maxY >= box.minY
            }
            #expect(Set(meeting).isSubset(of: found))
        }
    }
}
