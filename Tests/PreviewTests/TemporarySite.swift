import Foundation

/// A throw-away folder with a small site in `site/` and a secret next to it in `outside/`.
struct TemporarySite {
    let base: URL
    var root: URL { base.appendingPathComponent("site") }
    var outside: URL { base.appendingPathComponent("outside") }

    static let secret = "TOP-SECRET-OUTSIDE-THE-ROOT"

    init() throws {
        base = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("flowdoc-preview-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: base.appendingPathComponent("site/guide/deep"), withIntermediateDirectories: true)
        try fm.createDirectory(at: outside.appendingPathComponent("dir"), withIntermediateDirectories: true)
        try write("site/index.html", "<!doctype html><html><body><h1>Home</h1></body></html>\n")
        try write("site/guide/index.html", "<html><body>Guide index</body></html>")
        try write("site/guide/deep/page.html", "<html><BODY>Deep</BODY></html>")
        try write("site/fragment.html", "<p>no body element</p>")
        try write("site/404.html", "<html><body><h1>Custom missing page</h1></body></html>")
        try write("site/style.css", "body { color: red }\n")
        try write("site/app.js", "console.log(1)\n")
        try write("site/data.json", "{}")
        try write("site/picture.png", "PNG")
        try write("site/unknown.bin", "??")
        try write("site/café.txt", "accent")
        try write("site/.env", "SECRET=1")
        try write("site/guide/.hidden.html", "<html></html>")
        try write("outside/secret.txt", Self.secret)
        try write("outside/dir/index.html", Self.secret)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("leak.txt").path,
                                  withDestinationPath: outside.appendingPathComponent("secret.txt").path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("leakdir").path,
                                  withDestinationPath: outside.appendingPathComponent("dir").path)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("alias.css").path, withDestinationPath: "style.css")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("envlink").path, withDestinationPath: ".env")
    }

    func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: base.appendingPathComponent(relative))
    }

    func remove() { try? FileManager.default.removeItem(at: base) }
}
