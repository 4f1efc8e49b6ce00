/// `serve`'s search index, kept between rebuilds so that an edit costs what it changes: each
/// group's entries (a chapter or a storyboard page) with their terms and scores, by a key of
/// what they are made from; the merged postings of every term; the text of every term's part.
///
/// A rebuild where only some groups changed, each keeping its number of entries, updates the
/// postings of their terms in place and renders only the term files and entry files those
/// touch (and `meta.js`). Anything else (entries added or removed, a small index in one file) is
/// merged again from the groups, reading only the groups that changed. The files are the ones
/// `SearchIndexBuilder` writes for the same entries, byte for byte (tests compare them).
final class SearchIndexState: @unchecked Sendable {
    /// One group's entries: their records and, per entry, its terms and scores.
    struct Group: Sendable {
        var key: Int
        var records: [String]
        var terms: [[(String, Int)]]
    }

    private var groups: [Group] = []
    private var offsets: [Int] = []
    private var postings: [String: [UInt64]] = [:]
    private var parts: [String: String] = [:]
    private var shardTerms: [String: Set<String>] = [:]
    private var records: [String] = []
    private var entryFileBytes: [Int] = []
    private var single = true
    /// Every file of the index as last rendered.
    private(set) var paths: Set<String> = []
    /// Whether the last update added or removed a file of the index.
    private(set) var pathsChanged = true

    /// The files to write after this build (those that may have changed), given each group's key
    /// and how to make its entries.
    func update(keys: [Int], builder: SearchIndexBuilder,
                documents: @Sendable @escaping (Int) -> [SearchDocument]) -> [SearchIndexBuilder.File] {
        let changed = keys.indices.filter { $0 >= groups.count || groups[$0].key != keys[$0] }
        if !single, keys.count == groups.count, changed.count * 4 <= max(keys.count, 4) {
            let fresh = ParallelMap.map(changed) { Self.group(keys[$0], documents($0), builder: builder) }
            if zip(changed, fresh).allSatisfy({ groups[$0].records.count == $1.records.count }),
               let files = patch(Array(zip(changed, fresh)), builder: builder) {
                return files
            }
        }
        return rebuild(keys: keys, builder: builder, documents: documents)
    }

    static func group(_ key: Int, _ documents: [SearchDocument], builder: SearchIndexBuilder) -> Group {
        Group(key: key, records: documents.map(builder.record), terms: documents.map(SearchIndexBuilder.scores))
    }

    /// Everything merged again (groups whose key did not change are reused).
    private func rebuild(keys: [Int], builder: SearchIndexBuilder,
                         documents: @Sendable @escaping (Int) -> [SearchDocument]) -> [SearchIndexBuilder.File] {
        var known: [Int: Group] = [:]
        for group in groups { known[group.key] = group }
        let reused = keys.map { known[$0] }
        let missing = keys.indices.filter { reused[$0] == nil }
        let made = ParallelMap.map(missing) { Self.group(keys[$0], documents($0), builder: builder) }
        var all = reused
        for (position, group) in zip(missing, made) { all[position] = group }
        groups = all.map { $0! }
        offsets = []
        postings = [:]
        records = []
        for group in groups {
            offsets.append(records.count)
            for (local, terms) in group.terms.enumerated() {
                let entry = records.count + local
                for (term, score) in terms { postings[term, default: []].append(SearchIndexBuilder.pack(entry: entry, score: score)) }
            }
            records += group.records
        }
        parts = [:]
        shardTerms = [:]
        for (term, list) in postings {
            parts[term] = builder.termPart(term, list)
            shardTerms[SearchIndexBuilder.shardKey(term), default: []].insert(term)
        }
        let entryCalls = stride(from: 0, to: records.count, by: builder.entriesPerFile).map { start in
            SearchIndexBuilder.entriesCall(file: start / builder.entriesPerFile,
                                           records: Array(records[start..<min(records.count, start + builder.entriesPerFile)]))
        }
        entryFileBytes = entryCalls.map(\.utf8.count)
        let keys = shardTerms.keys.sorted()
        let termCalls = keys.map { termsCall($0) }
        let entryBytes = entryFileBytes.reduce(0, +)
        // As SearchIndexBuilder decides: split once the entries alone reach the limit.
        single = entryBytes < builder.singleFileLimit
            && termCalls.reduce(0, { $0 + $1.utf8.count }) + entryBytes < builder.singleFileLimit
        var files: [SearchIndexBuilder.File] = []
        let meta = builder.metaText(entries: records.count, single: single, keys: keys)
        if single {
            files.append(.init(path: "search/meta.js", text: meta + termCalls.joined() + entryCalls.joined()))
        } else {
            for (number, text) in entryCalls.enumerated() { files.append(.init(path: "search/d-\(number).js", text: text)) }
            files.append(.init(path: "search/meta.js", text: meta))
            for (key, text) in zip(keys, termCalls) {
                files.append(.init(path: "search/t-\(SearchIndexBuilder.hex(key)).js", text: text))
            }
        }
        let rendered = Set(files.map(\.path))
        pathsChanged = rendered != paths
        paths = rendered
        return files
    }

