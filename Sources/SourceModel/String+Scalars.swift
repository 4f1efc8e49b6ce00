extension String {
    /// The text of a run of Unicode scalars, made in one allocation.
    ///
    /// `String(String.UnicodeScalarView(run))` appends the run a scalar at a time (about
    /// 6,000 instructions for a ten-letter word); this encodes it into one byte buffer first.
    /// (Concrete, not generic: a generic function of another module runs unspecialized,
    /// through protocol witnesses, at several times the cost.)
    package init(scalars run: ArraySlice<Unicode.Scalar>) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(run.count)
        for scalar in run {
            if scalar.isASCII {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                bytes.append(contentsOf: scalar.utf8)
            }
        }
        self.init(decoding: bytes, as: UTF8.self)
    }

    package init(scalars run: [Unicode.Scalar]) {
        self.init(scalars: run[...])
    }

    /// How many Unicode scalars the text has (what `unicodeScalars.count` says), counted on
    /// its UTF-8 bytes: every byte but a continuation byte starts a scalar. The scalar view
    /// decodes each scalar to count it, about five times the work.
    package var scalarCount: Int {
        // Over the bytes' span: iterating the `UTF8View` itself costs several times more.
        let view = utf8
        let bytes = view.span
        var count = 0
        for index in bytes.indices where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}

extension Substring {
    /// `String.scalarCount` for a substring.
    package var scalarCount: Int {
        // Over the bytes' span: iterating the `UTF8View` itself costs several times more.
        let view = utf8
        let bytes = view.span
        var count = 0
        for index in bytes.indices where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
