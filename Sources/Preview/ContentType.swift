/// The media type sent for a file, chosen by its extension.
enum ContentType {
    static let fallback = "application/octet-stream"

    private static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "map": "application/json",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "txt": "text/plain; charset=utf-8",
        "md": "text/plain; charset=utf-8",
        "woff2": "font/woff2",
        "woff": "font/woff",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "xml": "application/xml",
        "pdf": "application/pdf",
        "wasm": "application/wasm",
    ]

    /// The type for a file name or path.
    static func forPath(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? fallback
    }

    /// Whether the type is HTML (gets the live-reload script).
    static func isHTML(_ type: String) -> Bool { type.hasPrefix("text/html") }
}
