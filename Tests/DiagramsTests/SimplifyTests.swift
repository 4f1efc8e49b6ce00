@testable import Diagrams
import Testing

/// `EdgeRouter.simplify(_:into:)` writes over a reused buffer in place: its result must be
/// that of the straightforward pass into an empty array, whatever the buffer held before.
@Suite struct SimplifyTests {
    /// The pass as it was written first: into an emptied array, reading its last points back.
    static func plainSimplified(_ pts: [DiagramPoint]) -> [DiagramPoint] {
        var out: [DiagramPoint] = []
        for p in pts {
            if let last = out.last, abs(last.x - p.x) < 0.01, abs(last.y - p.y) < 0.01 { continue }
            if out.count >= 2 {
                let a = out[out.count - 2], b = out[out.count - 1]
                let collinear = (abs(a.x - b.x) < 0.01 && abs(b.x - p.x) < 0.01) || (abs(a.y - b.y) < 0.01 && abs(b.y - p.y) < 0.01)
                if collinear { out[out.count - 1] = p; continue }
            }
            out.append(p)
        }
        return out
    }

    @Test(arguments: [1, 2, 3])
    func inPlaceMatchesThePlainPass(_ seed: Int) {
        var numbers = RouteIndexTests.Numbers(state: UInt64(seed))
        var buffer: [DiagramPoint] = []
        for _ in 0..<2000 {
            // Points on a coarse grid with repeats, straight runs and reversals, and now and
            // then a step under the 0.01 tolerance.
            var pts: [DiagramPoint] = []
            var p = DiagramPoint(x: Double(numbers.next(4) * 16), y: Double(numbers.next(4) * 16))
            for _ in 0..<(1 + numbers.next(7)) {
                let step = Double((numbers.next(5) - 2) * 16) + (numbers.next(6) == 0 ? 0.005 : 0)
                p = numbers.next(2) == 0 ? DiagramPoint(x: p.x + step, y: p.y) : DiagramPoint(x: p.x, y: p.y + step)
                pts.append(p)
            }
            EdgeRouter.simplify(pts, into: &buffer)
            #expect(buffer == Self.plainSimplified(pts))
            #expect(EdgeRouter.simplified(pts) == Self.plainSimplified(pts))
        }
    }
}
