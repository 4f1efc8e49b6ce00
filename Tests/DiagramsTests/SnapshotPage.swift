import Diagrams
import FlowGraph
import Foundation
import Testing

/// Writes every fixture's diagram into one HTML page (with diagram.css) for looking at in a
/// browser; runs only when FLOWDOC_SNAPSHOT_DIR is set.
@Suite struct SnapshotPage {
    static let cssURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../templates/static/diagram.css").standardizedFileURL

    /// A tool, not a check: shown as skipped unless asked for.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["FLOWDOC_SNAPSHOT_DIR"] != nil))
    func writeSnapshotPage() throws {
        let dir = try #require(ProcessInfo.processInfo.environment["FLOWDOC_SNAPSHOT_DIR"])
        let only = ProcessInfo.processInfo.environment["FLOWDOC_SNAPSHOT_ONLY"]
        let theme = ProcessInfo.processInfo.environment["FLOWDOC_SNAPSHOT_THEME"] ?? ""
        let css = try String(contentsOf: Self.cssURL, encoding: .utf8)
        var html = "<!doctype html><html><head><meta charset=\"utf-8\"><title>flowdoc diagrams</title><style>\(css)\nbody{font-family:system-ui;margin:16px;background:var(--fd-page-bg,#fff)} h2{font:600 14px system-ui;color:#888}</style></head><body class=\"\(theme)\">\n"
        for (i, name) in (Fixtures.names + ["hostile"]).enumerated() where only == nil || only == name {
            guard let sb = Fixtures.all[name] else { continue }
            let options = DiagramOptions(idPrefix: "d\(i)", title: sb.name, sceneURL: { "#scene-" + $0 })
            html += "<h2>\(name)</h2><figure class=\"fd-figure\">\(DiagramRenderer.svg(sb, highlighted: Fixtures.highlighted(name), options: options))</figure>\n"
        }
        html += "</body></html>\n"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try html.write(toFile: dir + "/diagrams.html", atomically: true, encoding: .utf8)
    }
}
