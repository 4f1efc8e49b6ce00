import Markup
import SourceModel

/// `link.malformed-url` (warning): an absolute URL that cannot work as written. External URLs
/// are never fetched; only their form is checked: `http`/`https` need `//` and a host made of
/// letters, digits, `-` and `.` (or a bracketed IP address) with an optional port (digits, at
/// most 65535; an empty port means the default one); `mailto:` needs an address with `@`
/// (several, separated by commas, are allowed); no URL may contain spaces, backslashes or a `%` not
/// followed by two hexadecimal digits.
enum MalformedURLRule {
    static let id = "link.malformed-url"

    static func check(_ link: MarkdownDocument.Link, scheme: String) -> Diagnostic? {
        guard let problem = problem(link.destination, scheme: scheme) else { return nil }
        return .report(id, "'\(link.destination)' is not a valid URL: \(problem)", at: link.location, length: link.length)
    }

    static func problem(_ url: String, scheme: String) -> String? {
        // On the bytes' span (no copy of the URL): the scheme is ASCII and ends at byte
        // `scheme.utf8.count`, and every byte the rule looks for is ASCII, never part of a
        // longer scalar's encoding (a Character walk costs a grapheme break per byte).
        let utf8 = url.utf8
        let bytes = utf8.span
        // One table lookup a byte finds the few the rule looks at (seven instructions a byte;
        // the rule went from 17.2 to 14.1 M instructions on the 1,000-chapter book's 10,559 URLs).
        for index in bytes.indices where specialBytes[Int(bytes[index])] {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"): return "it contains a space (write %20)"
            case UInt8(ascii: "\\"): return "it contains a backslash (URLs use '/')"
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else {
                    return "'%' must be followed by two hexadecimal digits"
                }
            default: break
            }
        }
        let restOffset = min(scheme.utf8.count + 1, bytes.count)
        switch scheme {
        case "http", "https":
            let slash = UInt8(ascii: "/")
            guard restOffset + 1 < bytes.count, bytes[restOffset] == slash, bytes[restOffset + 1] == slash else {
                return "'\(scheme):' must be followed by '//' and a host"
            }
            // The authority runs to the first `/`, `?` or `#`; its host and port follow its last `@`.
            var end = restOffset + 2
            var hostStart = end
            while end < bytes.count {
                let byte = bytes[end]
                if byte == slash || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
                end += 1
                if byte == UInt8(ascii: "@") { hostStart = end }
            }
            // The common case: an ASCII name with no port, no `..`, not starting with `.` or
            // `-`. Anything else takes `hostProblem`, which names the problem.
            if hostStart < end, bytes[hostStart] != UInt8(ascii: "."), bytes[hostStart] != UInt8(ascii: "-") {
                var plain = true
                var previous: UInt8 = 0
                for index in hostStart..<end {
                    let byte = bytes[index]
                    if !isHostByte(byte) || (byte == UInt8(ascii: ".") && previous == UInt8(ascii: ".")) { plain = false; break }
                    previous = byte
                }
                if plain { return nil }
            }
            return hostProblem(url[utf8.index(utf8.startIndex, offsetBy: hostStart)..<utf8.index(utf8.startIndex, offsetBy: end)])
        case "mailto":
            // RFC 6068: one address, or several separated by commas.
            let rest = url[utf8.index(utf8.startIndex, offsetBy: restOffset)...]
            let addresses = rest.prefix { $0 != "?" }
            for address in addresses.split(separator: ",", omittingEmptySubsequences: false) {
                let pieces = address.split(separator: "@", omittingEmptySubsequences: false)
                guard pieces.count == 2, !pieces[0].isEmpty, !pieces[1].isEmpty else {
                    return "'mailto:' needs an address such as name@example.com, or several separated by commas"
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// What is wrong with an authority's host and port that is not a plain ASCII name (`problem`
    /// returns nil for those before asking).
    private static func hostProblem(_ hostAndPort: Substring) -> String? {
        if hostAndPort.isEmpty { return "it has no host" }
        var host = hostAndPort
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return "the IP address in brackets is not closed" }
            host = host[host.index(after: close)...]
            if host.isEmpty { return nil }
            guard host.hasPrefix(":") else { return "the port must be a number" }
            return portProblem(host.dropFirst())
        }
        if let colon = host.lastIndex(of: ":") {
            if let problem = portProblem(host[host.index(after: colon)...]) { return problem }
            host = host[..<colon]
        }
        if host.isEmpty { return "it has no host" }
        if host.hasPrefix(".") || host.hasSuffix("..") || host.contains("..") || host.hasPrefix("-") {
            return "the host '\(host)' is not a domain name"
        }
        for character in host where !(character.isLetter || character.isNumber || character == "-" || character == "." || character == "_") {
            return "the host '\(host)' contains '\(character)'"
        }
        return nil
    }

    /// As the WHATWG URL standard reads a port: empty (`https://example.com:/`, the scheme's
    /// default port) or ASCII digits whose value is at most 65535 (leading zeros allowed).
    private static func portProblem(_ port: Substring) -> String? {
        guard port.allSatisfy(\.isASCIIDigit) else { return "the port must be a number" }
        let digits = port.drop { $0 == "0" }
        guard digits.count <= 5, Int(digits) ?? 0 <= 65535 else { return "the port \(port) is out of range: ports go up to 65535" }
        return nil
    }

    /// The bytes `problem` looks at in every URL: space, tab, line feed, backslash and `%`. A
    /// fixed-size array: indexed by a byte, it needs no bounds check.
    static let specialBytes = InlineArray<256, Bool> { (index: Int) in
        switch UInt8(truncatingIfNeeded: index) {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\\"), UInt8(ascii: "%"): true
        default: false
        }
    }

    /// An ASCII letter, digit, `-`, `.` or `_`.
    private static func isHostByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"): true
        default: false
        }
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
