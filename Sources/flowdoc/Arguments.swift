import SourceModel

/// A mistake in how flowdoc was called (exit code 2).
struct UsageError: Error {
    var message: String
}

/// A small argument reader: positionals, `--flag`, `--key value` and `--key=value`, `-o DIR`.
/// Unknown options are errors with a "did you mean" from the options the command knows.
struct Arguments {
    private var items: [String]

    init(_ items: [String]) { self.items = items }

    /// The next argument that is not an option, removed.
    mutating func nextPositional() -> String? {
        guard let index = items.firstIndex(where: { !$0.hasPrefix("-") || $0 == "-" }) else { return nil }
        return items.remove(at: index)
    }

    /// Whether `--name` (or an alias) is present, removed.
    mutating func flag(_ names: String...) -> Bool {
        var found = false
        items.removeAll { item in
            if names.contains(item) { found = true; return true }
            return false
        }
        return found
    }

    /// Every value of `--name VALUE` / `--name=VALUE`, removed.
    mutating func values(_ names: String...) throws -> [String] {
        var result: [String] = []
        var index = 0
        while index < items.count {
            let item = items[index]
            if let name = names.first(where: { item.hasPrefix($0 + "=") }) {
                result.append(String(item.dropFirst(name.count + 1)))
                items.remove(at: index)
            } else if names.contains(item) {
                guard index + 1 < items.count else { throw UsageError(message: "\(item) needs a value") }
                result.append(items[index + 1])
                items.removeSubrange(index...(index + 1))
            } else {
                index += 1
            }
        }
        return result
    }

    /// The last value of an option, removed.
    mutating func value(_ names: String...) throws -> String? {
        var result: [String] = []
        for name in names { result += try values(name) }
        return result.last
    }

    /// Fails on anything left over, suggesting the nearest known option.
    func finish(known: [String]) throws {
        guard let first = items.first else { return }
        if first.hasPrefix("-") {
            let name = String(first.split(separator: "=").first ?? "")
            var message = "unknown option '\(name)'"
            if let near = Self.nearest(name, among: known) { message += "; did you mean '\(near)'?" }
            throw UsageError(message: message)
        }
        throw UsageError(message: "unexpected argument '\(first)'")
    }

    static func nearest(_ word: String, among candidates: [String]) -> String? {
        NearMiss.best(for: word, among: candidates)
    }
}
