import CodeListings
import FlowGraph

/// The one place where today's builder turns its model into the plain inputs of the
/// reader-side files: search entries (`SearchIndexBuilder`), the sitemap (`Sitemap`).
enum ReaderInputs {
    /// Search entries in reading order: each chapter's opening and one entry per `##`/`###`
    /// section, then each storyboard page, its scenes and its segues.
    static func searchDocuments(tree: ContentTree, boards: [StoryboardPage]) -> [SearchDocument] {
        searchGroups(tree: tree, boards: boards).flatMap { searchDocuments(of: $0, tree: tree, boards: boards) }
    }

    /// What makes search entries: a chapter or a storyboard page.
    enum SearchGroup: Sendable { case chapter(Int), storyboard(Int) }

    static func searchGroups(tree: ContentTree, boards: [StoryboardPage]) -> [SearchGroup] {
        tree.chapters.indices.map { .chapter($0) } + boards.indices.map { .storyboard($0) }
    }

    static func searchDocuments(of group: SearchGroup, tree: ContentTree, boards: [StoryboardPage]) -> [SearchDocument] {
        switch group {
        case .chapter(let index):
            return chapterDocuments(tree.chapters[index], part: tree.chapters[index].partIndex.map { tree.parts[$0].title } ?? "")
        case .storyboard(let index):
            return storyboardDocuments(boards[index])
        }
    }

    /// Reads the chapter's blocks by index, each array taken from the shared parse once
    /// (`chapter.document` copies the whole document: a retain a field), and makes each entry's
    /// text once from its pieces' bytes (they were gathered as `[[String]]` and joined: a copy
    /// and a retain a paragraph).
    static func chapterDocuments(_ chapter: LoadedChapter, part: String) -> [SearchDocument] {
        let source = chapter.source
        let headings = source.document.headings
        let paragraphs = source.document.paragraphs
        let codeBlocks = source.document.codeBlocks
        let title = source.title
        let path = chapter.outputPath
        // Sections start at level-2 and level-3 headings; what comes before is the opening.
        var cutLines: [Int] = []
        var entries = [SearchDocument(url: path, page: title, part: part, carriesTitle: true)]
        for index in headings.indices where headings[index].level == 2 || headings[index].level == 3 {
            cutLines.append(headings[index].line)
            entries.append(SearchDocument(url: path + "#" + headings[index].id, page: title, part: part,
                                          heading: headings[index].text))
        }
        // The number of cuts at or above `line` (a binary search: linear in headings × paragraphs otherwise).
        func entry(at line: Int) -> Int {
            var low = 0, high = cutLines.count
            while low < high {
                let mid = (low + high) / 2
                if cutLines[mid] <= line { low = mid + 1 } else { high = mid }
            }
            return low
        }
        // An entry's text is its pieces joined by spaces, in this order: the description (the
        // opening's), its paragraphs, then its headings below level 3 (text of their section).
        // The pieces are put in entry order first (a counting sort: each entry's keep their
        // order), then each text is written as bytes into one buffer and made a string once:
        // appended to a string, a piece and its space cost about 850 instructions.
        // A piece is numbered: -1 the description, then the paragraphs, then the deep headings.
        let description = source.frontMatter.description
        var placed: [(place: Int, piece: Int)] = []
        placed.reserveCapacity(paragraphs.count + 1)
        if description != nil { placed.append((0, -1)) }
        for index in paragraphs.indices { placed.append((entry(at: paragraphs[index].line), index)) }
        for index in headings.indices where headings[index].level > 3 {
            placed.append((entry(at: headings[index].line), paragraphs.count + index))
        }
        var starts = Array(repeating: 0, count: entries.count + 1)
        for item in placed { starts[item.place + 1] += 1 }
        for place in entries.indices { starts[place + 1] += starts[place] }
        var next = starts
        var order = Array(repeating: 0, count: placed.count)
        for item in placed {
            order[next[item.place]] = item.piece
            next[item.place] += 1
        }
        var bytes: [UInt8] = []
        for place in entries.indices where starts[place] < starts[place + 1] {
            bytes.removeAll(keepingCapacity: true)
            for position in starts[place]..<starts[place + 1] {
                if position > starts[place] { bytes.append(UInt8(ascii: " ")) }
                let piece = order[position]
                if piece < 0 {
                    bytes.append(contentsOf: description!.utf8)
                } else if piece < paragraphs.count {
                    bytes.append(contentsOf: paragraphs[piece].text.utf8)
                } else {
                    bytes.append(contentsOf: headings[piece - paragraphs.count].text.utf8)
                }
            }
            // The pieces' bytes are valid UTF-8, so the string holds them unchanged.
            entries[place].text = String(decoding: bytes, as: UTF8.self)
        }
        let listings = source.listings
        for index in codeBlocks.indices {
            let place = entry(at: codeBlocks[index].infoLocation.line)
            // One string per listing: the code field counts a term once however many of its
            // strings have it, and a term never spans two words. Repeats are kept: the code
            // field counts a term once however often it comes.
            if let scan = listings[index] {
                entries[place].code.append(Lexer.identifierText(codeBlocks[index].literal, scan: scan))
            } else if codeBlocks[index].language == "flow" {
                // Scene and segue names a flow block declares are words of the chapter.
                entries[place].code.append(codeBlocks[index].literal)
            }
        }
        // A section with nothing but its heading still finds its heading.
        return entries
    }

