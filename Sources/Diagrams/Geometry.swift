/// A point in SVG user units.
package struct DiagramPoint: Sendable, Hashable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// An axis-aligned rectangle in SVG user units.
package struct DiagramRect: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var width: Double
    package var height: Double

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    package var minX: Double { x }
    package var minY: Double { y }
    package var maxX: Double { x + width }
    package var maxY: Double { y + height }
    package var midX: Double { x + width / 2 }
    package var midY: Double { y + height / 2 }

    /// The rectangle grown by `d` on every side (shrunk when `d` is negative).
    package func insetBy(_ d: Double) -> DiagramRect {
        DiagramRect(x: x + d, y: y + d, width: max(0, width - 2 * d), height: max(0, height - 2 * d))
    }

    /// Whether the interiors of the two rectangles overlap (touching edges do not count).
    package func overlaps(_ other: DiagramRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    package func contains(_ p: DiagramPoint) -> Bool {
        p.x > minX && p.x < maxX && p.y > minY && p.y < maxY
    }

    /// Whether the segment from `a` to `b` passes through the interior of the rectangle.
    package func intersectsSegment(_ a: DiagramPoint, _ b: DiagramPoint) -> Bool {
        // Liang–Barsky clipping against the open rectangle.
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        func clip(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q > 0 }
            let r = q / p
            if p < 0 {
                if r > t1 { return false }
                if r > t0 { t0 = r }
            } else {
                if r < t0 { return false }
                if r < t1 { t1 = r }
            }
            return true
        }
        guard clip(-dx, a.x - minX), clip(dx, maxX - a.x), clip(-dy, a.y - minY), clip(dy, maxY - a.y) else { return false }
        guard t1 - t0 > 1e-9 else { return false }
        // The clipped piece must enter the interior, not only run along a border.
        let mid = DiagramPoint(x: a.x + dx * (t0 + t1) / 2, y: a.y + dy * (t0 + t1) / 2)
        return contains(mid)
    }

    /// The smallest rectangle holding both.
    package func union(_ other: DiagramRect) -> DiagramRect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return DiagramRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
}
