import Dispatch
import Foundation
import Site
import SourceModel

/// `flowdoc build [DIR] [-o OUT]`: the whole site, swapped in only when the build succeeded.
enum BuildCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let options = try DiagnosticOptions(&arguments)
        let outputPath = try arguments.value("-o", "--output")
        let root = siteRoot(&arguments)
        try arguments.finish(known: DiagnosticOptions.knownOptions + ["--output", "-o"])
        let output = outputPath.map {
            URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        } ?? root.appendingPathComponent("site")

        let start = DispatchTime.now()
        let writer = try SiteWriter(
            output: output,
            protecting: [root.appendingPathComponent("content"), root.appendingPathComponent("templates")], root: root)
        let staging = try writer.makeStaging()
        let builder = SiteBuilder(root: root, policy: options.policy)
        let report: BuildReport
        do {
            // A progress line on a terminal, rewritten in place; nothing in logs.
            let progress: (@Sendable (String) -> Void)? = Console.errorIsTerminal
                ? { @Sendable line in Console.error("\r\u{1B}[2K" + line) } : nil
            let files = DirectoryOutput(root: staging, spreadsFolders: true)
            report = try builder.build(into: files, progress: progress)
            if report.succeeded { try files.finish() }
            if progress != nil { Console.error("\r\u{1B}[2K") }
        } catch {
            writer.discard(staging)
            throw error
        }
        options.emit(report.diagnostics, sources: report.sources)
        guard report.succeeded else {
            writer.discard(staging)
            Console.error("build failed: \(DiagnosticOptions.summary(report.diagnostics)); the previous site was left as it was\n")
            return 1
        }
        do {
            try writer.commit(staging)
        } catch {
            writer.discard(staging)
            throw error
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        if ProcessInfo.processInfo.environment["FLOWDOC_TIMINGS"] != nil {
            for (((step, time), (_, cpu)), (_, resident, peak)) in zip(zip(report.timings, report.cpuTimings), report.memory) {
                let memory = resident.map { "\($0) MiB resident" } ?? ""
                let high = peak.map { ", \($0) MiB peak" } ?? ""
                Console.error(String(format: "  %-18@ %7.3f s wall %7.3f s CPU  %@%@\n", step as NSString, time, cpu,
                                     memory as NSString, high as NSString))
            }
        }
        let warnings = report.diagnostics.filter { $0.severity == .warning }.count
        Console.error("built \(report.pageCount) pages in \(String(format: "%.2f", seconds)) s → \(displayPath(output))"
            + (warnings > 0 ? " (\(warnings) warning\(warnings == 1 ? "" : "s"))" : "") + "\n")
        return 0
    }
}

/// A path as people typed it: relative to the working directory when inside it.
func displayPath(_ url: URL) -> String {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    let path = url.standardizedFileURL.path
    if path == cwd { return "." }
    if path.hasPrefix(cwd + "/") { return String(path.dropFirst(cwd.count + 1)) }
    return path
}
