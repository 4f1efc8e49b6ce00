import Foundation
import SourceModel

/// Resolves a listing's `file=` (with `region=` or `lines=`) against the site's `sources:`
/// folder: the code a listing shows instead of pasted text, or located diagnostics.
///
/// Rules: `include.missing` (error: no `sources:` folder, no such file, no such region, lines
/// outside the file), `include.empty-region` (warning), `include.outside-sources` (error: an
/// absolute path, `..` above the folder, or a symbolic link leading out), `include.syntax`
/// (error: a malformed `lines=`). Every diagnostic points at the attribute in the info string.
package enum ListingInclude {
    package struct Included: Sendable, Hashable {
        /// The path as written, relative to the sources folder.
        package var path: String
        package var text: String
        /// The line of the source file where `text` starts.
        package var firstLine: Int
    }

    /// Files larger than this are not read (a listing is never that big).
    package static let maximumSize = 4 * 1_048_576

    /// `infoLocation` is where the info string starts in the chapter. `sourcesRoot` is an
    /// absolute folder path, or nil when the site has no `sources:` setting. Returns nil and no
    /// diagnostics for a pasted listing.
    package static func resolve(
        infoString: String, infoLocation: SourceLocation, sourcesRoot: String?
    ) -> (Included?, [Diagnostic]) {
        let (parsed, problems) = IncludeRequest.parse(infoString)
        guard let request = parsed else { return (nil, []) }
        func place(_ offset: Int) -> SourceLocation {
            SourceLocation(path: infoLocation.path, line: infoLocation.line, column: infoLocation.column + offset)
        }
        let pathLength = max(1, request.path.unicodeScalars.count)
        var diagnostics = problems.map { Diagnostic.report("include.syntax", $0.message, at: place($0.offset), length: $0.length) }
        guard diagnostics.isEmpty else { return (nil, diagnostics) }
        guard let root = sourcesRoot else {
            return (nil, [.report("include.missing", "'file=' needs a 'sources:' folder in flowdoc.conf to look in",
                                 at: place(request.pathOffset), length: pathLength)])
        }
        guard let url = confined(request.path, in: root) else {
            return (nil, [.report("include.outside-sources", "'\(request.path)' is outside the sources folder; give a path inside it",
                                 at: place(request.pathOffset), length: pathLength)])
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        guard let type = attributes?[.type] as? FileAttributeType, type == .typeRegular,
              let size = attributes?[.size] as? Int, size <= maximumSize,
              let data = FileManager.default.contents(atPath: url.path),
              let text = String(data: data, encoding: .utf8) else {
            return (nil, [.report("include.missing", "no readable file '\(request.path)' in the sources folder",
                                 at: place(request.pathOffset), length: pathLength)])
        }
        let result: Result<SourceRegion.Extract, SourceRegion.Failure>
        if let region = request.region {
            result = SourceRegion.region(region, in: text)
        } else if let lines = request.lines {
            result = SourceRegion.lines(lines, in: text)
        } else {
            result = SourceRegion.lines(1...Int.max, in: text)
        }
        switch result {
        case .success(let extract):
            if let region = request.region, extract.text.isEmpty {
                diagnostics.append(.report("include.empty-region", "region '\(region)' of '\(request.path)' is empty",
                                            at: place(request.regionOffset), length: max(1, region.unicodeScalars.count)))
            }
            return (Included(path: request.path, text: extract.text, firstLine: extract.firstLine), diagnostics)
        case .failure(.noSuchRegion(let known)):
            let region = request.region ?? ""
            let fixIts = NearMiss.best(for: region, among: known).map {
                [Diagnostic.FixIt("did you mean '\($0)'?", replacement: $0, at: place(request.regionOffset),
                                  length: max(1, region.unicodeScalars.count))]
            } ?? []
            let list = known.isEmpty ? "it has no '// region:' comments" : "its regions: \(known.joined(separator: ", "))"
            return (nil, [.report("include.missing", "no region '\(region)' in '\(request.path)' (\(list))",
                                 at: place(request.regionOffset), length: max(1, region.unicodeScalars.count), fixIts: fixIts)])
        case .failure(.unterminatedRegion(let line)):
            return (nil, [.report("include.missing",
                                 "region '\(request.region ?? "")' of '\(request.path)' opens on line \(line - 1) and has no '// endregion'",
                                 at: place(request.regionOffset), length: max(1, (request.region ?? "").unicodeScalars.count))])
        case .failure(.linesOutOfRange(let count)):
            return (nil, [.report("include.missing", "'\(request.path)' has \(count) lines; the range asks for more",
                                 at: place(request.linesOffset), length: 1)])
        }
    }

    /// The file URL for `path` inside `root`, or nil when the path would leave it (absolute,
    /// `..` above the root, or a symbolic link resolving outside).
    package static func confined(_ path: String, in root: String) -> URL? {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("~"), !path.contains("\0"), !path.contains("\\") else { return nil }
        var depth = 0
        for component in path.split(separator: "/") {
            if component == ".." { depth -= 1 } else if component != "." { depth += 1 }
            if depth < 0 { return nil }
        }
        let base = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath()
        let url = base.appendingPathComponent(path).standardizedFileURL
        let resolved = url.resolvingSymlinksInPath()
        guard resolved.path.hasPrefix(base.path + "/") else { return nil }
        return resolved
    }
}
