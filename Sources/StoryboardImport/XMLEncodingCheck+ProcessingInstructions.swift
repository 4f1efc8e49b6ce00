import Foundation

extension XMLEncodingCheck {
    /// `data` with every processing instruction but a leading XML declaration replaced by spaces.
    package static func blankingProcessingInstructions(_ data: Data) -> Data {
        var bytes = [UInt8](data)
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var index = start
        var changed = false
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else { index += 1; continue }
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">")) { end += 1 }
            guard end + 1 < bytes.count else { break }  // unclosed: the parser reports it
            let isDeclaration = index == start && bytes[(index + 2)...].starts(with: Array("xml".utf8))
                && end > index + 5 && [UInt8(ascii: " "), 0x09, 0x0A, 0x0D].contains(bytes[index + 5])
            if !isDeclaration {
                for position in index...(end + 1) where bytes[position] != 0x0A && bytes[position] != 0x0D {
                    bytes[position] = UInt8(ascii: " ")
                }
                changed = true
            }
            index = end + 2
        }
        return changed ? Data(bytes) : data
    }
}
