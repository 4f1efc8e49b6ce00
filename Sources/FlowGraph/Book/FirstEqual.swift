import SourceModel

/// For each of a chapter's references, the index of the first one equal to it.
///
/// References are found by where they stand (line, column, length): hashing three integers, not
/// the names, the file's path and the kinds' raw strings. Two different references at one place
/// (never in a chapter, whose references each stand where they are written) make it compare
/// whole references instead.
struct FirstEqual {
    private var first: [Int]

    init(_ references: [FlowReference]) {
        first = Array(references.indices)
        var byPlace: [Place: Int] = [:]
        byPlace.reserveCapacity(references.count)
        for (index, reference) in references.enumerated() {
            let place = Place(reference)
            guard let earlier = byPlace[place] else {
                byPlace[place] = index
                continue
            }
            guard references[earlier] == reference else {
                first = Self.byWholeReference(references)
                return
            }
            first[index] = earlier
        }
    }

    subscript(index: Int) -> Int { first[index] }

    private static func byWholeReference(_ references: [FlowReference]) -> [Int] {
        var seen: [FlowReference: Int] = [:]
        return references.enumerated().map { index, reference in
            if let earlier = seen[reference] { return earlier }
            seen[reference] = index
            return index
        }
    }

    private struct Place: Hashable {
        var line: Int
        var column: Int
        var length: Int

        init(_ reference: FlowReference) {
            line = reference.location.line
            column = reference.location.column
            length = reference.length
        }
    }
}
