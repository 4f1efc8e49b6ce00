import FlowGraph
import SourceModel

/// The steps after a `ChapterEdit`: each updates what the last build left for the edited
/// chapters and what they reach, and returns nil when it cannot (the step then works on the
/// whole book).
extension Steps {
    /// The flow pass of the last build, as it is when no edited chapter's flow inputs changed,
    /// else updated for the storyboards the edit touches (`BookAnalysis.update`); the chapters
    /// of the last build, with the edited ones and the new flow results put in.
    static func analyzeFlows(_ context: inout BuildContext, after edit: ChapterEdit, state: IncrementalState) -> String? {
        guard let (last, lastResults, lastPages) = state.lastAnalysis(base: edit.base),
              var (chapters, linkCount) = state.takeChapters(base: edit.base),
              chapters.count == context.prepared.count
        else { return nil }
        var analysis = last
        if edit.flowInputs.isEmpty {
            analysis.chaptersAnalysed = 0
            context.storyboardPages = lastPages
            state.renewAnalysis()
        } else {
            let results: [ChapterFlowResults]
            (analysis, results) = BookAnalysis.update(last, results: lastResults, with: context.prepared.map(\.flows),
                                                      defaultStoryboard: context.settings.defaultStoryboard)
            let pages = storyboardPages(analysis, reusing: lastPages)
            state.keep(analysis, results: results, pages: pages, inputs: nil)
            for position in chapters.indices {
                let (old, new) = (chapters[position].flows, results[position])
                if old.fingerprint != new.fingerprint || old.targetsPrint != new.targetsPrint || old.storyboards != new.storyboards {
                    context.edit?.reanalysed.append(position)
                }
                chapters[position].flows = new
            }
            if pages.count == lastPages.count {
                for position in pages.indices where lastPages[position].fingerprint != pages[position].fingerprint
                    || lastPages[position].storyboard.name != pages[position].storyboard.name {
                    context.edit?.storyboardsChanged.append(position)
                }
            } else {
                context.edit?.storyboardsChanged = Array(pages.indices)
            }
            context.storyboardPages = pages
        }
        for position in edit.positions {
            let loaded = context.prepared[position].loaded
            linkCount += loaded.document.links.count - chapters[position].loaded.document.links.count
            chapters[position].loaded = loaded
        }
        context.linkCount = linkCount
        context.analysis = analysis
        context.diagnostics += analysis.diagnostics
        checkOutputPaths(&context, state: state)
        context.chapters = chapters
        context.prepared = []
        return "\(analysis.storyboards.count) storyboards, \(analysis.chaptersAnalysed) chapters analysed"
    }
}
