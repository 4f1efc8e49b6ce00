/// The SVG being written, as UTF-8 bytes. Drawing appends `SVGSnippet`s (string literals whose
/// interpolations format numbers and escape text) straight into one buffer, so no
/// intermediate `String`s are made per element.
struct SVGWriter: SVGByteSink {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    @inline(__always) static func += (out: inout SVGWriter, snippet: consuming SVGSnippet) {
        snippet.withBytes { out.bytes.append(contentsOf: $0) }
    }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }
    mutating func append(bytes more: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: more) }

    /// Bytes written so far; with `appendCopy(of:)`, writes something already written again.
    var count: Int { bytes.count }

    mutating func appendCopy(of range: Range<Int>) {
        let piece = Array(bytes[range])  // a copy first: appending may move the buffer
        bytes.append(contentsOf: piece)
    }

    mutating func raw(_ s: StaticString) { append(s) }
    mutating func number(_ v: Double) { append(number: v) }

    /// The finished text. Every byte came from a `String` or a literal, so it is valid UTF-8;
    /// still, `String` checks it, and checks non-ASCII bytes one at a time but ASCII a word
    /// at a time. So long ASCII runs are turned into text on their own, and the few short
    /// stretches around non-ASCII characters (arrows, dashes, names) apart.
    var text: String {
        bytes.withUnsafeBufferPointer { buf -> String in
            guard let base = buf.baseAddress else { return "" }
            let n = buf.count
            var result = ""
            result.reserveCapacity(n)
            var start = 0  // first byte not yet in `result`; always at a character boundary
            func flush(_ end: Int) {
                guard end > start else { return }
                result += String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
                start = end
            }
            var i = 0  // first byte of the current ASCII run
            while let j = Self.firstNonASCII(base, from: i, to: n) {
                if j - i >= 256 { flush(i); flush(j) }
                i = j
                while i < n && base[i] >= 0x80 { i += 1 }  // a run of whole multi-byte characters
            }
            if n - i >= 256 { flush(i) }
            flush(n)
            return result
        }
    }

    private static func firstNonASCII(_ base: UnsafePointer<UInt8>, from: Int, to n: Int) -> Int? {
        var p = from
        while p + 8 <= n {
            if UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { break }
            p += 8
        }
        while p < n {
            if base[p] >= 0x80 { return p }
            p += 1
        }
        return nil
    }
}
