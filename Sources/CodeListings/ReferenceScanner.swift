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
/// `dequeueReusableCell(withIdentifier:)` / `(withReuseIdentifier:)`, `UIStoryboard(name:)`.
/// Labels are found anywhere in the call's argument list.
///
/// Objective-C forms: `performSegueWithIdentifier:@"…"`, `shouldPerformSegueWithIdentifier:`,
/// `[segue.identifier isEqualToString:@"…"]` (also `[[segue identifier] isEqualToString:]`,
/// `[identifier isEqualToString:]` and `[@"…" isEqualToString:segue.identifier]`),
/// `instantiateViewControllerWithIdentifier:`, `dequeueReusableCellWithIdentifier:`,
/// `dequeueReusableCellWithReuseIdentifier:`, `storyboardWithName:`.
public enum ReferenceScanner {
    /// The references in `text`, in order of appearance.
    public static func references(in text: String, language: ListingLanguage) -> [CodeReference] {
        let view = ScanView(Lexer.lex(text, language: language), language: language)
        var collector = ReferenceCollector(view: view)
        switch language {
        case .swift: collector.scanSwift()
        case .objectiveC: collector.scanObjectiveC()
        }
        return collector.references.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}

/// Walks a `ScanView` once and collects references; the language-specific walks are extensions.
struct ReferenceCollector {
    let view: ScanView
    private(set) var references: [CodeReference] = []
    private var reported: Set<Int> = []

    init(view: ScanView) {
        self.view = view
    }

    /// Records the literal at `position` as `kind`, once.
    mutating func report(_ position: Int, as kind: CodeReference.Kind) {
        guard let literal = view.literal(at: position), reported.insert(literal.range.lowerBound).inserted else { return }
        references.append(CodeReference(kind: kind, value: literal.value, range: literal.range))
    }

    /// `a == "X"` / `"X" == a` (and `!=`) at operator `position`, where `a` ends in `identifier`.
    mutating func scanComparison(at position: Int) {
        guard view.punct(position, "==") || view.punct(position, "!=") else { return }
        var left = position - 1
        if view.punct(left, "!") || view.punct(left, "?") { left -= 1 }
        if view.word(left, "identifier"), view.literal(at: position + 1) != nil, !continuesExpression(position + 2) {
            report(position + 1, as: .segue)
        } else if view.literal(at: position - 1) != nil, !isBinaryOperator(position - 2),
                  let last = memberChainEnd(from: position + 1), view.word(last, "identifier") {
            var after = last + 1
            if view.punct(after, "!") { after += 1 }
            if !continuesExpression(after) { report(position - 1, as: .segue) }
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
    func continuesExpression(_ position: Int) -> Bool {
        view.punct(position, ".") || view.punct(position, "(") || view.punct(position, "[")
            || (view.kind(position) == .string) || isArithmetic(position)
    }

    /// Whether the token at `position` is an operator binding tighter than `==` on strings.
    func isBinaryOperator(_ position: Int) -> Bool {
        view.punct(position, ".") || isArithmetic(position)
    }

    private func isArithmetic(_ position: Int) -> Bool {
        guard view.kind(position) == .punctuation else { return false }
        let text = view.text(position)
        return text == "+" || text == "+=" || text == "*" || text == "%"
    }

}
