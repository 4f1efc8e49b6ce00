/// Spreads the segments that run along the same channel onto parallel tracks, in an order
/// that avoids needless crossings (nested arcs inside out, staircases in step).
struct ChannelNudger {
    static let spacing = 9.0
    /// Up to this many segments in one channel are packed onto as few tracks as their overlaps
    /// allow (comparing each with those before it).
    static let packingLimit = 256
    let geometry: GridGeometry
    /// Per route: the fan whose trunk it shares, or nil. The pieces of one trunk in a channel
    /// take one track together (they branch off one line, like a bus).
    var trunk: [Int?] = []

    private struct Item {
        var route: Int
        var segment: Int
        var lo: Double
        var hi: Double
        var group: Int
        var key: Double
        var trunk: Int? = nil
    }

    /// Tracks needed per channel in the last `nudge` call: vertical then horizontal.
    func demand(_ routes: [[DiagramPoint]]) -> (vertical: [Int], horizontal: [Int]) {
        let channels = collect(routes)
        let verticalCount = geometry.columnX.count + 1
        return ((0..<verticalCount).map { Self.trackCount(channels[$0]) },
                (verticalCount..<channels.keyCount).map { Self.trackCount(channels[$0]) })
    }

    func nudge(_ input: [[DiagramPoint]]) -> [[DiagramPoint]] {
        var routes = input
        nudge(&routes)
        return routes
    }

    /// `nudge(routes)` in place (no route copied that nothing else holds).
    func nudge(_ routes: inout [[DiagramPoint]]) {
        let channels = collect(routes)
        let verticalCount = geometry.columnX.count + 1
        for k in 0..<verticalCount {
            let items = channels[k]
            if items.isEmpty { continue }
            // A channel of one track that holds one fan's trunk only: the trunk runs close to
            // the cards on its left, so the pieces into the cards on its right are long enough
            // for labels.
            let trunkOnly = items[items.startIndex].trunk != nil && k > 0 && k < geometry.columnX.count
            spread(items, single: trunkOnly ? geometry.vx(k) - geometry.vHalfWidth(k) : geometry.vx(k),
                   center: geometry.vx(k), half: geometry.vHalfWidth(k), low: k == 0, high: k == geometry.columnX.count,
                   vertical: true, routes: &routes)
        }
        for j in 0..<(channels.keyCount - verticalCount) {
            let items = channels[verticalCount + j]
            if items.isEmpty { continue }
            spread(items, single: geometry.hy(j), center: geometry.hy(j), half: geometry.hHalfWidth(j),
                   low: j == 0, high: j == geometry.rowY.count, vertical: false, routes: &routes)
        }
    }

    /// Puts one channel's segments on their tracks. One track (no arrays made for the usual
    /// channel of one segment): every segment at `single`, the centre line unless the caller
    /// moves it.
    private func spread(_ items: ArraySlice<Item>, single: Double, center: Double, half: Double, low: Bool, high: Bool,
                        vertical: Bool, routes: inout [[DiagramPoint]]) {
        if Self.oneTrack(items) {
            for item in items { Self.move(item, to: single, vertical: vertical, in: &routes) }
            return
        }
        let positions = place(Self.assign(Array(items)), center: center, half: half, low: low, high: high)
        for (n, item) in items.enumerated() { Self.move(item, to: positions[n], vertical: vertical, in: &routes) }
    }

    /// Moves a segment (both its ends) across its channel.
    @inline(__always)
    private static func move(_ item: Item, to v: Double, vertical: Bool, in routes: inout [[DiagramPoint]]) {
        if vertical {
            routes[item.route][item.segment].x = v
            routes[item.route][item.segment + 1].x = v
        } else {
            routes[item.route][item.segment].y = v
            routes[item.route][item.segment + 1].y = v
        }
    }

