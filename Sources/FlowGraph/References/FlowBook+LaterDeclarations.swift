import SourceModel

extension FlowBook {
    /// Rewrites the `flow.dangling-reference` diagnostics of references that the finished book
    /// does declare — further on in reading order — so that they say where.
    ///
    /// The reading-order rule stays: a link or a listing sees the storyboards as they stand at the
    /// end of its own chapter, since that is what its diagrams show and what the reader has seen.
    /// A reference to something a later chapter declares is still an error, but its message names
    /// the later declaration and the rule, instead of "no storyboard 'X'". Call this on the final
    /// book with each chapter's problems and the references they came from.
    package func explainingLaterDeclarations(_ problems: [Diagnostic], references: [FlowReference],
                                            defaultStoryboard: String) -> [Diagnostic] {
        guard problems.contains(where: { $0.rule == DanglingReferenceRule.id }) else { return problems }
        var byPlace: [SourceLocation: FlowReference] = [:]
        for reference in references { byPlace[reference.location] = reference }
        // A book that documents no storyboard at all gives its listings nothing to be checked
        // against: their identifiers name the reader's own app (a tutorial quoting UIKit code,
        // such as SwinjectStoryboard's README), and each was an error that failed the build.
        // A `scene:` or `segue:` link is written for flowdoc, and still is one.
        let kept = !boards.isEmpty ? problems : problems.filter { problem in
            !(problem.rule == DanglingReferenceRule.id && problem.location.flatMap { byPlace[$0] }?.origin.isCode == true)
        }
        return kept.map { problem in
            guard problem.rule == DanglingReferenceRule.id, let location = problem.location,
                  let reference = byPlace[location],
                  let declared = declaration(of: reference, defaultStoryboard: defaultStoryboard) else { return problem }
            var notes = [Diagnostic.Note(DanglingReferenceRule.declaredLaterNote, at: declared.location)]
            notes += problem.notes.filter { $0.message.hasPrefix("at run time") || $0.message.hasPrefix("a comparison") }
            return Diagnostic.report(DanglingReferenceRule.id,
                                    DanglingReferenceRule.declaredLaterMessage(reference, storyboard: declared.storyboard,
                                                                               at: declared.location),
                                    at: location, length: problem.length, notes: notes)
        }
    }

    /// Where the finished book declares what `reference` names.
    private func declaration(of reference: FlowReference, defaultStoryboard: String) -> (storyboard: String, location: SourceLocation)? {
        if reference.kind == .storyboardName {
            return boards[reference.name]?.storyboard.location.map { (reference.name, $0) }
        }
        let scope = reference.storyboard.map { [$0] } ?? ([defaultStoryboard] + boards.keys.sorted().filter { $0 != defaultStoryboard })
        for name in scope {
            if let found = boards[name].flatMap({ Self.find(reference, in: $0.index) }) { return (name, found.location) }
        }
        return nil
    }
}
