/// An object whose member names are known in advance (`RecordKeys`): renders as
/// `TemplateValue.object` with the same members does, and a template's names find its members
/// without hashing strings. A page's context, made once per page and read by a hundred tags,
/// is one.
///
/// Two records are equal when they have the same keys (the same `RecordKeys`) and values; a
/// record never equals an object.
package struct Record: Sendable, Hashable {
    package let keys: RecordKeys
    /// By the index of the name in `keys`; nil where the record has no such member (a name is
    /// then looked up in the contexts below, as for an object without it).
    /// (Set in place by `init(_:_:)`, in RecordMembers.swift.)
    var values: [TemplateValue?]

    /// A record without members.
    package init(_ keys: RecordKeys) {
        self.keys = keys
        values = Array(repeating: nil, count: keys.names.count)
    }

    /// The member called `name`; setting one that is not one of the keys is a programming error.
    package subscript(name: String) -> TemplateValue? {
        get { keys.index(of: name).flatMap { values[$0] } }
        set {
            guard let index = keys.index(of: name) else { preconditionFailure("Record: '\(name)' is not one of its keys") }
            values[index] = newValue
        }
    }

    /// The member called `name`, whose `RecordKeys.hash(_:)` is `hash`.
    func member(_ name: String, hash: UInt64) -> TemplateValue? {
        keys.index(of: name, hash: hash).flatMap { values[$0] }
    }
}
