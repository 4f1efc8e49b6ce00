import Markup
import SourceModel

/// Checks every link and image of the book and works out where each relative one points in
/// the site. Runs in every build (`build`, `check`, `serve`), after the flow pass (storyboard
/// pages are link targets too).
///
/// Linear in the number of links: each link is resolved with dictionary look-ups; the ids
/// of a page are indexed once, and only for pages some link names a fragment of.
enum LinkCheck {
    struct Result {
        /// Per published chapter checked (by position): its resolved URLs by link index.
        var hrefs: [(Int, [Int: String])]
        var diagnostics: [Diagnostic]
    }

    /// With a `memory` (`serve`), pages whose outcome cannot have changed since the last run
    /// are not checked again (see `LinkCheckMemory`); `edited`: the pages whose text changed
    /// since the last run, when nothing else did but storyboard pages (then only the pages
    /// those reach are looked at, and `hrefs` has only the pages checked).
    /// `duplicates`: the chapters not written because another is written to the same page;
    /// `skippedLinks`: the symbolic links under `content/` that were not followed.
    static func run(chapters: [LoadedChapter], drafts: [LoadedChapter], assets: [ContentAsset],
                    storyboards: [StoryboardPage], duplicates: [String] = [], skippedLinks: [SkippedLink] = [],
                    memory: LinkCheckMemory? = nil, edited: [LinkTargets.Page]? = nil) -> Result {
        func page(_ page: LinkTargets.Page) -> (LinkTargets.Page, LoadedChapter)? {
            switch page {
            case .chapter(let position): (page, chapters[position])
            case .draft(let position): (page, drafts[position])
            case .storyboard, .storyboardIndex, .generatedHome, .notFound: nil
            }
        }
        let onlySome = edited.flatMap { memory?.due(edited: $0, chapters: chapters, storyboards: storyboards) }
        let every = onlySome != nil ? [] : chapters.enumerated().map { (LinkTargets.Page.chapter($0.offset), $0.element) }
            + drafts.enumerated().map { (LinkTargets.Page.draft($0.offset), $0.element) }
        let all = onlySome?.compactMap(page)
            ?? memory?.due(every, assets: assets, storyboards: storyboards, duplicates: duplicates, skippedLinks: skippedLinks)
            ?? every
        let targets: LinkTargets = {
            guard var known = memory?.targets else {
                return LinkTargets(chapters: chapters, drafts: drafts, assets: assets, storyboards: storyboards,
                                   duplicates: duplicates, skippedLinks: skippedLinks)
            }
            known.chapters = chapters
            known.drafts = drafts
            known.storyboards = storyboards
            return known
        }()
        memory?.targets = targets
        let resolver = LinkResolver(targets: targets)
        let resolutions = ParallelMap.map(all) { page, chapter in
            let folder = SitePath.folder(of: LinkTargets.contentPath(chapter))
            // By index, each link's destination read in place (`chapter.document` would copy the
            // whole document, `map` each link).
            let links = chapter.source.document.links
            return links.indices.map { resolver.resolve(links[$0].destination, isImage: links[$0].isImage, from: chapter, folder: folder) }
        }

        // The ids of every page some fragment points into, once each.
        var wanted = Set<LinkTargets.Page>()
        for ((page, _), list) in zip(all, resolutions) {
            for resolution in list {
                switch resolution {
                case .samePage(let fragment?) where !fragment.isEmpty: wanted.insert(page)
                case .page(let target, _, let fragment?) where !fragment.isEmpty: wanted.insert(target)
                default: break
                }
            }
        }
        let wantedList = Array(wanted)
        let idLists = ParallelMap.map(wantedList) { targets.ids(of: $0) }
        var idTable: [LinkTargets.Page: Set<String>] = [:]
        for (page, list) in zip(wantedList, idLists) { if let list { idTable[page] = list } }
        let ids = idTable

        let checked = ParallelMap.map(Array(zip(all, resolutions))) { entry, list -> ([Int: String], [Diagnostic]) in
            let (page, chapter) = entry
            var hrefs: [Int: String] = [:]
            var found: [Diagnostic] = []
            var uses: [Diagnostic: [SourceLocation?]] = [:]
            // By index: a link is copied (six strings retained and released) only when it is
            // reported or needed whole; most are external links with nothing wrong, whose
            // destination alone is read.
            let links = chapter.source.document.links
            for index in links.indices {
                let before = found.count
                if links[index].isImage, let missingAlt = ImageAltRule.check(links[index]) { found.append(missingAlt) }
                if case .external(let scheme) = list[index] {
                    if MalformedURLRule.problem(links[index].destination, scheme: scheme) != nil,
                       let malformed = MalformedURLRule.check(links[index], scheme: scheme) {
                        found.append(malformed)
                    }
                    for diagnostic in found[before...] { uses[diagnostic, default: []].append(links[index].start) }
                    continue
                }
                let link = links[index]
                switch list[index] {
                case .notChecked, .duplicatePage, .linkOutside, .external:
                    break
                case .samePage(let fragment):
                    if let fragment, !MissingAnchorRule.isTopOfPage(fragment), let known = ids[page], !known.contains(fragment) {
                        if link.isSlot, let url = MissingAnchorRule.inIDsCase(link.destination, fragment: fragment, ids: known) {
                            hrefs[index] = url
                        } else {
                            found.append(MissingAnchorRule.diagnostic(link, fragment: fragment, page: "this page", ids: known))
                        }
                    }
                case .page(let target, let href, let fragment):
                    if let href, link.isSlot { hrefs[index] = href }
                    if let fragment, !MissingAnchorRule.isTopOfPage(fragment), let known = ids[target], !known.contains(fragment) {
                        if let href, link.isSlot, let url = MissingAnchorRule.inIDsCase(href, fragment: fragment, ids: known) {
                            hrefs[index] = url
                        } else {
                            let name = SitePath.split(link.destination).path
                            found.append(MissingAnchorRule.diagnostic(link, fragment: fragment, page: "'\(name)'", ids: known))
                        }
                    }
                case .asset(let href):
                    if link.isSlot { hrefs[index] = href }
                case .broken(let reason, let suggestion):
                    found.append(link.isImage
                        ? MissingImageRule.diagnostic(link, reason, suggestion: suggestion)
                        : BrokenLinkRule.diagnostic(link, reason, suggestion: suggestion))
                }
                for diagnostic in found[before...] { uses[diagnostic, default: []].append(link.start) }
            }
            found = DefinitionUses.merged(found, uses: uses)
            if case .draft = page { found = found.map(inDraft) }
            return (hrefs, found)
        }
        var result = Result(hrefs: [], diagnostics: [])
        if let memory {
            for ((page, _), item, list) in zip3(all, checked, resolutions) {
                memory.keep(page, hrefs: item.0, diagnostics: item.1, readsIDsOf: Self.fragmentTargets(page, list))
            }
            if onlySome != nil {
                for ((page, _), item) in zip(all, checked) {
                    if case .chapter(let position) = page { result.hrefs.append((position, item.0)) }
                }
                result.diagnostics = memory.diagnostics()
                return result
            }
            for (page, _) in every {
                let (hrefs, diagnostics) = memory.outcome(of: page)
                if case .chapter(let position) = page { result.hrefs.append((position, hrefs)) }
                result.diagnostics += diagnostics
            }
            return result
        }
        for ((page, _), item) in zip(all, checked) {
            if case .chapter(let position) = page { result.hrefs.append((position, item.0)) }
            result.diagnostics += item.1
        }
        return result
    }

    /// The pages whose ids a page's fragments are checked against (itself included).
    static func fragmentTargets(_ page: LinkTargets.Page, _ list: [LinkResolution]) -> Set<LinkTargets.Page> {
        var pages = Set<LinkTargets.Page>()
        for resolution in list {
            switch resolution {
            case .samePage(let fragment?) where !fragment.isEmpty: pages.insert(page)
            case .page(let target, _, let fragment?) where !fragment.isEmpty: pages.insert(target)
            default: break
            }
        }
        return pages
    }

    private static func zip3<A, B, C>(_ a: [A], _ b: [B], _ c: [C]) -> [(A, B, C)] {
        zip(a, zip(b, c)).map { ($0, $1.0, $1.1) }
    }

    /// A draft is not in the site: its broken links are warnings, and say so.
    static func inDraft(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic.inMilderCase
        copy.notes.append(.init("this chapter is a draft (draft: true): it is left out of the site, but its links are checked"))
        return copy
    }
}