    /// The changed groups' postings replaced in place (each keeps its number of entries); the
    /// files they touch rendered again. Nil when the index would no longer be split.
    private func patch(_ changes: [(Int, Group)], builder: SearchIndexBuilder) -> [SearchIndexBuilder.File]? {
        var touchedTerms = Set<String>()
        var touchedFiles = Set<Int>()
        // In place: copies of the arrays would cost as much as the book.
        for (position, group) in changes {
            let offset = offsets[position]
            // Only the postings that differ: a prose edit changes few of an entry's terms.
            for (local, (old, new)) in zip(groups[position].terms, group.terms).enumerated() {
                var before: [String: Int] = [:]
                for (term, score) in old { before[term] = score }
                for (term, score) in new {
                    if let previous = before.removeValue(forKey: term) {
                        if previous == score { continue }
                        Self.remove(SearchIndexBuilder.pack(entry: offset + local, score: previous), from: &postings[term, default: []])
                    }
                    touchedTerms.insert(term)
                    Self.insert(SearchIndexBuilder.pack(entry: offset + local, score: score), into: &postings[term, default: []])
                }
                for (term, score) in before {
                    touchedTerms.insert(term)
                    Self.remove(SearchIndexBuilder.pack(entry: offset + local, score: score), from: &postings[term, default: []])
                }
            }
            for (local, record) in group.records.enumerated() {
                records[offset + local] = record
                touchedFiles.insert((offset + local) / builder.entriesPerFile)
            }
            groups[position] = group
        }
        pathsChanged = false
        var touchedShards = Set<String>()
        for term in touchedTerms {
            let key = SearchIndexBuilder.shardKey(term)
            touchedShards.insert(key)
            if let list = postings[term], !list.isEmpty {
                parts[term] = builder.termPart(term, list)
                shardTerms[key, default: []].insert(term)
            } else {
                postings[term] = nil
                parts[term] = nil
                shardTerms[key]?.remove(term)
                if shardTerms[key]?.isEmpty == true { shardTerms[key] = nil }
            }
        }
        var files: [SearchIndexBuilder.File] = []
        for number in touchedFiles.sorted() {
            let start = number * builder.entriesPerFile
            let text = SearchIndexBuilder.entriesCall(
                file: number, records: Array(records[start..<min(records.count, start + builder.entriesPerFile)]))
            entryFileBytes[number] = text.utf8.count
            files.append(.init(path: "search/d-\(number).js", text: text))
        }
        guard entryFileBytes.reduce(0, +) >= builder.singleFileLimit else { return nil }
        let keys = shardTerms.keys.sorted()
        files.append(.init(path: "search/meta.js", text: builder.metaText(entries: records.count, single: false, keys: keys)))
        for key in touchedShards.sorted() {
            let path = "search/t-\(SearchIndexBuilder.hex(key)).js"
            if shardTerms[key] != nil {
                files.append(.init(path: path, text: termsCall(key)))
                if paths.insert(path).inserted { pathsChanged = true }
            } else if paths.remove(path) != nil {
                pathsChanged = true
            }
        }
        return files
    }

    private func termsCall(_ key: String) -> String {
        SearchIndexBuilder.termsCall(key: key, parts: (shardTerms[key] ?? []).sorted().map { parts[$0] ?? "" })
    }

    /// Postings are packed `entry << 20 | score`, kept sorted.
    static func remove(_ value: UInt64, from list: inout [UInt64]) {
        let at = lowerBound(value, in: list)
        if at < list.count, list[at] == value { list.remove(at: at) }
    }

    static func insert(_ value: UInt64, into list: inout [UInt64]) {
        list.insert(value, at: lowerBound(value, in: list))
    }

    static func lowerBound(_ value: UInt64, in list: [UInt64]) -> Int {
        var low = 0
        var high = list.count
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
