/// A dotted name such as `person.name`, or `.` for the current item, split once at parse time.
///
/// A class: a tag passes its name to `resolve` as one reference (a struct of two arrays was
/// retained array by array around every lookup, some seventy a page).
final class Name: Sendable, Hashable {
    /// Empty for `.` (the implicit iterator).
    let components: [String]
    /// `RecordKeys.hash(_:)` of each component, worked out once: a `Record` finds a member by it.
    let hashes: [UInt64]

    init(_ text: String) {
        if text == "." {
            components = []
        } else {
            components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        }
        hashes = components.map(RecordKeys.hash)
    }

    static func == (lhs: Name, rhs: Name) -> Bool { lhs.components == rhs.components }

    func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// Resolves the name against a context stack (innermost last), following the spec:
    /// the first component is searched from the top of the stack down, the rest only
    /// inside what the first one found. A broken chain resolves to nil.
    func resolve(in stack: [TemplateValue]) -> TemplateValue? {
        guard let first = components.first else { return stack.last }
        // (Indices, not `reversed()` and `dropFirst()`: this runs for every tag of every page.)
        var index = stack.count - 1
        while index >= 0 {
            if let found = Self.member(first, hash: hashes[0], of: stack[index]) {
                guard components.count > 1 else { return found }
                var current = found
                for position in 1..<components.count {
                    guard let next = Self.member(components[position], hash: hashes[position], of: current)
                        ?? Self.element(components[position], of: current) else { return nil }
                    current = next
                }
                return current
            }
            index -= 1
        }
        return nil
    }

    /// The member of an object or record.
    private static func member(_ name: String, hash: UInt64, of value: TemplateValue) -> TemplateValue? {
        switch value {
        case .object(let members): members[name]
        case .record(let record): record.member(name, hash: hash)
        default: nil
        }
    }

    /// An array's element when `name` is an index (past the first component only).
    private static func element(_ name: String, of value: TemplateValue) -> TemplateValue? {
        guard case .array = value else { return nil }
        return value[name]
    }
}
