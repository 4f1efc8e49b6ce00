/// The Swift forms: calls with labelled literal arguments, comparisons, and `switch` cases.
extension ReferenceCollector {
    /// Calls whose labelled arguments name storyboard objects: method name → (labels, kind).
    private static let swiftCalls: [String: (labels: Set<String>, kind: CodeReference.Kind)] = [
        "performSegue": (["withIdentifier"], .segue),
        "shouldPerformSegue": (["withIdentifier"], .segue),
        "instantiateViewController": (["withIdentifier", "identifier"], .storyboardID),
        "dequeueReusableCell": (["withIdentifier", "withReuseIdentifier"], .reuseIdentifier),
        "UIStoryboard": (["name"], .storyboardName),
        // SwiftGen's `perform(segue: StoryboardSegue.Main.showDetail, sender:)`: only that
        // argument form is read (see `scanSwiftGenPerform`).
        "perform": (["segue"], .segue),
    ]

    /// Swift 2 spellings, whose identifier is the first, unlabelled argument:
    /// `performSegueWithIdentifier("x", sender: self)`. Method name → (kind, use).
    private static let legacyCalls: [String: (kind: CodeReference.Kind, use: CodeReference.Use)] = [
        "performSegueWithIdentifier": (.segue, .perform),
        "shouldPerformSegueWithIdentifier": (.segue, .pass),
        "instantiateViewControllerWithIdentifier": (.storyboardID, .pass),
        "dequeueReusableCellWithIdentifier": (.reuseIdentifier, .optional),
        "dequeueReusableCellWithReuseIdentifier": (.reuseIdentifier, .pass),
    ]

    mutating func scanSwift() {
        for position in 0..<view.count {
            switch view.kind(position) {
            case .identifier, .typeName, .keyword:
                if view.punct(position + 1, "(") { scanSwiftCall(position) }
                if view.is(position, .keyword, "switch") { scanSwitch(position) }
            case .punctuation:
                // Only `==` and `!=` compare: punctuation of another length is skipped unread.
                if view.length(position) == 2 { scanComparison(at: position) }
            default:
                break
            }
        }
    }

    /// The lengths of the names in `swiftCalls`, `legacyCalls` and `init`, one bit each: a call
    /// of another length is no call looked for, without making its name's String and hashing it.
    private static let callNameLengths: UInt64 = (Array(swiftCalls.keys) + Array(legacyCalls.keys) + ["init"])
        .reduce(0) { $0 | 1 << UInt64($1.utf8.count) }

    /// `name(label: "X", …)`: looks at the labels directly inside the call's parentheses.
    private mutating func scanSwiftCall(_ position: Int) {
        let length = view.length(position)
        guard length < 64, Self.callNameLengths & (1 << UInt64(length)) != 0 else { return }
        var name = view.text(position)
        if name == "init", view.punct(position - 1, "."), view.is(position - 2, .typeName, "UIStoryboard") {
            name = "UIStoryboard"
        }
        if let legacy = Self.legacyCalls[name] {
            scanLegacyCall(position, kind: legacy.kind, use: legacy.use)
            return
        }
        guard let call = Self.swiftCalls[name] else { return }
        // The receiver: `x.performSegue` is performed on x; `UIStoryboard(name: "X").instantiate…` scopes the ID.
        let hasReceiver = view.punct(position - 1, ".")
        var receiverEnd = position - 2
        if view.punct(receiverEnd, "?") || view.punct(receiverEnd, "!") { receiverEnd -= 1 }
        let onSelf = !hasReceiver || (view.word(position - 2, "self") && !view.punct(position - 3, ".") && !view.punct(position - 3, "?"))
        let storyboard = hasReceiver && call.kind == .storyboardID ? storyboardOfReceiver(endingAt: receiverEnd) : nil
        let open = position + 1
        var use: CodeReference.Use = name == "performSegue" || name == "perform" ? .perform : .pass
        if name == "dequeueReusableCell", view.kind(position - 1) != nil {
            // The `for: indexPath` form raises when nothing matches; the older form returns nil.
            var hasFor = false
            var scan = open + 1
            while scan < view.innerEnd[open] {
                if view.word(scan, "for"), view.punct(scan + 1, ":") { hasFor = true }
                scan = view.next(scan)
            }
            if !hasFor { use = .optional }
        }
        if name == "perform" {
            scanSwiftGenPerform(open: open, onSelf: onSelf)
            return
        }
        if call.kind == .storyboardName, !loadsFromMainBundle(open) { return }
        var cursor = open + 1
        while cursor < view.innerEnd[open] {
            if view.punct(cursor + 1, ":"), view.kind(cursor) == .identifier || view.kind(cursor) == .keyword,
               call.labels.contains(view.text(cursor)) {
                if view.literal(at: cursor + 2) != nil, view.punct(cursor + 3, ",") || view.punct(cursor + 3, ")") {
                    report(cursor + 2, as: call.kind, use: use, storyboard: storyboard, onSelf: onSelf)
                } else if let constant = constantArgument(at: cursor + 2, within: open) {
                    report(constant, as: call.kind, use: use, storyboard: storyboard, onSelf: onSelf, site: cursor + 2)
                } else if let branches = ternaryLiterals(at: cursor + 2, within: open) {
                    report(branches.then, as: call.kind, use: use, storyboard: storyboard, onSelf: onSelf)
                    report(branches.else, as: call.kind, use: use, storyboard: storyboard, onSelf: onSelf)
                } else if view.punct(cursor + 3, ",") || view.punct(cursor + 3, ")"), let spans = constants.ternary(view, at: cursor + 2) {
                    // `let id = flag ? "a" : Cells.b` … `(withIdentifier: id)`: each branch, where the local is used.
                    for span in spans {
                        if span.count == 1, view.literal(at: span.lowerBound) != nil {
                            report(span.lowerBound, as: call.kind, use: use, storyboard: storyboard, onSelf: onSelf, site: cursor + 2)
                        } else if let constant = constant(from: span.lowerBound, to: span.upperBound) {
                            report(constant, as: call.kind, use: use, storyboard: storyboard, onSelf: onSelf, site: cursor + 2)
                        }
                    }
                }
            }
            cursor = view.next(cursor)
        }
    }

