import SourceModel

/// `sitemap.xml` (sitemaps.org 0.9): every page's absolute URL under `base-url`. Written only
/// when `base-url` is set, since a sitemap needs absolute URLs.
enum Sitemap {
    static func xml(baseURL: String, paths: [String]) -> String {
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for path in paths {
            // `index.html` pages are listed by their folder, as servers answer for them.
            var page = path
            if page == "index.html" { page = "" } else if page.hasSuffix("/index.html") { page.removeLast("index.html".count) }
            out += "  <url><loc>\(HTMLEscaping.escape(base + percentEncoded(page)))</loc></url>\n"
        }
        return out + "</urlset>\n"
    }

    /// Percent-encodes what may not stand in a URL path (slashes kept).
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "/-._~".unicodeScalars.contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
        }
        return out
    }
}

private extension String {
    var leftPadded: String { count == 1 ? "0" + self : self }
}
