/// Path data (`d` attribute values) written straight into the SVG, each command in its shortest
/// exact form: `H`/`V` for a line along an axis, and a relative command (`h5`, `q5 0 5-5`) when
/// it is shorter than the absolute one and exact — every number involved a multiple of 0.25 (of
/// under a million), so a renderer that adds the offsets up in `float` lands on exactly the point
/// the absolute form names, and the drawing is the same to the pixel.
extension SVGWriter {
    /// The point a path's pen is at, as written: hundredths, rounded as `num` rounds.
    struct Pen {
        var x: Int
        var y: Int
    }

    /// An orthogonal polyline with its corners rounded by up to `radius`.
    mutating func roundedPath(_ pts: [DiagramPoint], radius: Double = 7) {
        guard let first = pts.first else { return }
        var pen = moveTo(first.x, first.y)
        if pts.count > 2 {
            for i in 1..<(pts.count - 1) {
                let a = pts[i - 1], b = pts[i], c = pts[i + 1]
                let lin = Self.hypot(b.x - a.x, b.y - a.y), lout = Self.hypot(c.x - b.x, c.y - b.y)
                let r = min(radius, lin / 2, lout / 2)
                guard r > 0.5, lin > 0, lout > 0 else { pen = lineTo(pen, b.x, b.y); continue }
                pen = lineTo(pen, b.x - (b.x - a.x) / lin * r, b.y - (b.y - a.y) / lin * r)
                pen = quadTo(pen, b.x, b.y, b.x + (c.x - b.x) / lout * r, b.y + (c.y - b.y) / lout * r)
            }
        }
        if let last = pts.last, pts.count > 1 { lineTo(pen, last.x, last.y) }
    }

    /// A closed triangle whose tip is `tip`, pointing along (dx, dy).
    mutating func arrowHead(at tip: DiagramPoint, dx: Double, dy: Double, length: Double, width: Double) {
        let bx = tip.x - dx * length, by = tip.y - dy * length
        let px = -dy * width / 2, py = dx * width / 2
        var pen = moveTo(tip.x, tip.y)
        pen = lineTo(pen, bx + px, by + py)
        lineTo(pen, bx - px, by - py)
        raw("Z")
    }

    /// An open V whose tip is `tip`, pointing along (dx, dy).
    mutating func chevron(at tip: DiagramPoint, dx: Double, dy: Double, length: Double, width: Double) {
        let bx = tip.x - dx * length, by = tip.y - dy * length
        let px = -dy * width / 2, py = dx * width / 2
        var pen = moveTo(bx + px, by + py)
        pen = lineTo(pen, tip.x, tip.y)
        lineTo(pen, bx - px, by - py)
    }

    // MARK: Commands

    /// `M x y`.
    @discardableResult
    mutating func moveTo(_ x: Double, _ y: Double) -> Pen {
        let to = Pen(x: Self.hundredths(x), y: Self.hundredths(y))
        command(UInt8(ascii: "M"), to.x, to.y)
        return to
    }

    /// A straight line from `pen`: `H`, `V` or `L`, or their relative forms.
    @discardableResult
    mutating func lineTo(_ pen: Pen, _ x: Double, _ y: Double) -> Pen {
        let to = Pen(x: Self.hundredths(x), y: Self.hundredths(y))
        let exact = Self.exact(pen.x) && Self.exact(pen.y) && Self.exact(to.x) && Self.exact(to.y)
        if to.y == pen.y {
            if exact, Self.length(to.x - pen.x) < Self.length(to.x) { command(UInt8(ascii: "h"), to.x - pen.x) } else { command(UInt8(ascii: "H"), to.x) }
        } else if to.x == pen.x {
            if exact, Self.length(to.y - pen.y) < Self.length(to.y) { command(UInt8(ascii: "v"), to.y - pen.y) } else { command(UInt8(ascii: "V"), to.y) }
        } else if exact, Self.length(to.x - pen.x, to.y - pen.y) < Self.length(to.x, to.y) {
            command(UInt8(ascii: "l"), to.x - pen.x, to.y - pen.y)
        } else {
            command(UInt8(ascii: "L"), to.x, to.y)
        }
        return to
    }

    /// A quadratic curve from `pen` through the control point (cx, cy) to (x, y).
    @discardableResult
    mutating func quadTo(_ pen: Pen, _ cx: Double, _ cy: Double, _ x: Double, _ y: Double) -> Pen {
        let c = Pen(x: Self.hundredths(cx), y: Self.hundredths(cy)), to = Pen(x: Self.hundredths(x), y: Self.hundredths(y))
        let exact = Self.exact(pen.x) && Self.exact(pen.y) && Self.exact(c.x) && Self.exact(c.y) && Self.exact(to.x) && Self.exact(to.y)
        if exact, Self.length(c.x - pen.x, c.y - pen.y) + Self.length(to.x - pen.x, to.y - pen.y) < Self.length(c.x, c.y) + Self.length(to.x, to.y) {
            command(UInt8(ascii: "q"), c.x - pen.x, c.y - pen.y, to.x - pen.x, to.y - pen.y)
        } else {
            command(UInt8(ascii: "Q"), c.x, c.y, to.x, to.y)
        }
        return to
    }

    // MARK: Numbers in hundredths

    /// `v` in hundredths, rounded exactly as `num` writes it (0 for anything `num` writes as "0").
    static func hundredths(_ v: Double) -> Int {
        guard v.isFinite, abs(v) < 1e12 else { return 0 }
        if let whole = Int(exactly: v) { return whole * 100 }
        if let quarters = Int(exactly: v * 4) { return quarters * 25 }
        return Int((v * 100).rounded())
    }

    /// Whether a number in hundredths is a multiple of 0.25 a `float` holds exactly.
    private static func exact(_ c: Int) -> Bool { c % 25 == 0 && c.magnitude < 100_000_000 }

    /// How many characters a number in hundredths takes in a command.
    static func length(_ c: Int) -> Int {
        var n = c < 0 ? 2 : 1
        var whole = c.magnitude / 100
        while whole >= 10 { whole /= 10; n += 1 }
        let frac = c.magnitude % 100
        return frac == 0 ? n : frac % 10 == 0 ? n + 2 : n + 3
    }

    /// How many characters `a` and `b` take in a command (see `command(_:_:_:)`).
    private static func length(_ a: Int, _ b: Int) -> Int { length(a) + length(b) + (b < 0 ? 0 : 1) }

    private static func hypot(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
}
