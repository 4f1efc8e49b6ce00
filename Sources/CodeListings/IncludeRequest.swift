/// What a listing's info string asks to include from the app's sources:
/// ```` ```swift file=FriendList/FriendListViewController.swift region=prepare ```` or
/// ```` ```swift file=App/Model.swift lines=10-30 ````.
///
/// Values may be double-quoted (`file="My App/View.swift"`). Offsets are in Unicode scalars
/// from the start of the info string, for diagnostics.
package struct IncludeRequest: Sendable, Hashable {
    package var path: String
    package var pathOffset: Int
    package var region: String?
    package var regionOffset: Int
    /// 1-based, inclusive; `upperBound` is `Int.max` for `lines=10-`.
    package var lines: ClosedRange<Int>?
    package var linesOffset: Int

    /// A problem with the info string itself (a malformed `lines=`, or both `region=` and `lines=`).
    package struct Problem: Sendable, Hashable {
        package var message: String
        package var offset: Int
        package var length: Int
    }

    /// The request in `infoString`, nil when it has no `file=` (a pasted listing).
    package static func parse(_ infoString: String) -> (IncludeRequest?, [Problem]) {
        var request = IncludeRequest(path: "", pathOffset: 0, region: nil, regionOffset: 0, lines: nil, linesOffset: 0)
        var hasFile = false
        var problems: [Problem] = []
        for (key, value, offset) in attributes(of: infoString) {
            switch key {
            case "file":
                hasFile = true
                request.path = value
                request.pathOffset = offset
            case "region":
                request.region = value
                request.regionOffset = offset
            case "lines":
                request.linesOffset = offset
                if let range = lineRange(value) {
                    request.lines = range
                } else {
                    problems.append(Problem(message: "'lines=' takes a line or a range such as 10-30 or 10-, not '\(value)'",
                                            offset: offset, length: max(1, value.unicodeScalars.count)))
                }
            default:
                continue
            }
        }
        guard hasFile else { return (nil, []) }
        if request.region != nil, request.lines != nil {
            problems.append(Problem(message: "give 'region=' or 'lines=', not both", offset: request.linesOffset, length: 1))
        }
        return (request, problems)
    }

    /// `key=value` words after the first (the language); values may be double-quoted.
    static func attributes(of infoString: String) -> [(String, String, Int)] {
        let scalars = Array(infoString.unicodeScalars)
        var result: [(String, String, Int)] = []
        var index = 0
        var first = true
        while index < scalars.count {
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
            guard index < scalars.count else { break }
            let wordStart = index
            var key = ""
            while index < scalars.count, scalars[index] != "=", scalars[index] != " ", scalars[index] != "\t" {
                key.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard !first, index < scalars.count, scalars[index] == "=" else {
                first = false
                _ = wordStart
                while index < scalars.count, scalars[index] != " ", scalars[index] != "\t" { index += 1 }
                continue
            }
            index += 1
            var value = ""
            let valueOffset: Int
            if index < scalars.count, scalars[index] == "\"" {
                index += 1
                valueOffset = index
                while index < scalars.count, scalars[index] != "\"" {
                    value.unicodeScalars.append(scalars[index])
                    index += 1
                }
                if index < scalars.count { index += 1 }
            } else {
                valueOffset = index
                while index < scalars.count, scalars[index] != " ", scalars[index] != "\t" {
                    value.unicodeScalars.append(scalars[index])
                    index += 1
                }
            }
            result.append((key.lowercased(), value, valueOffset))
        }
        return result
    }

    /// `10`, `10-30`, `10-` (to the end).
    static func lineRange(_ text: String) -> ClosedRange<Int>? {
        let parts = text.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard let first = Int(parts[0]), first >= 1 else { return nil }
        if parts.count == 1 { return first...first }
        if parts[1].isEmpty { return first...Int.max }
        guard let last = Int(parts[1]), last >= first else { return nil }
        return first...last
    }
}
