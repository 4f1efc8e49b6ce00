/// FNV-1a (64 bits) over a string's UTF-8: the same on every run and machine, unlike `Hasher`
/// (seeded per process), and one XOR and one multiplication a byte. A long slug's suffix
/// (`PathNaming`) and a template name's place in a record's table (`RecordKeys`) are made from it.
package enum FNV1a {
    package static func hash(_ text: String) -> UInt64 {
        // (Through the bytes' `Span`: no iterator, no call per byte.)
        let bytes = text.utf8.span
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in bytes.indices {
            hash = (hash ^ UInt64(bytes[index])) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
