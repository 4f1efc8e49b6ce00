/// Path data (`d` attribute values) written straight into the SVG.
extension SVGWriter {
    /// An orthogonal polyline with its corners rounded by up to `radius`.
    mutating func roundedPath(_ pts: [DiagramPoint], radius: Double = 7) {
        guard let first = pts.first else { return }
        raw("M"); point(first)
        if pts.count > 2 {
            for i in 1..<(pts.count - 1) {
                let a = pts[i - 1], b = pts[i], c = pts[i + 1]
                let lin = Self.hypot(b.x - a.x, b.y - a.y), lout = Self.hypot(c.x - b.x, c.y - b.y)
                let r = min(radius, lin / 2, lout / 2)
                guard r > 0.5, lin > 0, lout > 0 else { raw("L"); point(b); continue }
                let p1 = DiagramPoint(x: b.x - (b.x - a.x) / lin * r, y: b.y - (b.y - a.y) / lin * r)
                let p2 = DiagramPoint(x: b.x + (c.x - b.x) / lout * r, y: b.y + (c.y - b.y) / lout * r)
                raw("L"); point(p1)
                raw("Q"); point(b)
                raw(" "); point(p2)
            }
        }
        if let last = pts.last, pts.count > 1 { raw("L"); point(last) }
    }

    /// A closed triangle whose tip is `tip`, pointing along (dx, dy).
    mutating func arrowHead(at tip: DiagramPoint, dx: Double, dy: Double, length: Double, width: Double) {
        let bx = tip.x - dx * length, by = tip.y - dy * length
        let px = -dy * width / 2, py = dx * width / 2
        self += "M\(tip.x) \(tip.y)L\(bx + px) \(by + py)L\(bx - px) \(by - py)Z"
    }

    /// An open V whose tip is `tip`, pointing along (dx, dy).
    mutating func chevron(at tip: DiagramPoint, dx: Double, dy: Double, length: Double, width: Double) {
        let bx = tip.x - dx * length, by = tip.y - dy * length
        let px = -dy * width / 2, py = dx * width / 2
        self += "M\(bx + px) \(by + py)L\(tip.x) \(tip.y)L\(bx - px) \(by - py)"
    }

    /// "x y".
    private mutating func point(_ p: DiagramPoint) {
        number(p.x)
        raw(" ")
        number(p.y)
    }

    private static func hypot(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
}
