/// Path data (`d` attribute values) written straight into the SVG.
extension SVGWriter {
    /// An orthogonal polyline with its corners rounded by up to `radius`.
    func roundedPath(_ pts: [DiagramPoint], radius: Double = 7) {
        guard let first = pts.first else { return }
        raw("M").pt(first.x, first.y)
        if pts.count > 2 {
            for i in 1..<(pts.count - 1) {
                let a = pts[i - 1], b = pts[i], c = pts[i + 1]
                let lin = Self.hypot(b.x - a.x, b.y - a.y), lout = Self.hypot(c.x - b.x, c.y - b.y)
                let r = min(radius, lin / 2, lout / 2)
                guard r > 0.5, lin > 0, lout > 0 else { raw("L").pt(b.x, b.y); continue }
                let p1 = DiagramPoint(x: b.x - (b.x - a.x) / lin * r, y: b.y - (b.y - a.y) / lin * r)
                let p2 = DiagramPoint(x: b.x + (c.x - b.x) / lout * r, y: b.y + (c.y - b.y) / lout * r)
                raw("L").pt(p1.x, p1.y).raw("Q").pt(b.x, b.y).raw(" ").pt(p2.x, p2.y)
            }
        }
        if let last = pts.last, pts.count > 1 { raw("L").pt(last.x, last.y) }
    }

    /// A closed triangle whose tip is `tip`, pointing along (dx, dy).
    func arrowHead(at tip: DiagramPoint, dx: Double, dy: Double, length: Double, width: Double) {
        let bx = tip.x - dx * length, by = tip.y - dy * length
        let px = -dy * width / 2, py = dx * width / 2
        raw("M").pt(tip.x, tip.y).raw("L").pt(bx + px, by + py).raw("L").pt(bx - px, by - py).raw("Z")
    }

    /// An open V whose tip is `tip`, pointing along (dx, dy).
    func chevron(at tip: DiagramPoint, dx: Double, dy: Double, length: Double, width: Double) {
        let bx = tip.x - dx * length, by = tip.y - dy * length
        let px = -dy * width / 2, py = dx * width / 2
        raw("M").pt(bx + px, by + py).raw("L").pt(tip.x, tip.y).raw("L").pt(bx - px, by - py)
    }

    private static func hypot(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
}
