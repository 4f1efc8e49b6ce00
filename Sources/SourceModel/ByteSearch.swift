#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds single bytes in UTF-8 text with `memchr`: the hot "may this chapter hold X at all?"
/// questions, asked of every chapter, cost a vectorized scan instead of a loop over the view.
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

    /// The offset of the first `byte` at or after `from` in `bytes`, or nil.
    package static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let base = bytes.baseAddress, from < bytes.count else { return nil }
        guard let found = memchr(base + from, Int32(byte), bytes.count - from) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}
