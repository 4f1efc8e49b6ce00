import SourceModel
import Testing

/// `FNV1a` gives the published FNV-1a 64-bit values (the reference vectors of the algorithm's
/// authors), on ASCII and on UTF-8 of several bytes a scalar.
@Suite struct FNV1aTests {
    @Test func publishedVectors() {
        #expect(FNV1a.hash("") == 0xcbf2_9ce4_8422_2325)
        #expect(FNV1a.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(FNV1a.hash("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test func readsTheUTF8Bytes() {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "Über-uns 中 😀".utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        #expect(FNV1a.hash("Über-uns 中 😀") == hash)
    }
}
