/// Finds string literals that a listing passes to UIKit APIs taking storyboard identifiers.
///
/// The scanner reads tokens, never raw text, so literals in comments are never reported. It reports
/// only complete single-line literals without interpolation (`"show\(kind)"` names no one segue),
/// and only when the literal is the whole argument (`"show" + kind` is skipped).
///
/// Swift forms: `performSegue(withIdentifier:)`, `shouldPerformSegue(withIdentifier:)`,
/// `x.identifier == "…"` / `identifier != "…"` (either side), `switch segue.identifier { case "…": }`
/// (also `case "…"?`, `case .some("…")`, and a subject `identifier ?? ""`),
/// `instantiateViewController(withIdentifier:)` / `(identifier:)`,
/// `dequeueReusableCell(withIdentifier:)` / `(withReuseIdentifier:)`, `UIStoryboard(name:)`, and the
/// Swift 2 names with the identifier first and unlabelled (`performSegueWithIdentifier("…", sender:)`).
/// Labels are found anywhere in the call's argument list.
///
/// Objective-C forms: `performSegueWithIdentifier:@"…"`, `shouldPerformSegueWithIdentifier:`,
/// `[segue.identifier isEqualToString:@"…"]` (also `[[segue identifier] isEqualToString:]`,
/// `[identifier isEqualToString:]` and `[@"…" isEqualToString:segue.identifier]`),
/// `instantiateViewControllerWithIdentifier:`, `dequeueReusableCellWithIdentifier:`,
/// `dequeueReusableCellWithReuseIdentifier:`, `storyboardWithName:`.
package enum ReferenceScanner {
    /// The references in `text`, in order of appearance.
    /// `shared`: the constants the app's other files export, followed when this listing names one.
    package static func references(in text: String, language: ListingLanguage,
                                   shared: SharedConstants = SharedConstants()) -> [CodeReference] {
        references(in: Lexer.lex(text, language: language), language: language, shared: shared)
    }

    /// The references of a listing already lexed (`ListingScan` lexes once for every use).
    static func references(in listing: LexedListing, language: ListingLanguage,
                           shared: SharedConstants = SharedConstants()) -> [CodeReference] {
        let view = ScanView(listing, language: language)
        var collector = ReferenceCollector(view: view, shared: shared)
        switch language {
        case .swift: collector.scanSwift()
        case .objectiveC: collector.scanObjectiveC()
        }
        // One reference or none (most listings) is in order already: no sorted copy is made.
        guard collector.references.count > 1 else { return collector.references }
        return collector.references.sorted { ($0.path ?? "", $0.range.lowerBound) < ($1.path ?? "", $1.range.lowerBound) }
    }

    /// The constants `text` binds that other files can name (see `ExportedConstant`);
    /// `isHeader`: an Objective-C header, whose `#define`s and declarations its importers see.
    package static func exports(in text: String, language: ListingLanguage, isHeader: Bool) -> [ExportedConstant] {
        let view = ScanView(Lexer.lex(text, language: language), language: language)
        let collector = ReferenceCollector(view: view, isHeader: isHeader)
        return collector.constants.exports.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}

/// Walks a `ScanView` once and collects references; the language-specific walks are extensions.
struct ReferenceCollector {
    let view: ScanView
    private(set) var references: [CodeReference] = []
    /// Literal offset → index in `references`.
    private var reported: [Int: Int] = [:]
    /// Another file's literal (path, offset) → index in `references`.
    private var reportedShared: [SharedLiteral: Int] = [:]
    private struct SharedLiteral: Hashable {
        var path: String
        var offset: Int
    }
    /// Locals bound to a segue's identifier (`let id = segue.identifier`), compared like it.
    var identifierAliases: Set<String> = []
    /// Locals bound to `UIStoryboard(name: "X", …)` / `[UIStoryboard storyboardWithName:@"X" …]`.
    var storyboardBindings: [String: String] = [:]
    /// Names bound once to a literal (`let id = "x"`, `#define ID @"x"`), followed where literals are read.
    var constants = StringConstants()

    init(view: ScanView, isHeader: Bool = false, shared: SharedConstants = SharedConstants()) {
        self.view = view
        collectBindings()
        // The closure holds the view only (a copy of the whole collector cost more than its scan).
        constants = StringConstants(view, isHeader: isHeader, shared: shared) { [view] in
            Self.continuesExpression(view, $0)
        }
    }

    /// A constant's literal: in this listing (a position), or in another file of the app.
    enum Constant {
        case local(Int)
        case shared(ExportedConstant)
    }

    /// The constant the argument spanning `first..<end` names: this listing's, else another file's.
    func constant(from first: Int, to end: Int) -> Constant? {
        if let literal = constants.literal(view, from: first, to: end) { return .local(literal) }
        return constants.sharedLiteral(view, from: first, to: end).map(Constant.shared)
    }

    /// Records a reference made through a constant used at `site`.
    mutating func report(_ constant: Constant, as kind: CodeReference.Kind, use: CodeReference.Use = .pass,
                         storyboard: String? = nil, onSelf: Bool = true, site: Int) {
        switch constant {
        case .local(let literal):
            report(literal, as: kind, use: use, storyboard: storyboard, onSelf: onSelf, site: site)
        case .shared(let exported):
            var reference = CodeReference(kind: kind, value: exported.value, range: exported.range, use: use)
            reference.storyboard = storyboard
            reference.onSelf = onSelf
            reference.site = view.listing.tokens[view.significant[site]].range.lowerBound
            reference.path = exported.path
            // The literal may be reached from several uses here: keep the surest failure, as `report` does.
            let key = SharedLiteral(path: exported.path, offset: exported.range.lowerBound)
            if let index = reportedShared[key] {
                if references[index].kind == kind, use.surety > references[index].use.surety { references[index] = reference }
                return
            }
            reportedShared[key] = references.count
            references.append(reference)
        }
    }

    /// `let|var NAME = …identifier` and `let|var NAME = UIStoryboard(name: "X"…)` (Swift);
    /// `NAME = [UIStoryboard storyboardWithName:@"X" …]` and `NAME = segue.identifier` (Objective-C).
    private mutating func collectBindings() {
        for position in 0..<view.count where view.punct(position, "=") {
            let name = position - 1
            guard view.kind(name) == .identifier else { continue }
            let value = position + 1
            if view.word(value, "UIStoryboard"), view.punct(value + 1, "("), view.word(value + 2, "name"),
               view.punct(value + 3, ":"), let literal = view.literal(at: value + 4) {
                storyboardBindings[view.text(name)] = literal.value
                continue
            }
            if view.punct(value, "["), view.word(value + 1, "UIStoryboard"), view.word(value + 2, "storyboardWithName"),
               view.punct(value + 3, ":"), let literal = view.literal(at: value + 4) {
                storyboardBindings[view.text(name)] = literal.value
                continue
            }
            // A member chain ending in `identifier`: `segue.identifier`, `segue.identifier!`, `[segue identifier]`.
            var last = value
            while true {
                var dot = last + 1
                if view.punct(dot, "?") || view.punct(dot, "!") { dot += 1 }
                guard view.punct(dot, "."), let kind = view.kind(dot + 1), kind == .identifier || kind == .keyword || kind == .typeName else { break }
                last = dot + 1
            }
            if view.punct(value, "["), view.punct(view.partner[value], "]"), view.word(view.partner[value] - 1, "identifier") {
                last = view.partner[value] - 1
            }
            var after = last + 1
            if view.punct(after, "!") || view.punct(after, "]") { after += 1 }
            if view.word(last, "identifier"), !continuesExpression(after), view.text(name) != "identifier" {
                identifierAliases.insert(view.text(name))
            }
        }
    }

    /// Whether the name at `position` holds a segue identifier: `identifier` or a local bound to one.
    func isIdentifierName(_ position: Int) -> Bool {
        view.word(position, "identifier") || (view.kind(position) == .identifier && identifierAliases.contains(view.text(position)))
    }

    /// The storyboard a receiver ending at `last` is: `UIStoryboard(name: "X"…)`, `[UIStoryboard
    /// storyboardWithName:@"X" …]`, or a local bound to one.
    func storyboardOfReceiver(endingAt last: Int) -> String? {
        if view.kind(last) == .identifier { return storyboardBindings[view.text(last)] }
        let open = view.partner.indices.contains(last) ? view.partner[last] : -1
        guard open >= 0 else { return nil }
        if view.punct(last, ")"), view.word(open - 1, "UIStoryboard"), view.word(open + 1, "name"), view.punct(open + 2, ":") {
            return view.literal(at: open + 3)?.value
        }
        if view.punct(last, ")"), view.word(open - 1, "init"), view.punct(open - 2, "."), view.word(open - 3, "UIStoryboard"),
           view.word(open + 1, "name"), view.punct(open + 2, ":") {
            return view.literal(at: open + 3)?.value
        }
        if view.punct(last, "]"), view.word(open + 1, "UIStoryboard"), view.word(open + 2, "storyboardWithName"), view.punct(open + 3, ":") {
            return view.literal(at: open + 4)?.value
        }
        return nil
    }

    /// Records the literal at `position` as `kind`, once. A constant's literal may be reached from
    /// several uses: it keeps the one whose failure is the surest (`performSegue` raises, a
    /// comparison never does), so the diagnostic says what really happens.
    /// `site`: where a constant holding the literal is used (`constants`), when it is not written there.
    mutating func report(_ position: Int, as kind: CodeReference.Kind, use: CodeReference.Use = .pass,
                         storyboard: String? = nil, onSelf: Bool = true, site: Int? = nil) {
        guard let literal = constants.value(view, at: position) else { return }
        var reference = CodeReference(kind: kind, value: literal.value, range: literal.range, use: use)
        reference.storyboard = storyboard
        reference.onSelf = onSelf
        reference.site = site.map { view.listing.tokens[view.significant[$0]].range.lowerBound }
        if let index = reported[literal.range.lowerBound] {
            let earlier = references[index]
            if earlier.kind == kind, use.surety > earlier.use.surety { references[index] = reference }
            return
        }
        reported[literal.range.lowerBound] = references.count
        references.append(reference)
    }

    /// `a == "X"` / `"X" == a` (and `!=`) at operator `position`, where `a` ends in `identifier`.
    mutating func scanComparison(at position: Int) {
        guard view.punct(position, "==") || view.punct(position, "!=") else { return }
        var left = position - 1
        if view.punct(left, "!") || view.punct(left, "?") { left -= 1 }
        if isIdentifierName(left), view.literal(at: position + 1) != nil, !continuesExpression(position + 2) {
            report(position + 1, as: .segue, use: .compare)
        } else if isIdentifierName(left), view.literal(at: position + 1) == nil, let last = memberChainEnd(from: position + 1),
                  !continuesExpression(last + 1), let constant = constant(from: position + 1, to: last + 1) {
            // `segue.identifier == Segue.showDetail` (a constant; also `….rawValue`).
            report(constant, as: .segue, use: .compare, site: position + 1)
        } else if view.literal(at: position - 1) != nil, !isBinaryOperator(position - 2),
                  let last = memberChainEnd(from: position + 1), isIdentifierName(last) {
            var after = last + 1
            if view.punct(after, "!") { after += 1 }
            if !continuesExpression(after) { report(position - 1, as: .segue, use: .compare) }
        }
    }

    /// The last name of `a.b?.c!.d` starting at `first`, or `nil` if no name starts there.
    private func memberChainEnd(from first: Int) -> Int? {
        func isName(_ position: Int) -> Bool {
            let kind = view.kind(position)
            return kind == .identifier || kind == .keyword || kind == .typeName
        }
        guard isName(first) else { return nil }
        var last = first
        while true {
            var dot = last + 1
            if view.punct(dot, "?") || view.punct(dot, "!") { dot += 1 }
            guard view.punct(dot, "."), isName(dot + 1) else { return last }
            last = dot + 1
        }
    }

    /// Whether the token at `position` makes what precedes it part of a larger expression.
    func continuesExpression(_ position: Int) -> Bool { Self.continuesExpression(view, position) }

    static func continuesExpression(_ view: ScanView, _ position: Int) -> Bool {
        view.punct(position, ".") || view.punct(position, "(") || view.punct(position, "[")
            || (view.kind(position) == .string) || isArithmetic(view, position)
    }

    /// Whether the token at `position` is an operator binding tighter than `==` on strings.
    func isBinaryOperator(_ position: Int) -> Bool {
        view.punct(position, ".") || Self.isArithmetic(view, position)
    }

    private static func isArithmetic(_ view: ScanView, _ position: Int) -> Bool {
        view.punct(position, "+") || view.punct(position, "+=") || view.punct(position, "*") || view.punct(position, "%")
    }

}
