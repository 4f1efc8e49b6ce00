@testable import Diagrams
import Testing

/// `Groups` (the counting sort behind the layout's per-scene and per-channel lists) gives
/// each key the values a filter over every value gives, in the same order.
@Suite struct GroupsTests {
    @Test func groupsAsAFilterWould() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for keyCount in [1, 2, 7, 40] {
            for count in [0, 1, 5, 200] {
                let keys = (0..<count).map { _ in next(keyCount) }
                let values = (0..<count).map { "v\($0)" }
                let groups = Groups(keyCount: keyCount, keys: keys, values: values)
                #expect(groups.keyCount == keyCount)
                for g in 0..<keyCount {
                    #expect(Array(groups[g]) == keys.indices.filter { keys[$0] == g }.map { values[$0] })
                }
                #expect(groups.values.count == count)
            }
        }
    }

    @Test func emptyGroupsAreEmpty() {
        let groups = Groups(keyCount: 3, keys: [2, 2, 0], values: [10, 11, 12])
        #expect(Array(groups[0]) == [12])
        #expect(groups[1].isEmpty)
        #expect(Array(groups[2]) == [10, 11])
    }
}