    /// Whether `UIStoryboard(name:bundle:)` opened at `open` reads the app's main bundle: `bundle:`
    /// is `nil` (UIKit then "looks in the main bundle of the current application"), `.main`,
    /// `Bundle.main` or `NSBundle.mainBundle()`, or not given. A storyboard of another bundle (a
    /// framework's, `Bundle(for: X.self)`, `Bundle.module`, a resource bundle) is in that bundle's
    /// own folder, which the sources checked may not hold: its name is not judged (its IDs are
    /// still checked when the storyboard is among the files).
    private func loadsFromMainBundle(_ open: Int) -> Bool {
        var cursor = open + 1
        while cursor < view.innerEnd[open], !(view.word(cursor, "bundle") && view.punct(cursor + 1, ":")) { cursor = view.next(cursor) }
        guard cursor < view.innerEnd[open] else { return true }
        let value = cursor + 2
        func ends(_ position: Int) -> Bool { view.punct(position, ",") || view.punct(position, ")") }
        if view.word(value, "nil"), ends(value + 1) { return true }
        if view.punct(value, "."), view.word(value + 1, "main"), ends(value + 2) { return true }
        if view.word(value, "Bundle"), view.punct(value + 1, "."), view.word(value + 2, "main"), ends(value + 3) { return true }
        return view.word(value, "NSBundle") && view.punct(value + 1, ".") && view.word(value + 2, "mainBundle")
            && view.punct(value + 3, "(") && view.punct(value + 4, ")") && ends(value + 5)
    }

    /// SwiftGen's `perform(segue: StoryboardSegue.Main.showDetail, sender: self)` in the call opened
    /// at `open`: the generated `perform(segue:sender:)` passes the case's raw value to
    /// `performSegue(withIdentifier:sender:)` on the same receiver, so UIKit raises as for that call.
    /// Only the case of an enum conforming to `SegueType` the sources declare is read; any other
    /// argument is some other `perform(segue:)`, whose meaning is not known here.
    private mutating func scanSwiftGenPerform(open: Int, onSelf: Bool) {
        let argument = open + 3
        guard view.word(open + 1, "segue"), view.punct(open + 2, ":"), view.punct(argument + 5, ",") || view.punct(argument + 5, ")") else { return }
        let found = constants.segueCase(view, at: argument)
        if let local = found.local {
            report(local, as: .segue, use: .perform, onSelf: onSelf, site: argument)
        } else if let shared = found.shared {
            report(.shared(shared), as: .segue, use: .perform, onSelf: onSelf, site: argument)
        }
    }

    /// The literal of the constant that is the whole argument starting at `first` of the call
    /// opened at `open` (up to its `,` or `)`): `id`, `Type.id`, `Segue.show.rawValue`, `.show`.
    private mutating func constantArgument(at first: Int, within open: Int) -> Constant? {
        if view.punct(first, ".") { constants.prepareOwners(view) }
        var end = first
        while end < view.innerEnd[open], !view.punct(end, ","), !view.punct(end, ")"), end - first <= 7 {
            end = view.next(end)
        }
        guard view.punct(end, ",") || view.punct(end, ")") else { return nil }
        return constant(from: first, to: end)
    }

    /// The two literals of `condition ? "a" : "b"` when it is the whole argument starting at `first`
    /// of the call opened at `open`: whichever branch runs is the identifier passed.
    private func ternaryLiterals(at first: Int, within open: Int) -> (then: Int, else: Int)? {
        var cursor = first
        while cursor < view.innerEnd[open], !view.punct(cursor, ","), !view.punct(cursor, ")"), cursor - first <= 48 {
            if cursor > first, view.punct(cursor, "?"), view.literal(at: cursor + 1) != nil, view.punct(cursor + 2, ":"),
               view.literal(at: cursor + 3) != nil, view.punct(cursor + 4, ",") || view.punct(cursor + 4, ")") {
                return (cursor + 1, cursor + 3)
            }
            cursor = view.next(cursor)
        }
        return nil
    }

