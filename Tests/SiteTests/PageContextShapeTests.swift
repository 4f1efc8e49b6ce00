import Foundation
@testable import Site
import Synchronization
import Templates
import Testing

/// `PageContextShape` is what `template.unknown-name` trusts: a name outside it is reported as one
/// no page context can ever have. So it must be exactly what Site puts into contexts. Both sites
/// (the bundled book and the feature site) are built with an observer on every template render,
/// and the names found are compared with the shape in both directions.
@Suite struct PageContextShapeTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let sites = [packageRoot, packageRoot.appendingPathComponent("Tests/EndToEnd/Sites/features")]

    /// A big book (more storyboards than the sidebar lists, so each chapter lists its own; more
    /// top-level chapters than the sidebar's window, so it says how many it leaves out) in which a
    /// scene is removed along the way: the corners of the shape neither site reaches.
    static func bigBook() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("flowdoc-shape-\(UUID().uuidString)")
        let count = max(Navigation.allStoryboardsLimit, Navigation.window) + 2
        for number in 1...count {
            var text = "# Chapter \(number)\n\n```flow Board\(number)\nscene Home: view initial\n"
            text += number == 1 ? "scene Old: view id=old\n```\n" : "```\n"
            if number == 2 { text += "\n```flow Board1\nremove scene Old\n```\n" }
            let url = root.appendingPathComponent("content/\(number < 10 ? "0" : "")\(number)-chapter-\(number).md")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    /// Every name path (`page.toc.level`; lists looked through) of the contexts of every template
    /// rendered while building the sites, with the templates that saw it.
    static func observedPaths() throws -> [String: Set<String>] {
        let seen = Mutex<[String: Set<String>]>([:])
        for site in sites + [try bigBook()] {
            let builder = SiteBuilder(root: site)
            builder.contextObserver = { template, context in
                var paths: [String] = []
                Self.paths(of: context, prefix: "", into: &paths)
                seen.withLock { all in
                    for path in paths { all[path, default: []].insert(template) }
                }
            }
            let report = try builder.build(into: MemoryOutput())
            #expect(report.pageCount > 5, "\(site.lastPathComponent) builds pages: \(report.diagnostics.map(\.message))")
        }
        return seen.withLock { $0 }
    }

    static func paths(of value: TemplateValue, prefix: String, into paths: inout [String]) {
        switch value {
        case .object(let members):
            for (key, member) in members {
                let path = prefix.isEmpty ? key : prefix + "." + key
                paths.append(path)
                Self.paths(of: member, prefix: path, into: &paths)
            }
        case .record(let record):
            for key in record.keys.names {
                guard let member = record[key] else { continue }
                let path = prefix.isEmpty ? key : prefix + "." + key
                paths.append(path)
                Self.paths(of: member, prefix: path, into: &paths)
            }
        case .array(let items):
            for item in items { Self.paths(of: item, prefix: prefix, into: &paths) }
        default:
            break
        }
    }

    static func paths(of shape: ContextShape, prefix: String, into paths: inout [String]) {
        switch shape {
        case .object(let members):
            for (key, member) in members {
                let path = prefix.isEmpty ? key : prefix + "." + key
                paths.append(path)
                Self.paths(of: member, prefix: path, into: &paths)
            }
        case .list(let item):
            Self.paths(of: item, prefix: prefix, into: &paths)
        case .value, .open:
            break
        }
    }

    @Test func theShapeIsExactlyWhatTheSitesPutIntoContexts() throws {
        let observed = try Self.observedPaths()
        var declared: [String] = []
        Self.paths(of: PageContextShape.page, prefix: "", into: &declared)
        let shape = Set(declared)
        #expect(shape.count > 60)
        #expect(observed.count > 60)

        // A context name the shape lacks: a template using it would get a false template.unknown-name.
        let missing = observed.keys.filter { !shape.contains($0) }.sorted()
        #expect(missing.isEmpty, "put into contexts but not in PageContextShape: \(missing.map { "\($0) (\(observed[$0]!.sorted().joined(separator: ", ")))" })")
        // A shape name no context has: stale, and a typo of it would go unreported.
        let stale = shape.filter { observed[$0] == nil }.sorted()
        #expect(stale.isEmpty, "in PageContextShape but in no context of either site: \(stale)")
    }

    /// The comparison would catch a drift: a context with a name the shape lacks is found.
    @Test func theWalkFindsEveryNameOfAContext() {
        var paths: [String] = []
        Self.paths(of: .object(["page": .object(["toc": .array([.object(["level": .int(2), "extra": .null])])])]),
                   prefix: "", into: &paths)
        #expect(Set(paths) == ["page", "page.toc", "page.toc.level", "page.toc.extra"])
    }
}
