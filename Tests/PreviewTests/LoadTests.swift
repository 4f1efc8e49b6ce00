import Foundation
@testable import Preview
import Testing

/// Load and resource check, run only on request: `FLOWDOC_LOAD=1 swift test --filter LoadTests`.
/// Needs `wrk` on PATH. Prints requests/s, errors and descriptor counts.
@Suite("Load", .enabled(if: ProcessInfo.processInfo.environment["FLOWDOC_LOAD"] == "1"))
struct LoadTests {
    static func openDescriptors() -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? -1
    }

    /// What each open descriptor is (socket, pipe, file), for the report.
    static func describeDescriptors() -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap(Int.init).sorted().map { fd in
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(fd)")) ?? "?"
            return "\(fd)=\(target)"
        }.joined(separator: " ")
    }

    static func makeSite() throws -> URL {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("flowdoc-load-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("chapters"), withIntermediateDirectories: true)
        let paragraph = String(repeating: "A navigation controller keeps a stack of scenes. ", count: 40)
        try Data("<!doctype html><html><head><title>Home</title><link rel=stylesheet href=style.css></head><body><main><h1>Home</h1><p>\(paragraph)</p></main></body></html>\n".utf8)
            .write(to: root.appendingPathComponent("index.html"))
        for i in 1...15 {
            try Data("<html><body><h1>Chapter \(i)</h1><p>\(paragraph)</p></body></html>".utf8)
                .write(to: root.appendingPathComponent("chapters/\(i).html"))
        }
        try Data("body { font: 16px system-ui }\n".utf8).write(to: root.appendingPathComponent("style.css"))
        try Data("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8).write(to: root.appendingPathComponent("flow.svg"))
        try Data("{}".utf8).write(to: root.appendingPathComponent("search.json"))
        try Data("<html><body>missing</body></html>".utf8).write(to: root.appendingPathComponent("404.html"))
        return root
    }

    @Test func wrkAgainstIndexPage() throws {
        let root = try Self.makeSite()
        defer { try? FileManager.default.removeItem(at: root) }
        // Foundation's Process sets up its own descriptors (event loop, pipes) on first use;
        // run one child first so they are part of the baseline.
        let warmUp = Process()
        warmUp.executableURL = URL(fileURLWithPath: "/bin/true")
        warmUp.standardOutput = Pipe()
        try warmUp.run()
        warmUp.waitUntilExit()
        let fdsBeforeServer = Self.openDescriptors()
        print("LOAD descriptors before server: \(Self.describeDescriptors())")
        let server = try PreviewServer(configuration: ServerConfiguration(root: root, port: 0, notFoundPage: "404.html"))
        try server.start()
        let fdsIdle = Self.openDescriptors()
        print("LOAD descriptors idle: \(Self.describeDescriptors())")

        let wrk = Process()
        wrk.executableURL = URL(fileURLWithPath: "/usr/bin/wrk")
        wrk.arguments = ["-t2", "-c200", ProcessInfo.processInfo.environment["FLOWDOC_LOAD_DURATION"] ?? "-d10s", "http://127.0.0.1:\(server.port)/index.html"]
        let output: String
        do {
            let pipe = Pipe()
            wrk.standardOutput = pipe
            try wrk.run()
            output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            wrk.waitUntilExit()
            try? pipe.fileHandleForReading.close()
        }
        Thread.sleep(forTimeInterval: 1)
        let fdsAfterLoad = Self.openDescriptors()
        print("LOAD descriptors after wrk: \(Self.describeDescriptors())")
        print(output)

        // A silent client is hung up on after the connection timeout (10 s by default).
        let idle = try #require(RawHTTPClient(port: server.port, timeout: 20))
        let started = Date()
        let (_, closed) = idle.read()
        let idleSeconds = Date().timeIntervalSince(started)
        idle.disconnect()

        server.stop()
        let fdsAfterStop = Self.openDescriptors()
        print("LOAD fds: before server \(fdsBeforeServer), idle server \(fdsIdle), after wrk \(fdsAfterLoad), after stop \(fdsAfterStop)")
        print("LOAD idle connection closed: \(closed) after \(String(format: "%.1f", idleSeconds)) s")

        #expect(wrk.terminationStatus == 0)
        #expect(!output.contains("Non-2xx"), "every response should be 200")
        #expect(!output.contains("Socket errors"), "no socket errors")
        #expect(fdsAfterLoad == fdsIdle, "no descriptor kept after the load")
        #expect(fdsAfterStop == fdsBeforeServer, "stop() releases every descriptor")
        #expect(closed && idleSeconds < 12)
    }
}
