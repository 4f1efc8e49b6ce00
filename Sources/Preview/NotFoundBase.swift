/// The 404 page is answered at any address (`/a/b/missing.html`), but its links are written
/// relative to the site's root. The preview always serves the site at `/`, so it puts
/// `<base href="/">` first in the page's `<head>` (the first `<base>` of a page is the one
/// browsers use, so a `<base>` the page already has for its published path is overridden).
enum NotFoundBase {
    static let element = Array("<base href=\"/\">".utf8)

    /// `html` with the element after its first `<head>` (any case, with or without
    /// attributes); unchanged when there is no `<head>`.
    static func inject(into html: [UInt8]) -> [UInt8] {
        let open = Array("<head".utf8)
        var index = 0
        while index + open.count <= html.count {
            var matches = true
            for offset in 0..<open.count where html[index + offset] | 0x20 != open[offset] | 0x20 {
                matches = false
                break
            }
            if matches {
                let after = index + open.count
                if after < html.count, html[after] == UInt8(ascii: ">") || html[after] == UInt8(ascii: " ") {
                    guard let close = html[after...].firstIndex(of: UInt8(ascii: ">")) else { return html }
                    return Array(html[...close]) + element + Array(html[(close + 1)...])
                }
            }
            index += 1
        }
        return html
    }
}
