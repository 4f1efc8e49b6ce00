import SourceModel

extension BookAnalysis {
    /// The pass again after an edit, redoing only what the edit can change; the same outcome as
    /// `run(chapters, …)`.
    ///
    /// Storyboards grow independently: a block changes only its own storyboard, and a reference
    /// that resolved in the storyboard it names (or in its chapter's default storyboard) depends
    /// on that storyboard alone. So the storyboards an edit touches — those the changed chapters'
    /// blocks apply to and their references look in, before and after the edit, grown with every
    /// storyboard some other chapter ties to them — are replayed from the start of the book,
    /// reading only the chapters that touch them; every other chapter keeps its results. The
    /// whole pass runs again instead when that reasoning does not hold: the chapters were added,
    /// removed or reordered, the default storyboard changed, or a reference anywhere did not
    /// resolve where it stands (its outcome may depend on every storyboard).
    package static func update(_ previous: BookAnalysis, results previousResults: [ChapterFlowResults],
                               with chapters: [ChapterFlows], defaultStoryboard: String) -> (BookAnalysis, [ChapterFlowResults]) {
        guard let old = previous.memory, old.inputs.count == chapters.count, previousResults.count == chapters.count,
              old.defaultStoryboard == defaultStoryboard, old.nonLocal.isEmpty
        else { return run(chapters, defaultStoryboard: defaultStoryboard) }
        let changed = chapters.indices.filter { chapters[$0] != old.inputs[$0] }
        guard !changed.isEmpty else {
            var same = previous
            same.chaptersAnalysed = 0
            return (same, previousResults)
        }
        var memory = old
        var scope = Set<String>()
        for position in changed {
            let chapter = chapters[position]
            scope.formUnion(old.touched[position])
            memory.inputs[position] = chapter
            memory.touched[position] = PassMemory.touched(by: chapter, defaultStoryboard: chapter.storyboard ?? defaultStoryboard)
            scope.formUnion(memory.touched[position])
        }
        // Every chapter that touches one of these storyboards is read again, so every storyboard
        // it touches is replayed too (until no chapter ties a new one in).
        let changedSet = Set(changed)
        var affected: [Int] = []
        while true {
            let size = scope.count
            affected = chapters.indices.filter { position in
                changedSet.contains(position) || memory.touched[position].contains(where: scope.contains)
            }
            for position in affected { scope.formUnion(memory.touched[position]) }
            if scope.count == size { break }
        }

        var pass = Pass()
        var results = previousResults
        for position in affected {
            let chapter = chapters[position]
            guard !chapter.isEmpty else {
                results[position] = ChapterFlowResults()
                memory.diagnostics[position] = []
                continue
            }
            let chapterDefault = chapter.storyboard ?? defaultStoryboard
            let (result, diagnostics, problems) = pass.analyse(chapter, id: ChapterID(position), defaultStoryboard: chapterDefault)
            // Only references that resolve where they stand are sure to resolve as in a whole pass.
            guard problems == nil, PassMemory.resolvedLocally(result, defaultStoryboard: chapterDefault) else {
                return run(chapters, defaultStoryboard: defaultStoryboard)
            }
            results[position] = result
            memory.diagnostics[position] = diagnostics
        }

        var analysis = BookAnalysis()
        analysis.book = previous.book
        for name in scope { analysis.book.boards[name] = pass.book.boards[name] }
        analysis.chapterDiagnostics = memory.diagnostics.flatMap { $0 }
        analysis.mentions = previous.mentions
        for name in scope { analysis.mentions[name] = pass.mentions[name] }
        analysis.removedScenes = previous.removedScenes
        for name in scope { analysis.removedScenes[name] = nil }
        for name in scope { memory.everDeclared[name] = pass.everDeclared[name] }
        // Reading order: storyboards in the order the chapters' blocks first show them.
        var introduced = Set<String>()
        for result in results {
            for board in result.storyboards where introduced.insert(board).inserted {
                analysis.storyboardsInReadingOrder.append(board)
            }
        }
        // The whole-graph rules again for the replayed storyboards and those that open one of them.
        var recheck = scope
        for (name, board) in analysis.book.boards where !recheck.contains(name) {
            if board.storyboard.scenes.contains(where: { $0.referencedStoryboard.map(scope.contains) == true }) {
                recheck.insert(name)
            }
        }
        for name in recheck { memory.finalDiagnostics[name] = nil }
        memory.finalDiagnostics.merge(analysis.book.finalDiagnosticsByStoryboard(of: recheck)) { $1 }
        analysis.finalDiagnostics = FlowBook.joined(memory.finalDiagnostics)
        analysis.finish(everDeclared: memory.everDeclared, only: scope)
        analysis.chaptersAnalysed = affected.count
        analysis.memory = memory
        return (analysis, results)
    }
}
