@testable import Diagrams
import Testing

/// `Array(filled:count:)` (the layout's way to make an array of one value) gives what
/// `Array(repeating:count:)` gives.
@Suite struct ArrayFilledTests {
    @Test func filledAsRepeatingWould() {
        for count in [0, 1, 2, 25, 401] {
            #expect(Array(filled: 0, count: count) == Array(repeating: 0, count: count))
            #expect(Array(filled: Int32(-1), count: count) == Array(repeating: Int32(-1), count: count))
            #expect(Array(filled: true, count: count) == Array(repeating: true, count: count))
            #expect(Array(filled: 1.5, count: count) == Array(repeating: 1.5, count: count))
            #expect([Int?](filled: nil, count: count) == [Int?](repeating: nil, count: count))
            #expect(Array(filled: [Int](), count: count) == Array(repeating: [Int](), count: count))
            #expect(Array(filled: DiagramPoint(x: 1, y: 2), count: count) == Array(repeating: DiagramPoint(x: 1, y: 2), count: count))
        }
    }
}
