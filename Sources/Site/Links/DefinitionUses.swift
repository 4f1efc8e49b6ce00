import SourceModel

/// One diagnostic per mistake for reference links: every link that uses a definition
/// (`[ref]: dest`) is checked, and each reports at the definition's destination, so a broken
/// definition used three times would give three identical diagnostics. They are kept once,
/// with a note that says how many links or images use the definition, and where.
enum DefinitionUses {
    /// `found` with each repeated diagnostic kept once, in the order first found; `uses`: for
    /// each diagnostic, where each link that gave it starts (nil when unknown).
    static func merged(_ found: [Diagnostic], uses: [Diagnostic: [SourceLocation?]]) -> [Diagnostic] {
        guard uses.count < found.count else { return found }
        var seen = Set<Diagnostic>()
        var merged: [Diagnostic] = []
        for diagnostic in found where seen.insert(diagnostic).inserted {
            var kept = diagnostic
            if let starts = uses[diagnostic], starts.count > 1 { kept.notes.append(note(starts)) }
            merged.append(kept)
        }
        return merged
    }

    /// "this definition is used 3 times, on lines 4 and 9".
    static func note(_ starts: [SourceLocation?]) -> Diagnostic.Note {
        let lines = Set(starts.compactMap { $0?.line }).sorted().map(String.init)
        var message = "this definition is used \(starts.count) times"
        if lines.count == 1 {
            message += ", on line \(lines[0])"
        } else if let last = lines.last {
            message += ", on lines " + lines.dropLast().joined(separator: ", ") + " and " + last
        }
        return .init(message)
    }
}
