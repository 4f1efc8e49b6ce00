import Foundation

extension Steps {
    /// The reader-side files of a `serve` build: the search index under `search/`, kept to
    /// compare with the last build and written only where it changed, and `sitemap.xml` when
    /// `base-url` is set. (A full build makes its index on its own thread: `SearchIndexThread`.)
    static func writeReaderFiles(_ context: inout BuildContext, into output: any OutputConsumer, state: IncrementalState) throws -> String {
        let tree = context.tree
        let boards = context.storyboardPages
        let groups = ReaderInputs.searchGroups(tree: tree, boards: boards)
        let makeDocuments: @Sendable (ReaderInputs.SearchGroup) -> [SearchDocument] = { group in
            ReaderInputs.searchDocuments(of: group, tree: tree, boards: boards)
        }
        // Only the index files an edit touches are rendered again (SearchIndexState).
        let settingsPrint = context.settings.hashValue
        func key(_ group: ReaderInputs.SearchGroup) -> Int {
            var hasher = Hasher()
            hasher.combine(settingsPrint)
            switch group {
            case .chapter(let index):
                let chapter = tree.chapters[index]
                hasher.combine(chapter.file.path)
                hasher.combine(chapter.textPrint)
                hasher.combine(chapter.outputPath)
                hasher.combine(chapter.title)
                hasher.combine(chapter.partIndex.map { tree.parts[$0].title })
            case .storyboard(let index):
                hasher.combine(boards[index].outputPath)
                hasher.combine(boards[index].fingerprint)
            }
            return hasher.finalize()
        }
        var keys: [Int]
        if let edit = context.edit, let last = state.searchKeys, last.generation == edit.base, last.keys.count == groups.count {
            // After an edit: the keys of the edited chapters and of the storyboard pages that changed.
            keys = last.keys
            for position in edit.positions { keys[position] = key(.chapter(position)) }
            for position in edit.storyboardsChanged { keys[tree.chapters.count + position] = key(.storyboard(position)) }
        } else {
            keys = groups.map(key)
        }
        state.searchKeys = (state.generation, keys)
        let changed = state.search.update(keys: keys, builder: SearchIndexBuilder()) { makeDocuments(groups[$0]) }
        do {
            for file in changed { try output.write(file.path, file.bytes) }
        } catch {
            state.search = SearchIndexState()  // what is on disk is no longer known
            throw error
        }
        if context.keepsLastPaths, state.search.pathsChanged {
            context.keepsLastPaths = false
            context.outputPaths.formUnion(state.pages?.paths ?? [])
        }
        if !context.keepsLastPaths { context.outputPaths.formUnion(state.search.paths) }
        return try writeSitemap(&context, into: output, state: state)
    }

    /// `sitemap.xml`, when `base-url` is set (written in `serve` only when it changed).
    static func writeSitemap(_ context: inout BuildContext, into output: any OutputConsumer, state: IncrementalState) throws -> String {
        let tree = context.tree
        let boards = context.storyboardPages
        var files: [SearchIndexBuilder.File] = []
        if !context.settings.baseURL.isEmpty {
            let paths = ReaderInputs.sitemapPaths(tree: tree, boards: boards)
                + (context.hasPrintPage ? [PrintPage.outputPath] : [])
            files.append(.init(path: "sitemap.xml", text: Sitemap.xml(baseURL: context.settings.baseURL, paths: paths)))
        }
        context.outputPaths.formUnion(files.map(\.path))
        var hasher = Hasher()
        hasher.combine(files)
        let print = hasher.finalize()
        if !context.incremental || state.readerFilesWritten != print {
            for file in files { try output.write(file.path, file.bytes) }
            state.readerFilesWritten = print
        }
        return "\(files.count) files"
    }
}
