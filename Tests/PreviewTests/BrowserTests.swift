import Foundation
@testable import Preview
import SourceModel
import Testing

/// The injected script in a real browser (headless Chromium via Debian's python3-selenium).
/// Run on request: `FLOWDOC_BROWSER=1 swift test --filter BrowserTests`.
@Suite("Browser", .enabled(if: ProcessInfo.processInfo.environment["FLOWDOC_BROWSER"] == "1"))
struct BrowserTests {
    @Test func reloadsShowsErrorsAndRecovers() throws {
        let site = try TemporarySite()
        defer { site.remove() }
        let filler = (1...200).map { "<p>Paragraph \($0) about navigation stacks.</p>" }.joined()
        try site.write("site/long.html", "<!doctype html><html><body>\(filler)</body></html>")
        let server = try PreviewServer(configuration: ServerConfiguration(root: site.root, port: 0))
        server.publish(BuildStatus(generation: 1, succeeded: true))
        try server.start()
        defer { server.stop() }

        let script = site.base.appendingPathComponent("live_reload_check.py")
        try Data(LiveReloadBrowserScript.source.utf8).write(to: script)
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        python.arguments = [script.path, "http://127.0.0.1:\(server.port)/"]
        let output = Pipe(), input = Pipe()
        python.standardOutput = output
        python.standardInput = input
        try python.run()
        var lines = LineReader(handle: output.fileHandleForReading)
        func proceed() { input.fileHandleForWriting.write(Data("go\n".utf8)) }

        #expect(lines.next()?.hasPrefix("ready-for-failure") == true)
        let error = Diagnostic.report("flow.unknown-scene", "unknown scene <img src=x onerror=alert(1)>",
                                     at: SourceLocation(path: "content/a.md", line: 3, column: 5))
        server.publish(BuildStatus(generation: 2, succeeded: false, diagnostics: [error]))
        proceed()

        #expect(lines.next()?.hasPrefix("ready-for-success") == true)
        server.publish(BuildStatus(generation: 3, succeeded: true))
        proceed()

        #expect(lines.next()?.hasPrefix("ready-for-warnings") == true)
        let warning = Diagnostic.report("flow.unreachable-scene", "scene 'Old' is unreachable",
                                         at: SourceLocation(path: "content/a.md", line: 8, column: 1))
        server.publish(BuildStatus(generation: 3, succeeded: true, diagnostics: [warning]))
        proceed()

        #expect(lines.next()?.hasPrefix("ready-for-broken-open") == true)
        let broken = Diagnostic.report("flow.syntax", "expected '->'", at: SourceLocation(path: "content/b.md", line: 9, column: 1))
        server.publish(BuildStatus(generation: 4, succeeded: false, diagnostics: [broken]))
        proceed()

        #expect(lines.next()?.hasPrefix("ready-for-restart") == true)
        let port = server.port
        server.stop()
        Thread.sleep(forTimeInterval: 0.3)
        let restarted = try PreviewServer(configuration: ServerConfiguration(root: site.root, port: port))
        restarted.publish(BuildStatus(generation: 1, succeeded: true))
        try restarted.start()
        defer { restarted.stop() }
        proceed()

        #expect(lines.next() == "done")
        python.waitUntilExit()
        #expect(python.terminationStatus == 0)
    }
}

/// Reads a child's output line by line.
struct LineReader {
    let handle: FileHandle
    var buffer = ""

    mutating func next() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: "\n") {
                let line = String(buffer[..<newline])
                buffer = String(buffer[buffer.index(after: newline)...])
                return line
            }
            let data = handle.availableData
            if data.isEmpty { return nil }
            buffer += String(decoding: data, as: UTF8.self)
        }
    }
}