    private func place(_ tracks: [Int], center: Double, half: Double, low: Bool, high: Bool) -> [Double] {
        let count = (tracks.max() ?? 0) + 1
        if low { return tracks.map { center - Double(count - 1 - $0) * 10 } }
        if high { return tracks.map { center + Double($0) * 10 } }
        let spacing = count > 1 ? min(Self.spacing, 2 * half / Double(count - 1)) : 0
        return tracks.map { center + (Double($0) - Double(count - 1) / 2) * spacing }
    }

    private static func trackCount(_ items: ArraySlice<Item>) -> Int {
        if items.isEmpty { return 0 }
        if oneTrack(items) { return 1 }
        return (assign(Array(items)).max() ?? 0) + 1
    }

    /// Whether every item takes track 0 without comparing any: a lone item, or the pieces
    /// of one trunk only (merged into one item, which `assignTracks` puts on track 0).
    private static func oneTrack(_ items: ArraySlice<Item>) -> Bool {
        guard items.count > 1 else { return true }
        guard let t = items[items.startIndex].trunk else { return false }
        return items.allSatisfy { $0.trunk == t }
    }

    /// Track per item (same order as `items`); the pieces of one trunk share one.
    private static func assign(_ items: [Item]) -> [Int] {
        if oneTrack(items[...]) { return Array(filled: 0, count: items.count) }
        guard items.contains(where: { $0.trunk != nil }) else { return assignTracks(items) }
        var merged: [Item] = []
        var mergedIndex = Array(filled: 0, count: items.count)
        var byTrunk: [Int: Int] = [:]
        for (i, item) in items.enumerated() {
            if let t = item.trunk, let m = byTrunk[t] {
                merged[m].lo = min(merged[m].lo, item.lo)
                merged[m].hi = max(merged[m].hi, item.hi)
                mergedIndex[i] = m
                continue
            }
            if let t = item.trunk { byTrunk[t] = merged.count }
            mergedIndex[i] = merged.count
            merged.append(item)
        }
        let tracks = assignTracks(merged)
        return mergedIndex.map { tracks[$0] }
    }

    /// Track per item (same order as `items`): sorted by preference, each takes the first
    /// track after every earlier overlapping item, so overlapping segments keep their order.
    private static func assignTracks(_ items: [Item]) -> [Int] {
        let order = items.indices.sorted { a, b in
            let x = items[a], y = items[b]
            if x.group != y.group { return x.group < y.group }
            if x.key != y.key { return x.key < y.key }
            return (x.route, x.segment) < (y.route, y.segment)
        }
        var track = Array(filled: 0, count: items.count)
        // A channel of hundreds of segments: each its own track, in the same order (no pair
        // is compared, so the work stays linear; such a channel is unreadable either way).
        if items.count > Self.packingLimit {
            for (t, i) in order.enumerated() { track[i] = t }
            return track
        }
        var done: [Int] = []
        for i in order {
            var t = 0
            for d in done where items[d].lo < items[i].hi + 6 && items[i].lo < items[d].hi + 6 { t = max(t, track[d] + 1) }
            track[i] = t
            done.append(i)
        }
        return track
    }

    /// `Int64((v * 100).rounded())` without the call to libm's `round` (about 2 M
    /// instructions on the 1,000-chapter book): the conversion truncates, and the part cut
    /// off (`x - Double(i)`, exact: below 2^53 the truncated value and the difference are
    /// both doubles; at or above it every double is a whole number) says whether to round
    /// away from zero, as `rounded()` does at a half. Out of range or NaN traps as before.
    static func channelKey(_ v: Double) -> Int64 {
        let x = v * 100
        let i = Int64(x)
        let f = x - Double(i)
        return f >= 0.5 ? i + 1 : f <= -0.5 ? i - 1 : i
    }

