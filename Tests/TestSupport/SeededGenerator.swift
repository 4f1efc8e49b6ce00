/// The test suite's one deterministic random generator (SplitMix64): the same sequence for a
/// seed on every run and machine, so a failure found by a random test reproduces.
package struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is not positive), from the next value.
    package mutating func next(_ bound: Int) -> Int {
        let value = next()
        return bound <= 0 ? 0 : Int(value % UInt64(bound))
    }

    /// Up to `maxPieces - 1` of `fragments`, picked at random and joined: a listing of pieces
    /// chosen to meet each other's edge cases.
    package mutating func text(of fragments: [String], maxPieces: Int = 40) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0..<maxPieces, using: &self) {
            text += fragments[Int.random(in: 0..<fragments.count, using: &self)]
        }
        return text
    }
}
