import SourceModel

/// Small helpers for writing SVG text: numbers, escaped strings, rounded polyline paths.
enum SVGText {
    /// A coordinate: integers without a fraction, otherwise at most two decimals.
    static func num(_ v: Double) -> String {
        guard v.isFinite, abs(v) < 1e12 else { return "0" }
        let cents = Int((v * 100).rounded())
        let whole = abs(cents) / 100, frac = abs(cents) % 100
        var s = cents < 0 ? "-" : ""
        s += String(whole)
        if frac != 0 {
            s += frac % 10 == 0 ? "." + String(frac / 10) : (frac < 10 ? ".0" : ".") + String(frac)
        }
        return s
    }

    static func esc(_ s: String) -> String { HTMLEscaping.escape(s) }

    /// An orthogonal polyline with its corners rounded by up to `radius`.
    static func roundedPath(_ pts: [DiagramPoint], radius: Double = 7) -> String {
        guard let first = pts.first else { return "" }
        var d = "M\(num(first.x)) \(num(first.y))"
        if pts.count > 2 {
            for i in 1..<(pts.count - 1) {
                let a = pts[i - 1], b = pts[i], c = pts[i + 1]
                let lin = hypot(b.x - a.x, b.y - a.y), lout = hypot(c.x - b.x, c.y - b.y)
                let r = min(radius, lin / 2, lout / 2)
                guard r > 0.5, lin > 0, lout > 0 else { d += "L\(num(b.x)) \(num(b.y))"; continue }
                let p1 = DiagramPoint(x: b.x - (b.x - a.x) / lin * r, y: b.y - (b.y - a.y) / lin * r)
                let p2 = DiagramPoint(x: b.x + (c.x - b.x) / lout * r, y: b.y + (c.y - b.y) / lout * r)
                d += "L\(num(p1.x)) \(num(p1.y))Q\(num(b.x)) \(num(b.y)) \(num(p2.x)) \(num(p2.y))"
            }
        }
        if let last = pts.last, pts.count > 1 { d += "L\(num(last.x)) \(num(last.y))" }
        return d
    }

    private static func hypot(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
}