    /// Channel segments of every route: interior segments lying on a channel's centre line,
    /// grouped by channel (vertical channels 0...columnX.count, then horizontal ones
    /// 0...rowY.count), each channel's in route order.
    private func collect(_ routes: [[DiagramPoint]]) -> Groups<Item> {
        let g = geometry
        let verticalCount = g.columnX.count + 1
        // Found in route order with their channels, then grouped by channel.
        var found: [Item] = []
        var channel: [Int] = []
        found.reserveCapacity(routes.count * 2)
        channel.reserveCapacity(routes.count * 2)
        // Channel centre lines by coordinate (hundredths), so a segment finds its channel in
        // logarithmic time. The first channel of a coordinate wins, as a scan would find it.
        func key(_ v: Double) -> Int64 { Self.channelKey(v) }
        let columnAt = ChannelKeys((0...g.columnX.count).map { key(g.vx($0)) })
        let rowAt = ChannelKeys((0...g.rowY.count).map { key(g.hy($0)) })
        func trunkOf(_ r: Int) -> Int? { r < trunk.count ? trunk[r] : nil }
        // (Routes read in place, by index: a route bound to a name was retained and released.)
        for r in routes.indices where routes[r].count >= 4 {
            for i in 1..<(routes[r].count - 2) {
                let a = routes[r][i], b = routes[r][i + 1], before = routes[r][i - 1], after = routes[r][i + 2]
                if abs(a.x - b.x) < 0.01, let k = columnAt.first(key(a.x)) {
                    let (upper, upperNext, lowerNext) = a.y < b.y ? (a, before, after) : (b, after, before)
                    let lower = a.y < b.y ? b : a
                    let upperLeft = upperNext.x < upper.x, lowerLeft = lowerNext.x < lower.x
                    let len = lower.y - upper.y
                    let (group, key): (Int, Double) = switch (upperLeft, lowerLeft) {
                    case (true, true): (0, len)
                    case (true, false): (1, -upper.y)
                    case (false, true): (2, lower.y)
                    case (false, false): (3, -len)
                    }
                    found.append(Item(route: r, segment: i, lo: upper.y, hi: lower.y, group: group, key: key, trunk: trunkOf(r)))
                    channel.append(k)
                } else if abs(a.y - b.y) < 0.01, let j = rowAt.first(key(a.y)) {
                    let (left, leftNext, rightNext) = a.x < b.x ? (a, before, after) : (b, after, before)
                    let right = a.x < b.x ? b : a
                    let leftUp = leftNext.y < left.y, rightUp = rightNext.y < right.y
                    let len = right.x - left.x
                    let (group, key): (Int, Double) = switch (leftUp, rightUp) {
                    case (true, true): (0, len)
                    case (true, false): (1, -left.x)
                    case (false, true): (2, right.x)
                    case (false, false): (3, -len)
                    }
                    found.append(Item(route: r, segment: i, lo: left.x, hi: right.x, group: group, key: key, trunk: trunkOf(r)))
                    channel.append(verticalCount + j)
                }
            }
        }
        return Groups(keyCount: verticalCount + g.rowY.count + 1, keys: channel, values: found)
    }
}

/// The channels' centre-line keys, by channel number: `first(key)` is the first channel with
/// that key. Centre lines run left to right (top to bottom), so the keys are sorted and a binary
/// search finds it without hashing; were they ever out of order, a scan does.
private struct ChannelKeys {
    let keys: [Int64]
    let sorted: Bool

    init(_ keys: [Int64]) {
        self.keys = keys
        var sorted = true
        for i in keys.indices.dropFirst() where keys[i - 1] > keys[i] { sorted = false; break }
        self.sorted = sorted
    }

    func first(_ key: Int64) -> Int? {
        guard sorted else { return keys.firstIndex(of: key) }
        var lo = 0, hi = keys.count
        while lo < hi {
            let m = (lo + hi) / 2
            if keys[m] < key { lo = m + 1 } else { hi = m }
        }
        return lo < keys.count && keys[lo] == key ? lo : nil
    }
}
