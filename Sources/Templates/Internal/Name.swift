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
        var found: TemplateValue?
        for context in stack.reversed() {
            if case .object(let members) = context, let value = members[first] {
                found = value
                break
            }
        }
        guard var current = found else { return nil }
        for component in components.dropFirst() {
            guard let next = current[component] else { return nil }
            current = next
        }
        return current
    }
}
