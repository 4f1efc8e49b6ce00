/// A dotted name such as `person.name`, or `.` for the current item, split once at parse time.
struct Name: Sendable, Hashable {
    /// Empty for `.` (the implicit iterator).
    let components: [String]

    init(_ text: String) {
        if text == "." {
            components = []
        } else {
            components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// Resolves the name against a context stack (innermost last), following the spec:
    /// the first component is searched from the top of the stack down, the rest only
    /// inside what the first one found. A broken chain resolves to nil.
    func resolve(in stack: [TemplateValue]) -> TemplateValue? {
        guard let first = components.first else { return stack.last }
        // (Indices, not `reversed()` and `dropFirst()`: this runs for every tag of every page.)
        var index = stack.count - 1
        while index >= 0 {
            if case .object(let members) = stack[index], let found = members[first] {
                guard components.count > 1 else { return found }
                var current = found
                for position in 1..<components.count {
                    guard let next = current[components[position]] else { return nil }
                    current = next
                }
                return current
            }
            index -= 1
        }
        return nil
    }
}
