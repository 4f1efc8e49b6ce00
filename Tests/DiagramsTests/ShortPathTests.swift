@testable import Diagrams
import TestSupport
import Testing

/// Path data in its short form (H/V, relative commands) names exactly the points the absolute
/// form names, and uses a relative command only where the numbers are exact in `float`.
@Suite struct ShortPathTests {
    /// One command of a path, every coordinate absolute, in hundredths.
    enum Command: Equatable {
        case move(Int, Int), line(Int, Int), quad(Int, Int, Int, Int), close
    }

    /// Reads path data of M/L/H/V/Q/Z and their relative forms, exactly (every number has at
    /// most two decimals). `relative` collects the numbers each relative command was added to.
    static func parse(_ d: String, relative: inout [Int]) -> [Command] {
        var tokens: [String] = []
        var current = ""
        for ch in d {
            if ch.isLetter || ch == " " || (ch == "-" && !current.isEmpty) {
                if !current.isEmpty { tokens.append(current) }
                current = ch == " " || ch.isLetter ? "" : "-"
                if ch.isLetter { tokens.append(String(ch)) }
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        func hundredths(_ s: String) -> Int {
            let negative = s.hasPrefix("-")
            let parts = s.drop { $0 == "-" }.split(separator: ".", omittingEmptySubsequences: false)
            var v = Int(parts[0])! * 100
            if parts.count > 1 { let f = String(parts[1]); v += Int(f)! * (f.count == 1 ? 10 : 1) }
            return negative ? -v : v
        }
        var out: [Command] = []
        var i = 0, x = 0, y = 0, command = "M"
        func next() -> Int { defer { i += 1 }; return hundredths(tokens[i]) }
        while i < tokens.count {
            if tokens[i].first!.isLetter { command = tokens[i]; i += 1 }
            let rel = command == command.lowercased() && command != "z"
            let bx = rel ? x : 0, by = rel ? y : 0
            if rel { relative += [x, y] }
            switch command.uppercased() {
            case "M": x = bx + next(); y = by + next(); out.append(.move(x, y))
            case "L": x = bx + next(); y = by + next(); out.append(.line(x, y))
            case "H": x = bx + next(); out.append(.line(x, y))
            case "V": y = by + next(); out.append(.line(x, y))
            case "Q":
                let cx = bx + next(), cy = by + next()
                x = bx + next(); y = by + next()
                if rel { relative += [cx, cy, x, y] }
                out.append(.quad(cx, cy, x, y))
            default: out.append(.close)
            }
            if rel { relative += [x, y] }
        }
        return out
    }

    /// The previous writer of rounded polylines (every command absolute), as the reference.
    static func reference(_ pts: [DiagramPoint], radius: Double = 7) -> [Command] {
        func c(_ v: Double) -> Int { SVGWriter.hundredths(v) }
        var out: [Command] = [.move(c(pts[0].x), c(pts[0].y))]
        if pts.count > 2 {
            for i in 1..<(pts.count - 1) {
                let a = pts[i - 1], b = pts[i], d = pts[i + 1]
                let lin = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                let lout = ((d.x - b.x) * (d.x - b.x) + (d.y - b.y) * (d.y - b.y)).squareRoot()
                let r = min(radius, lin / 2, lout / 2)
                guard r > 0.5, lin > 0, lout > 0 else { out.append(.line(c(b.x), c(b.y))); continue }
                out.append(.line(c(b.x - (b.x - a.x) / lin * r), c(b.y - (b.y - a.y) / lin * r)))
                out.append(.quad(c(b.x), c(b.y), c(b.x + (d.x - b.x) / lout * r), c(b.y + (d.y - b.y) / lout * r)))
            }
        }
        out.append(.line(c(pts[pts.count - 1].x), c(pts[pts.count - 1].y)))
        return out
    }

    /// Orthogonal polylines: on a quarter grid (relative commands allowed) or not (then none).
    static func polylines(quarters: Bool, count: Int) -> [[DiagramPoint]] {
        var rng = SeededGenerator(seed: quarters ? 7 : 8)
        return (0..<count).map { _ in
            func coordinate() -> Double {
                let v = Double(Int.random(in: -400...4000, using: &rng))
                return quarters ? v / 4 : v / 3
            }
            var p = DiagramPoint(x: coordinate(), y: coordinate())
            var pts = [p]
            for k in 0..<Int.random(in: 1...7, using: &rng) {
                if k % 2 == 0 { p.x = coordinate() } else { p.y = coordinate() }
                pts.append(p)
            }
            return pts
        }
    }

    @Test func roundedPathsNameTheSamePoints() {
        var quarterRelative = 0, thirdsAbsolute = 0
        for quarters in [true, false] {
            for pts in Self.polylines(quarters: quarters, count: 3000) {
                var out = SVGWriter(capacity: 64)
                out.roundedPath(pts)
                var relative: [Int] = []
                #expect(Self.parse(out.text, relative: &relative) == Self.reference(pts), "\(pts) → \(out.text)")
                // Relative commands only where every number involved is a multiple of 0.25.
                #expect(relative.allSatisfy { $0 % 25 == 0 }, "\(out.text)")
                if quarters { quarterRelative += relative.count } else { thirdsAbsolute += relative.isEmpty ? 1 : 0 }
            }
        }
        #expect(quarterRelative > 0)
        // Most thirds are not exact: those paths stay absolute (the check above covers all).
        #expect(thirdsAbsolute > 1000)
    }

    @Test func axisLinesAreShort() {
        var out = SVGWriter(capacity: 64)
        out.roundedPath([DiagramPoint(x: 464, y: 106), DiagramPoint(x: 474, y: 106), DiagramPoint(x: 474, y: 79), DiagramPoint(x: 560, y: 79)])
        #expect(out.text == "M464 106h5q5 0 5-5V86q0-7 7-7h79")
        var head = SVGWriter(capacity: 64)
        head.arrowHead(at: DiagramPoint(x: 565, y: 79), dx: 1, dy: 0, length: 10, width: 9)
        #expect(head.text == "M565 79l-10 4.5v-9Z")
    }

    @Test func theFallbackStyleHasZeroSpecificity() {
        let svg = DiagramRenderer.svg(Fixtures.all["friendlist"]!, highlighted: [], options: DiagramOptions(idPrefix: "s", title: "S"))
        let style = DiagramFallbackStyle.element.description
        #expect(svg.components(separatedBy: "<style>").count == 2)
        let body = style.dropFirst("<style>".count).prefix { $0 != "<" }
        let rules = body.split(separator: "}")
        #expect(rules.count > 10)
        for rule in rules {
            // Each selector is one :where(…) and nothing else.
            let selector = rule.prefix { $0 != "{" }
            #expect(selector.hasPrefix(":where(") && selector.hasSuffix(")"), "\(selector)")
            #expect(selector.dropFirst(7).dropLast().filter { $0 == "(" }.count == selector.dropFirst(7).dropLast().filter { $0 == ")" }.count)
        }
        // No presentation attribute is left on the elements (the sketches of a storyboard
        // reference keep their stroke width, which diagram.css does not set).
        for attribute in [" fill=", " stroke=", " font-family=", " font-size=", " text-anchor=", " font-weight="] {
            #expect(!svg.contains(attribute), "\(attribute)")
        }
    }
}
