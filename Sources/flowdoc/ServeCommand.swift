import Dispatch
import Foundation
import Preview
import Site
import SourceModel

/// `flowdoc serve [DIR]`: live preview on loopback.
enum ServeCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let diagnostics = try DiagnosticOptions(&arguments)
        let portText = try arguments.value("--port", "-p") ?? "8000"
        let host = try arguments.value("--host") ?? "127.0.0.1"
        let open = arguments.flag("--open")
        let polling = arguments.flag("--poll")
        let root = siteRoot(&arguments)
        try arguments.finish(known: DiagnosticOptions.knownOptions + ["--port", "--host", "--open", "--poll"])
        guard let port = UInt16(portText) else { throw UsageError(message: "--port must be a number from 0 to 65535") }
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("content").path) else {
            throw UsageError(message: "no content/ folder in '\(displayPath(root))'")
        }

        let session: PreviewSession
        do {
            session = try PreviewSession(root: root, policy: diagnostics.policy,
                                         options: .init(host: host, port: port, polling: polling))
        } catch let error as PreviewError {
            Console.error("flowdoc serve: \(error)\n")
            return 2
        }
        try session.start { rebuild in
            diagnostics.emit(rebuild.report.diagnostics, sources: rebuild.report.sources)
            let what = rebuild.changed.isEmpty ? "built" : "rebuilt after \(rebuild.changed.prefix(3).joined(separator: ", "))"
                + (rebuild.changed.count > 3 ? " and \(rebuild.changed.count - 3) more" : "")
                + (rebuild.kinds.isEmpty ? "" : " (\(rebuild.kinds.joined(separator: ", ")))")
            if ProcessInfo.processInfo.environment["FLOWDOC_TIMINGS"] != nil {
                for (step, time) in rebuild.report.timings { Console.error(String(format: "  %-14@ %7.1f ms\n", step as NSString, time * 1000)) }
            }
            if rebuild.report.succeeded {
                Console.error("\(what): \(rebuild.report.pagesRendered) of \(rebuild.report.pageCount) pages rendered, "
                    + "\(rebuild.written.count) written" + (rebuild.removed.isEmpty ? "" : ", \(rebuild.removed.count) removed")
                    + ", in \(String(format: "%.0f", rebuild.milliseconds)) ms\n")
            } else {
                Console.error("\(what): \(DiagnosticOptions.summary(rebuild.report.diagnostics)); "
                    + "the browser shows them over the last good pages\n")
            }
        }
        Console.error("serving \(displayPath(root)) at \(session.url) (Ctrl-C to stop)\n")
        if open { openBrowser(session.url) }

        // Ctrl-C and SIGTERM stop cleanly.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let stopped = DispatchSemaphore(value: 0)
        var handlers: [DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { stopped.signal() }
            source.resume()
            handlers.append(source)
        }
        stopped.wait()
        Console.error("\nstopping\n")
        session.stop()
        handlers.forEach { $0.cancel() }
        return 0
    }

    private static func openBrowser(_ url: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdg-open")
        #endif
        process.arguments = [url]
        try? process.run()
    }
}
