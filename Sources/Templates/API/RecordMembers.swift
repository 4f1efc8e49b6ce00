/// The members a `Record` is made with, written as a dictionary literal
/// (`Record(keys, ["title": .string(title), "isHome": false])`).
///
/// The record takes the values out of the literal's storage rather than copying them: a page's
/// records are made from some fifty members, and a copy out of a `KeyValuePairs` retained each
/// value's references, which the literal's storage then released again.
package struct RecordMembers: ExpressibleByDictionaryLiteral {
    private var pairs: [(String, TemplateValue)]

    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        pairs = elements
    }

    /// The pairs, in the order written, given up by the literal (not copied).
    fileprivate consuming func take() -> [(String, TemplateValue)] {
        pairs
    }
}

extension Record {
    /// A record with `members`, each of which must be one of the `keys`; a name written twice
    /// keeps its last value.
    package init(_ keys: RecordKeys, _ members: consuming RecordMembers) {
        self.init(keys)
        var pairs = members.take()
        // From the last: `popLast` moves each pair out. A name already set was written later
        // in the literal, and the last value written wins.
        while let (name, value) = pairs.popLast() {
            guard let index = keys.index(of: name) else { preconditionFailure("Record: '\(name)' is not one of its keys") }
            if case .none = values[index] { values[index] = value }
        }
    }
}