    static func storyboardDocuments(_ page: StoryboardPage) -> [SearchDocument] {
        let board = page.storyboard
        let title = "Storyboard \(board.name)"
        let path = page.outputPath
        var entries = [SearchDocument(url: path, page: title, carriesTitle: true,
                                      text: "The \(board.name) storyboard: its diagram and every scene.", names: [board.name])]
        var seguesFrom: [String: [String]] = [:]
        for segue in board.segues { seguesFrom[segue.source, default: []].append("\(segue.style.rawValue) to \(segue.destination)") }
        for scene in board.scenes {
            var facts = ["\(scene.kind.rawValue) scene"]
            if let title = scene.title { facts.append("title \(title)") }
            if let className = scene.className { facts.append("class \(className)") }
            if let id = scene.storyboardID { facts.append("storyboard ID \(id)") }
            if let target = scene.referencedStoryboard { facts.append("opens storyboard \(target)") }
            switch scene.cells {
            case .staticCells(let titles): facts.append("static cells" + (titles.isEmpty ? "" : " " + titles.joined(separator: ", ")))
            case .prototypes(let ids): facts.append("prototype cells " + ids.joined(separator: ", "))
            case .none: break
            }
            let out = seguesFrom[scene.name] ?? []
            if !out.isEmpty { facts.append("segues " + out.joined(separator: ", ")) }
            var names = [scene.name]
            if let id = scene.storyboardID, id != scene.name { names.append(id) }
            entries.append(SearchDocument(
                url: path + "#" + SiteLinks.sceneAnchor(scene.name), page: title, heading: "Scene \(scene.name)",
                text: facts.joined(separator: "; ") + ".", code: [scene.className].compactMap { $0 }, names: names))
        }
        for segue in board.segues {
            let name = segue.identifier ?? "\(segue.source) → \(segue.destination)"
            var text = "\(segue.style.rawValue) segue from \(segue.source) to \(segue.destination)"
            if let trigger = segue.trigger { text += ", from \(trigger.spelling)" }
            entries.append(SearchDocument(
                url: path + "#" + SiteLinks.segueAnchor(segue.key), page: title, heading: "Segue \(name)",
                text: text + ".", names: segue.identifier.map { [$0] } ?? []))
        }
        for unwind in board.unwinds {
            var text = "unwind \(unwind.action): from \(unwind.source) to \(unwind.target)"
            if let trigger = unwind.trigger { text += ", from \(trigger.spelling)" }
            entries.append(SearchDocument(
                url: path + "#" + SiteLinks.segueAnchor(unwind.key), page: title,
                heading: "Unwind \(unwind.identifier ?? unwind.action)", text: text + ".", code: [unwind.action],
                names: [unwind.identifier ?? unwind.key]))
        }
        return entries
    }

    /// Site-relative paths of the pages a sitemap lists: the generated home page (when the site
    /// has none), chapters, then storyboard pages.
    static func sitemapPaths(tree: ContentTree, boards: [StoryboardPage]) -> [String] {
        (GeneratedHome.isNeeded(tree) ? [GeneratedHome.outputPath] : []) + tree.chapters.map(\.outputPath) + boards.map(\.outputPath)
    }
}