    /// `performSegueWithIdentifier("X", …)` and the other Swift 2 names: the literal is the first
    /// argument, unlabelled. `dequeueReusableCellWithIdentifier("X", forIndexPath: i)` raises when
    /// nothing matches; without `forIndexPath:` it returns nil.
    private mutating func scanLegacyCall(_ position: Int, kind: CodeReference.Kind, use: CodeReference.Use) {
        let open = position + 1
        var constant: Constant? = nil
        var argument = open + 1
        // A segue wrapper's labelled enum case: `performSegueWithIdentifier(segueIdentifier: .show, sender: self)`.
        if view.punct(open + 2, ":"), view.punct(open + 3, "."), view.kind(open + 1) == .identifier { argument = open + 3 }
        if view.literal(at: argument) == nil || !(view.punct(argument + 1, ",") || view.punct(argument + 1, ")")) {
            guard let found = constantArgument(at: argument, within: open) else { return }
            constant = found
        }
        let hasReceiver = view.punct(position - 1, ".")
        let onSelf = !hasReceiver || (view.word(position - 2, "self") && !view.punct(position - 3, ".") && !view.punct(position - 3, "?"))
        var receiverEnd = position - 2
        if view.punct(receiverEnd, "?") || view.punct(receiverEnd, "!") { receiverEnd -= 1 }
        let storyboard = hasReceiver && kind == .storyboardID ? storyboardOfReceiver(endingAt: receiverEnd) : nil
        var use = use
        if use == .optional, hasLabel("forIndexPath", in: open) { use = .pass }
        if let constant {
            report(constant, as: kind, use: use, storyboard: storyboard, onSelf: onSelf, site: argument)
        } else {
            report(open + 1, as: kind, use: use, storyboard: storyboard, onSelf: onSelf)
        }
    }

    /// Whether the call opened at `open` has an argument labelled `label`.
    private func hasLabel(_ label: String, in open: Int) -> Bool {
        var scan = open + 1
        while scan < view.innerEnd[open] {
            if view.word(scan, label), view.punct(scan + 1, ":") { return true }
            scan = view.next(scan)
        }
        return false
    }

    /// `switch <…identifier> { case "X": … }`: reports the literal patterns of the switch's cases.
    private mutating func scanSwitch(_ position: Int) {
        var open = position + 1
        while open < view.count, open - position <= 64, !view.punct(open, "{") {
            open = view.next(open)
        }
        guard view.punct(open, "{"), subjectEndsInIdentifier(last: open - 1, first: position + 1) else { return }
        let end = view.innerEnd[open]
        var cursor = open + 1
        while cursor < end {
            if view.is(cursor, .keyword, "case"), !isConditionCase(cursor - 1) {
                scanCasePatterns(from: cursor + 1, end: end)
            }
            cursor = view.next(cursor)
        }
    }

    /// The subject is `…identifier`, `…identifier!` or `…identifier ?? "default"`, maybe in parentheses.
    private func subjectEndsInIdentifier(last: Int, first: Int) -> Bool {
        var last = last
        var first = first
        if view.punct(first, "("), view.partner[first] == last {
            first += 1
            last -= 1
        }
        if view.literal(at: last) != nil, view.punct(last - 1, "??") { last -= 2 }
        if view.punct(last, "!") { last -= 1 }
        return last >= first && isIdentifierName(last)
    }

    /// `if case`, `guard case`, `while case`, `, case`, `for case`: a pattern match, not a switch case.
    private func isConditionCase(_ previous: Int) -> Bool {
        view.is(previous, .keyword, "if") || view.is(previous, .keyword, "guard") || view.is(previous, .keyword, "while")
            || view.is(previous, .keyword, "for") || view.punct(previous, ",")
    }

    /// Patterns after `case` up to its `:`: `"X"`, `"X"?`, `.some("X")`, `Optional.some("X")`.
    private mutating func scanCasePatterns(from start: Int, end: Int) {
        var cursor = start
        while cursor < end {
            var literal = -1
            var after = cursor
            if view.literal(at: cursor) != nil {
                literal = cursor
                after = cursor + 1
                if view.punct(after, "?") { after += 1 }
            } else {
                var some = cursor
                if view.is(some, .typeName, "Optional") { some += 1 }
                if view.punct(some, "."), view.word(some + 1, "some"), view.punct(some + 2, "("),
                   view.literal(at: some + 3) != nil, view.punct(some + 4, ")") {
                    literal = some + 3
                    after = some + 5
                }
            }
            if literal >= 0, view.punct(after, ",") || view.punct(after, ":") || view.is(after, .keyword, "where") {
                report(literal, as: .segue, use: .compare)
            }
            // Skip to this pattern's end: the next `,` or `:` at this level (or a stray `case`).
            cursor = after
            while cursor < end, !view.punct(cursor, ","), !view.punct(cursor, ":"), !view.is(cursor, .keyword, "case") {
                cursor = view.next(cursor)
            }
            guard view.punct(cursor, ",") else { return }
            cursor += 1
        }
    }
}
