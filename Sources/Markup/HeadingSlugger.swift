/// Gives headings ids that are readable, stable and unique within a page.
///
/// `Static Cells & Prototypes` becomes `static-cells-prototypes`; a repeat gets `-2`, `-3`.
package struct HeadingSlugger: Sendable {
    private var used: [String: Int] = [:]

    package init(reserved: [String] = []) {
        for id in reserved { used[id] = 1 }
    }

    package mutating func slug(for text: String) -> String {
        var base = ""
        var pendingDash = false
        let ascii = text.utf8.allSatisfy { $0 < 0x80 }
        if ascii {
            // The same rules on bytes (lower-casing ASCII maps only A-Z).
            var bytes: [UInt8] = []
            for var byte in text.utf8 {
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte |= 0x20 }
                let isWordish = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
                if isWordish {
                    if pendingDash, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                    pendingDash = false
                    bytes.append(byte)
                } else {
                    pendingDash = true
                }
                if bytes.count >= 80 { break }
            }
            base = String(decoding: bytes, as: UTF8.self)
        }
        for scalar in (ascii ? "" : text.lowercased()).unicodeScalars {
            let isWordish = ascii
                ? ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
                : scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
            if isWordish {
                if pendingDash, !base.isEmpty { base += "-" }
                pendingDash = false
                base.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
            if base.unicodeScalars.count >= 80 { break }
        }
        if base.isEmpty { base = "section" }
        if let count = used[base] {
            var n = count + 1
            while used["\(base)-\(n)"] != nil { n += 1 }
            used[base] = n
            let id = "\(base)-\(n)"
            used[id] = 1
            return id
        }
        used[base] = 1
        return base
    }
}
