extension String {
    /// The text of a run of Unicode scalars, made in one allocation.
    ///
    /// `String(String.UnicodeScalarView(run))` appends the run a scalar at a time (about
    /// 6,000 instructions for a ten-letter word); this encodes it into one byte buffer first.
    package init<Run: Collection>(scalars run: Run) where Run.Element == Unicode.Scalar {
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
}

extension StringProtocol {
    /// How many Unicode scalars the text has (what `unicodeScalars.count` says), counted on
    /// its UTF-8 bytes: every byte but a continuation byte starts a scalar. The scalar view
    /// decodes each scalar to count it, about five times the work.
    package var scalarCount: Int {
        var count = 0
        for byte in utf8 where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
