/// Finds the candidate nearest to a misspelled name, for "did you mean" suggestions.
package enum NearMiss {
    /// The closest candidate within a small edit distance, or nil.
    ///
    /// Case differences count as half an edit, so `newcolor` suggests `NewColor`.
    /// The cut-off grows with the length of the word: 1 edit up to 4 characters,
    /// then one more per 4 characters, at most 4.
    package static func best(for word: String, among candidates: some Sequence<String>) -> String? {
        let length = word.count
        let limit = min(4, max(1, length / 4 + (length > 4 ? 1 : 0)))
        let folded = Folded(word)
        var best: (name: String, score: Double)?
        for candidate in candidates where candidate != word {
            if abs(candidate.count - length) > limit { continue }
            guard let score = distance(folded, Folded(candidate), limit: Double(limit)) else { continue }
            if best == nil || score < best!.score || (score == best!.score && candidate < best!.name) {
                best = (candidate, score)
            }
        }
        return best?.name
    }

    /// Damerau-style edit distance (with adjacent transposition); a change of case costs 0.5.
    package static func distance(_ a: String, _ b: String) -> Double {
        distance(Folded(a), Folded(b), limit: .infinity) ?? .infinity
    }

    /// A word as characters and their lower-case forms, computed once per word (not per cell
    /// of the table: that allocation made 2,000 misspellings against 2,000 names take a minute).
    struct Folded {
        let characters: [Character]
        let lower: [String]
        init(_ text: String) {
            characters = Array(text)
            lower = characters.map { $0.lowercased() }
        }
    }

    /// The distance, or nil as soon as every cell of a row is past `limit` (it can only grow).
    static func distance(_ a: Folded, _ b: Folded, limit: Double) -> Double? {
        let x = a.characters, y = b.characters
        if x.isEmpty { return Double(y.count) <= limit ? Double(y.count) : nil }
        if y.isEmpty { return Double(x.count) <= limit ? Double(x.count) : nil }
        var previous2 = [Double](repeating: 0, count: y.count + 1)
        var previous = (0...y.count).map(Double.init)
        var current = [Double](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = Double(i)
            var rowMinimum = current[0]
            for j in 1...y.count {
                let substitution: Double
                if x[i - 1] == y[j - 1] {
                    substitution = 0
                } else if a.lower[i - 1] == b.lower[j - 1] {
                    substitution = 0.5
                } else {
                    substitution = 1
                }
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            swap(&previous2, &previous)
            swap(&previous, &current)
        }
        let result = previous[y.count]
        return result <= limit ? result : nil
    }
}

extension NearMiss {
    /// How many candidate comparisons "did you mean" may still spend in one pass. Each
    /// suggestion compares a name with every candidate, so thousands of misspellings against
    /// thousands of names would be quadratic; past the budget the errors stay, without
    /// suggestions. Deterministic: it depends only on the input, in order.
    package struct Budget: Sendable {
        package private(set) var remaining: Int

        package init(comparisons: Int = 500_000) { remaining = comparisons }

        /// Whether `count` more comparisons fit; spends them when they do.
        package mutating func take(_ count: Int) -> Bool {
            guard count <= remaining else {
                remaining = 0
                return false
            }
            remaining -= count
            return true
        }
    }
}
