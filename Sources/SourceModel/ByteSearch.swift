#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bridge to libc's byte scans (`memchr`) and the other loops over contiguous UTF-8 that
/// every chapter pays for: "may this chapter hold X at all?" costs a vectorized scan instead of
/// a loop over a String view. The unsafe buffer access of the text stages lives here (and in
/// the cmark bridge).
package enum ByteSearch {
    /// Whether `text`'s UTF-8 holds `byte`.
    package static func contains(_ text: String, _ byte: UInt8) -> Bool {
        var copy = text
        return copy.withUTF8 { contains($0, byte) }
    }

    /// Whether `bytes` holds `byte`.
    package static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ byte: UInt8) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
    }

    /// Whether `bytes` holds `byte`.
    package static func contains(_ bytes: [UInt8], _ byte: UInt8) -> Bool {
        bytes.withUnsafeBufferPointer { contains($0, byte) }
    }

    /// Appends `bytes` to `array` in one copy: appending a `String.UTF8View` (or a `Span`)
    /// element by element costs a call a byte. The escaper and the SVG writer copy every name,
    /// title and label of every page through here.
    package static func append(_ bytes: Span<UInt8>, to array: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { array.append(contentsOf: $0) }
    }

    /// The offset of the first `byte` at or after `from` in `bytes`, or nil.
    package static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = bytes.baseAddress, from < bytes.count else { return nil }
        guard let found = memchr(base + from, Int32(byte), bytes.count - from) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The offset of the last `byte` in `bytes[range]`, or nil. Eight bytes at a time, from the
    /// end (memrchr is not in every libc): `LinkLocator` looks back over each link's destination
    /// for its `(`, where a bounds-checked loop over an array cost 11 M instructions on a
    /// 1,000-chapter book.
    package static func lastIndex(of byte: UInt8, in bytes: Span<UInt8>, range: Range<Int>) -> Int? {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let pattern = ones &* UInt64(byte)
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            let raw = UnsafeRawPointer(base)
            var end = range.upperBound
            while end - range.lowerBound >= 8 {
                let word = raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self) ^ pattern
                // A zero byte in `word` is a match (the test may flag a byte above a true match,
                // never miss one: the bytes of the word are then looked at one by one).
                if (word &- ones) & ~word & highs != 0 { break }
                end -= 8
            }
            while end > range.lowerBound {
                end -= 1
                if base[end] == byte { return end }
            }
            return nil
        }
    }

    /// Whether `bytes` may need a JSON escape: whether it holds a control byte (below 0x20), a
    /// quote, a backslash or 0xE2 (the lead byte of U+2028 and U+2029, and of other scalars).
    /// Eight bytes at a time: `JSONString` asks it of every search snippet before it copies it.
    package static func mayNeedJSONEscape(_ bytes: Span<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func special(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
        }
        let count = bytes.count
        let words = count / 8
        let found = bytes.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            let raw = UnsafeRawPointer(base)
            for index in 0..<words {
                let word = raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
                // A byte below 0x20 (0x20 subtracted borrows into its high bit, unless it was
                // set), or a zero byte in the word XORed with each special byte. The four tests
                // ORed before the one mask and branch (the same answer as asking them one by one,
                // `&` distributing over `|`): the search records' quoting
                // (`JSONString.appendQuoted`) 34.0 -> 28.7 M instructions on the 1,000-chapter book.
                let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C), lead = word ^ (ones &* 0xE2)
                let flagged = (word &- ones &* 0x20) & ~word | (quote &- ones) & ~quote
                    | (backslash &- ones) & ~backslash | (lead &- ones) & ~lead
                if flagged & highs != 0 { return true }
            }
            return false
        }
        if found { return true }
        for index in (words * 8)..<count where special(bytes[index]) { return true }
        return false
    }

    /// The UTF-8 offset of the first byte of each line of `text` (0, then after each `\n`).
    package static func lineStarts(_ text: String) -> [Int] {
        var copy = text
        return copy.withUTF8 { bytes in
            var starts = [0]
            var from = 0
            while let newline = firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: from) {
                from = newline + 1
                starts.append(from)
            }
            return starts
        }
    }

    /// The number of Unicode scalars before each multiple of `stride` up to `text`'s UTF-8
    /// count (inclusive when it is one), and whether `text` is all ASCII.
    package static func scalarCheckpoints(_ text: String, stride: Int) -> (checkpoints: [UInt32], isASCII: Bool) {
        var copy = text
        return copy.withUTF8 { bytes in
            var checkpoints: [UInt32] = []
            checkpoints.reserveCapacity(bytes.count / stride + 1)
            var scalars = 0
            var ascii = true
            var chunk = 0
            while true {
                checkpoints.append(UInt32(truncatingIfNeeded: scalars))
                guard chunk < bytes.count else { break }
                let end = min(bytes.count, chunk + stride)
                var high: UInt8 = 0
                for index in chunk..<end { high |= bytes[index] }
                if high & 0x80 == 0 {
                    scalars += end - chunk
                } else {
                    ascii = false
                    for index in chunk..<end where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
                }
                // A partial last chunk has no checkpoint at its end.
                guard end - chunk == stride else { break }
                chunk = end
            }
            return (checkpoints, ascii)
        }
    }
}
