import SourceModel

/// `flow.duplicate-segue-id`: two segues (or unwinds) share an identifier.
///
/// From the same source it is an error (UIKit performs whichever it finds first, and the second is
/// ignored here). From different sources it is legal UIKit — `performSegue(withIdentifier:)` looks
/// among its receiver's segues only, and `prepare(for:sender:)` runs on the source — and common in
/// real apps (`showDetail` from several lists), so only a note: a `segue:` link by the identifier
/// goes to the first one.
enum DuplicateSegueIDRule: FlowRule {
    static let id = "flow.duplicate-segue-id"

    static func diagnostic(_ identifier: String, at span: Span, first: Span, firstSource: String, source: String)
        -> Diagnostic {
        let note = Diagnostic.Note(firstNote, at: first.location)
        if firstSource == source {
            return Diagnostic.report(id, sameSource(identifier, source), at: span.location, length: span.length, notes: [note])
        }
        return Diagnostic.report(id, otherSource(identifier, firstSource), at: span.location, length: span.length,
                                  notes: [note], milder: true)
    }

    // MARK: Messages

    static func sameSource(_ identifier: String, _ source: String) -> String {
        "'\(source)' already has a segue with identifier '\(identifier)'; performSegue(withIdentifier:) could only ever reach one of them"
    }
    static func otherSource(_ identifier: String, _ firstSource: String) -> String {
        "identifier '\(identifier)' is also used by a segue from '\(firstSource)': legal in UIKit, where each source performs "
            + "and prepares only its own segues, but a segue:\(identifier) link goes to the one from '\(firstSource)'"
    }
    static let firstNote = "first used here"
}
