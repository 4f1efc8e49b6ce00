/// The Objective-C forms: selector pieces followed by an `@"…"` argument.
extension ReferenceCollector {
    /// Selector pieces whose argument names a storyboard object.
    private static let selectors: [String: CodeReference.Kind] = [
        "performSegueWithIdentifier": .segue,
        "shouldPerformSegueWithIdentifier": .segue,
        "instantiateViewControllerWithIdentifier": .storyboardID,
        "dequeueReusableCellWithIdentifier": .reuseIdentifier,
        "dequeueReusableCellWithReuseIdentifier": .reuseIdentifier,
        "storyboardWithName": .storyboardName,
    ]

    mutating func scanObjectiveC() {
        for position in 0..<view.count {
            switch view.kind(position) {
            case .identifier:
                scanSelectorPiece(position)
            case .punctuation:
                if view.punct(position, "[") { scanReversedEquality(position) }
                scanComparison(at: position)
            default:
                break
            }
        }
    }

    /// `piece:@"X"` where `piece` is one of `selectors`, or `isEqualToString:` on an identifier.
    private mutating func scanSelectorPiece(_ position: Int) {
        guard view.punct(position + 1, ":") else { return }
        var found: Constant = .local(position + 2)
        var site: Int? = nil
        if view.literal(at: position + 2) == nil || continuesExpression(position + 3) {
            // A constant as the whole argument: the next selector piece or the `]` follows it.
            guard view.kind(position + 3) == .identifier && view.punct(position + 4, ":") || view.punct(position + 3, "]"),
                  StringConstants.isName(view, position + 2),
                  let constant = constant(from: position + 2, to: position + 3) else { return }
            found = constant
            site = position + 2
        }
        let piece = view.text(position)
        // `storyboardWithName:@"X" bundle:[NSBundle bundleForClass:…]`: a storyboard of another bundle,
        // whose folder the sources checked may not hold, is not judged (as in Swift).
        if piece == "storyboardWithName", !bundleIsMain(after: position + 3) { return }
        if let kind = Self.selectors[piece] {
            // `[receiver piece:@"X"]`: the receiver ends just before the piece.
            let receiver = position - 1
            let onSelf = view.word(receiver, "self") && view.punct(receiver - 1, "[")
            let storyboard = kind == .storyboardID ? storyboardOfReceiver(endingAt: receiver) : nil
            var use: CodeReference.Use = piece == "performSegueWithIdentifier" ? .perform : .pass
            if piece == "dequeueReusableCellWithIdentifier", !view.word(position + 3, "forIndexPath") { use = .optional }
            reportFound(found, as: kind, use: use, storyboard: storyboard, onSelf: onSelf, site: site)
        } else if piece == "isEqualToString" || piece == "isEqual", receiverIsIdentifier(ending: position - 1) {
            reportFound(found, as: .segue, use: .compare, site: site)
        }
    }

    /// Whether the `bundle:` piece at `piece` (if any) names the main bundle: `nil` or `[NSBundle mainBundle]`.
    private func bundleIsMain(after piece: Int) -> Bool {
        guard view.word(piece, "bundle"), view.punct(piece + 1, ":") else { return true }
        let value = piece + 2
        if view.word(value, "nil") { return view.punct(value + 1, "]") }
        return view.punct(value, "[") && view.word(value + 1, "NSBundle") && view.word(value + 2, "mainBundle") && view.punct(value + 3, "]")
    }

    /// Reports a literal written at the call (`site` nil) or reached through a constant.
    private mutating func reportFound(_ found: Constant, as kind: CodeReference.Kind, use: CodeReference.Use,
                                      storyboard: String? = nil, onSelf: Bool = true, site: Int?) {
        switch (found, site) {
        case (.local(let literal), nil): report(literal, as: kind, use: use, storyboard: storyboard, onSelf: onSelf)
        case (_, let site?): report(found, as: kind, use: use, storyboard: storyboard, onSelf: onSelf, site: site)
        case (.shared, nil): break
        }
    }

    /// `[@"X" isEqualToString:segue.identifier]`.
    private mutating func scanReversedEquality(_ open: Int) {
        guard view.word(open + 2, "isEqualToString") || view.word(open + 2, "isEqual"),
              view.punct(open + 3, ":") else { return }
        let written = view.literal(at: open + 1) != nil
        guard let found = written ? .local(open + 1) : constant(from: open + 1, to: open + 2) else { return }
        let close = view.partner[open]
        guard close > open + 4, receiverIsIdentifier(ending: close - 1) else { return }
        reportFound(found, as: .segue, use: .compare, site: written ? nil : open + 1)
    }

    /// The expression ending at `last` is `identifier`, `x.identifier` or `[x identifier]`.
    private func receiverIsIdentifier(ending last: Int) -> Bool {
        if isIdentifierName(last) { return true }
        return view.punct(last, "]") && view.word(last - 1, "identifier")
    }
}
