/// String constants: names a listing binds once, and immutably, to a literal, then passes where
/// the scanner reads literals. Real apps name their identifiers this way at least as often as
/// they write them inline (Apple's samples: `static NSString * const AllPhotosSegue = @"showAllPhotos";`,
/// `#define SegueIdentifierFirst @"embedFirst"`, `static let cellIdentifier = "PhotoCell"`,
/// `enum Segue: String { case showDetail = "showDetail" }` used as `Segue.showDetail.rawValue`).
///
/// Only what is certain is followed: the listing binds the name exactly once (any other
/// assignment, `+=`, a second declaration of the same name in another scope, makes it unknown),
/// the value is a whole literal, and the binding cannot change — Swift `let` or an enum case's raw
/// value, Objective-C `#define` or a declaration (`NSString *const X = @"…";`, `static NSString *X
/// = @"…";` that nothing assigns again). A reference made through a constant is reported at the
/// literal (where a fix belongs) and remembers where it was used (`CodeReference.site`).
struct StringConstants {
    /// Name → position of its literal: `let`, Objective-C declarations and `#define`.
    private(set) var values: [String: Int] = [:]
    /// Enum case name → position of its raw value literal (`case showDetail = "showDetail"`), or of
    /// the case's own name when a `String` enum gives it none (`case showDetail`: the raw value is
    /// the name, as Swift says).
    private(set) var rawValues: [String: Int] = [:]
    /// The positions in `rawValues` and `nestedRawValues` that are a case's name, not a literal.
    private var implicitRawValues: Set<Int> = []
    /// "Type.case" → position of the raw value of `case` of a `String` enum declared in the body of
    /// `Type` (or of an extension of it): what `.case` names in `Type`'s own code when passed to a
    /// segue wrapper (`SegueHandlerType`: `performSegue(withIdentifier: .showDetail, sender: nil)`).
    private(set) var nestedRawValues: [String: Int] = [:]
    /// SwiftGen's segue enums (`enum StoryboardSegue { enum Main: String, SegueType { case showDetail } }`):
    /// "StoryboardSegue.Main.showDetail" → position of the case's raw value. The case is written
    /// `StoryboardSegue.Main.showDetail` where it is performed (`perform(segue:)`, which SwiftGen
    /// declares to call `performSegue(withIdentifier: segue.rawValue, sender:)`) and with
    /// `.rawValue` where it is compared. Only enums that conform to `SegueType` are read, so another
    /// app's `perform(segue:)` helper over an enum of its own is not mistaken for SwiftGen's.
    private(set) var segueCases: [String: Int] = [:]
    /// Swift `let NAME = condition ? A : B` (each branch a literal or a constant this scanner
    /// follows), bound once: the branches' token spans, and where the name is bound. Whichever
    /// branch runs is the identifier passed where the name is, so each is checked.
    private var ternaries: [String: (binding: Int, branches: [Range<Int>])] = [:]
    /// Swift: for each position, the innermost type whose body holds it (an index into
    /// `typeNames`, or -1), to tell whose member `Type.name` is. One sweep, so a listing of many
    /// types and uses stays linear.
    private var ownerIndex: [Int32] = []
    private var typeNames: [String] = []
    /// What other files of the app can name (`SharedConstants`): file-scope constants, `static let`
    /// members and enum raw values, each bound once here.
    private(set) var exports: [ExportedConstant] = []
    /// Every name this listing binds or declares (a `let`, `var`, parameter, label, `case`,
    /// Objective-C declaration or parameter): such a name is never looked up in another file.
    /// Collected only when there are other files (a chapter's listing has none).
    private var declaredNames: Set<String> = []
    /// The constants the other files of the app export.
    private(set) var shared = SharedConstants()

    init() {}

    init(_ view: ScanView, isHeader: Bool = false, shared: SharedConstants = SharedConstants(),
         continuesExpression: (Int) -> Bool) {
        self.shared = shared
        var bindings: [String: Int] = [:]
        var candidates: [String: Int] = [:]
        var cases: [String: Int] = [:]
        var ternaryCandidates: [String: (binding: Int, branches: [Range<Int>])] = [:]
        let caseNames = view.language == .swift ? Self.stringEnumCases(view) : [:]
        for (position, found) in caseNames where found.implicit {
            cases[view.text(position), default: 0] += 1
            rawValues[view.text(position)] = position
            implicitRawValues.insert(position)
        }
        for position in 0..<view.count {
            if view.language == .objectiveC, view.is(position, .directive, "#define"), Self.isName(view, position + 1) {
                let name = view.text(position + 1)
                bindings[name, default: 0] += 1
                if view.literal(at: position + 2) != nil, !continuesExpression(position + 3) { candidates[name] = position + 2 }
                continue
            }
            guard view.kind(position) == .punctuation else { continue }
            let compound = view.punct(position, "+=")
            guard compound || view.punct(position, "=") else { continue }
            var name = position - 1
            // `let name: String = "…"`.
            if view.word(name, "String"), view.punct(name - 1, ":") { name -= 2 }
            guard Self.isName(view, name), !view.punct(name - 1, "."), !view.punct(name - 1, "->") else { continue }
            let spelled = view.text(name)
            if view.is(name - 1, .keyword, "case") || caseNames[name] != nil {
                // An enum case's raw value; `case` in a switch has no `=`.
                cases[spelled, default: 0] += 1
                if view.literal(at: position + 1) != nil, !continuesExpression(position + 2) { rawValues[spelled] = position + 1 }
                continue
            }
            bindings[spelled, default: 0] += 1
            if view.language == .swift, !compound, view.word(name - 1, "let"), view.literal(at: position + 1) == nil,
               let branches = Self.ternaryBranches(view, from: position + 1, continuesExpression: continuesExpression) {
                ternaryCandidates[spelled] = (name, branches)
            }
            guard !compound, view.literal(at: position + 1) != nil else { continue }
            let immutable: Bool
            switch view.language {
            case .swift:
                immutable = view.word(name - 1, "let") && !continuesExpression(position + 2)
            case .objectiveC:
                immutable = (view.punct(name - 1, "*") || view.word(name - 1, "const")) && view.punct(position + 2, ";")
            }
            if immutable { candidates[spelled] = position + 1 }
        }
        for (name, literal) in candidates where bindings[name] == 1 && cases[name] == nil { values[name] = literal }
        for (name, found) in ternaryCandidates where bindings[name] == 1 && cases[name] == nil { ternaries[name] = found }
        if !ternaries.isEmpty { dropShadowedTernaries(view) }
        for name in Array(rawValues.keys) where cases[name] != 1 || bindings[name] != nil { rawValues[name] = nil }
        if view.language == .swift, !values.isEmpty || !rawValues.isEmpty || !caseNames.isEmpty { sweepOwners(view) }
        collectNestedCases(view, caseNames, continuesExpression: continuesExpression)
        if !implicitRawValues.isEmpty {
            implicitRawValues.formIntersection(Set(rawValues.values).union(nestedRawValues.values).union(segueCases.values))
        }
        if !shared.isEmpty {
            declaredNames = Self.declaredNames(view)
            declaredNames.formUnion(bindings.keys)
            declaredNames.formUnion(cases.keys)
        }
        if !values.isEmpty || !rawValues.isEmpty || !nestedRawValues.isEmpty || !segueCases.isEmpty {
            collectExports(view, isHeader: isHeader)
        }
    }

    /// Fills `nestedRawValues` from the cases of `String` enums declared inside a type; a case two
    /// such enums of one type declare is left out.
    private mutating func collectNestedCases(_ view: ScanView, _ caseNames: [Int: (implicit: Bool, declaration: Int)],
                                             continuesExpression: (Int) -> Bool) {
        var seen: [String: Int] = [:]
        var segueEnums: [Int: String?] = [:]
        var seenSegueCases: [String: Int] = [:]
        for (position, found) in caseNames {
            if segueEnums[found.declaration] == nil {
                segueEnums[found.declaration] = Self.conformsToSegueType(view, declaration: found.declaration)
                    ? [owner(view, found.declaration), view.text(found.declaration + 1)].compactMap { $0 }.joined(separator: ".") : nil
            }
            if let segueEnum = segueEnums[found.declaration] ?? nil {
                let key = segueEnum + "." + view.text(position)
                seenSegueCases[key, default: 0] += 1
                if found.implicit {
                    segueCases[key] = position
                } else if view.literal(at: position + 2) != nil, !continuesExpression(position + 3) {
                    segueCases[key] = position + 2
                }
            }
            guard let type = owner(view, found.declaration) else { continue }
            let key = type + "." + view.text(position)
            seen[key, default: 0] += 1
            if found.implicit {
                nestedRawValues[key] = position
            } else if view.literal(at: position + 2) != nil, !continuesExpression(position + 3) {
                nestedRawValues[key] = position + 2
            }
        }
        for (key, count) in seen where count > 1 { nestedRawValues[key] = nil }
        for (key, count) in seenSegueCases where count > 1 { segueCases[key] = nil }
    }

    /// Whether the enum declared at `declaration` (its `enum` keyword) lists `SegueType` among
    /// what it conforms to, as SwiftGen's segue enums do (`enum Main: String, SegueType {`).
    private static func conformsToSegueType(_ view: ScanView, declaration: Int) -> Bool {
        var position = declaration + 2
        while position < view.count, position - declaration <= 80, !view.punct(position, "{") {
            if view.word(position, "SegueType") { return true }
            position = view.next(position)
        }
        return false
    }

    /// The branches of `condition ? A : B` when it is the whole value starting at `start`, each a
    /// literal or a name this scanner may follow (`name`, `Type.name`, `Type.case.rawValue`). The
    /// condition is read on the binding's line; a branch may start a line of its own (`? "a"` /
    /// `: "b"`, as formatters wrap). Anything else, a closure or a second statement, is not read.
    private static func ternaryBranches(_ view: ScanView, from start: Int, continuesExpression: (Int) -> Bool) -> [Range<Int>]? {
        var cursor = start
        while cursor < view.count, cursor - start <= 32 {
            if cursor > start, view.punct(cursor, "?"), !view.punct(cursor + 1, "."),
               let then = branch(view, from: cursor + 1), view.punct(then.upperBound, ":"),
               let other = branch(view, from: then.upperBound + 1), !continuesExpression(other.upperBound),
               !view.punct(other.upperBound, "?"), !view.punct(other.upperBound, "??") {
                if lineBreak(view, before: then.lowerBound) || lineBreak(view, before: other.lowerBound)
                    || lineBreak(view, before: other.upperBound - 1) { return nil }
                return [then, other]
            }
            if cursor > start, lineBreak(view, before: cursor) { return nil }
            switch view.kind(cursor) {
            // (A `switch` on the token's text: an array literal here was made and freed per token.)
            case .keyword:
                switch view.text(cursor) {
                case "self", "nil", "true", "false", "is", "as", "try": break
                default: return nil
                }
            case .punctuation:
                switch view.text(cursor) {
                case "{", "}", ";", "=", ":", ",": return nil
                default: break
                }
            case nil:
                return nil
            default:
                break
            }
            cursor = view.next(cursor)
        }
        return nil
    }

    /// A branch of a ternary starting at `first`: a literal, or `name`, `Type.name`,
    /// `Type.case.rawValue` (the span stops at the first token that is not part of it).
    private static func branch(_ view: ScanView, from first: Int) -> Range<Int>? {
        if view.literal(at: first) != nil { return first..<first + 1 }
        guard isName(view, first) else { return nil }
        var end = first + 1
        while end - first < 5, view.punct(end, "."), isName(view, end + 1) || view.word(end + 1, "rawValue") { end += 2 }
        return first..<end
    }

    /// Whether a line ends between the token at `position` and the one before it.
    private static func lineBreak(_ view: ScanView, before position: Int) -> Bool {
        guard position > 0, position < view.count else { return false }
        let tokens = view.listing.tokens
        let gap = tokens[view.significant[position - 1]].range.upperBound..<tokens[view.significant[position]].range.lowerBound
        return view.listing.bytes[gap].contains(UInt8(ascii: "\n"))
    }

    /// Leaves out a ternary binding whose name is also declared without `=` anywhere in the listing:
    /// a closure or function parameter (`{ id in`, `func f(id: String)`, and, to be safe, any
    /// `id:` label), `for id in`, `case let id`. Such a name may stand for another value where it
    /// is used.
    private mutating func dropShadowedTernaries(_ view: ScanView) {
        for position in 0..<view.count where Self.isName(view, position) {
            let name = view.text(position)
            guard let found = ternaries[name], found.binding != position else { continue }
            if view.punct(position + 1, ":") || view.word(position + 1, "in") || view.word(position - 1, "let")
                || view.word(position - 1, "var") || view.word(position - 1, "for") || view.word(position - 1, "case") {
                ternaries[name] = nil
            }
        }
    }

    /// The branches of the ternary a name used at `use` is bound to (`let id = flag ? "a" : "b"`),
    /// when the binding comes before the use in a block that holds it (a `let` is seen from there on).
    func ternary(_ view: ScanView, at use: Int) -> [Range<Int>]? {
        guard Self.isName(view, use), let found = ternaries[view.text(use)], found.binding < use else { return nil }
        var block = found.binding - 1
        while block >= 0, !(view.punct(block, "{") && (view.partner[block] < 0 || view.partner[block] > found.binding)) { block -= 1 }
        guard block < 0 || view.partner[block] < 0 || use < view.partner[block] else { return nil }
        return found.branches
    }

    /// SwiftGen's `StoryboardSegue.Main.showDetail` starting at `first` (five tokens): the
    /// position of the case's raw value in this listing, or the constant another file exports.
    func segueCase(_ view: ScanView, at first: Int) -> (local: Int?, shared: ExportedConstant?) {
        guard Self.isName(view, first), view.punct(first + 1, "."), Self.isName(view, first + 2), view.punct(first + 3, "."),
              Self.isName(view, first + 4) else { return (nil, nil) }
        let enumName = view.text(first) + "." + view.text(first + 2)
        if let local = segueCases[enumName + "." + view.text(first + 4)] { return (local, nil) }
        return (nil, shared.isEmpty ? nil : shared.lookup(view.text(first + 4), .segueCase(enumName)))
    }

    /// Makes `owner` answer in a listing that binds no constant, for `.case` arguments.
    mutating func prepareOwners(_ view: ScanView) {
        if view.language == .swift, ownerIndex.isEmpty, view.count > 0 { sweepOwners(view) }
    }

    /// The bound constants another file can see. Swift: a `let` at file scope that is not
    /// `private`/`fileprivate`, a `static let` member (named `Type.name`), an enum case's raw value
    /// (`Type.case.rawValue`). Objective-C: a `#define` in a header, a file-scope declaration in a
    /// header, a file-scope declaration that is not `static` in an implementation file (the
    /// `NSString *const X = @"…";` a header declares `extern`).
    private mutating func collectExports(_ view: ScanView, isHeader: Bool) {
        var depth = [Int32](repeating: 0, count: view.count)
        var level: Int32 = 0
        for position in 0..<view.count {
            if view.punct(position, "}") { level = max(0, level - 1) }
            depth[position] = level
            if view.punct(position, "{") { level += 1 }
        }
        func export(_ name: String, _ form: ExportedConstant.Form, literal: Int) {
            guard let found = value(view, at: literal) else { return }
            exports.append(ExportedConstant(name: name, form: form, value: found.value, range: found.range))
        }
        for (name, literal) in values {
            let binding = view.language == .objectiveC && view.is(literal - 2, .directive, "#define") ? literal - 1 : Self.bindingName(view, literal: literal)
            switch view.language {
            case .swift:
                let keyword = binding - 1
                let modifiers = Self.modifiers(view, before: keyword)
                guard !modifiers.contains("private"), !modifiers.contains("fileprivate") else { continue }
                if modifiers.contains("static"), let owner = owner(view, binding) {
                    export(name, .member(owner), literal: literal)
                } else if depth[binding] == 0, !modifiers.contains("static") {
                    export(name, .global, literal: literal)
                }
            case .objectiveC:
                if view.is(binding - 1, .directive, "#define") {
                    if isHeader { export(name, .global, literal: literal) }
                    continue
                }
                guard depth[binding] == 0 else { continue }
                var start = binding - 1
                var isStatic = false
                while start >= 0, !view.punct(start, ";"), !view.punct(start, "}"), !view.punct(start, "{"), view.kind(start) != .directive {
                    if view.word(start, "static") { isStatic = true }
                    start -= 1
                }
                if isHeader || !isStatic { export(name, .global, literal: literal) }
            }
        }
        guard view.language == .swift else { return }
        for (name, literal) in rawValues {
            if let owner = owner(view, literal) { export(name, .rawValue(owner), literal: literal) }
        }
        for (key, literal) in nestedRawValues {
            let dot = key.lastIndex(of: ".")!
            export(String(key[key.index(after: dot)...]), .nestedCase(String(key[..<dot])), literal: literal)
        }
        for (key, literal) in segueCases {
            let dot = key.lastIndex(of: ".")!
            export(String(key[key.index(after: dot)...]), .segueCase(String(key[..<dot])), literal: literal)
        }
    }

    /// The string at `position`: a literal's value and content, or (for a `String` enum case with no
    /// raw value written) the case's name, which is its raw value.
    func value(_ view: ScanView, at position: Int) -> (value: String, range: Range<Int>)? {
        if let literal = view.literal(at: position) { return literal }
        guard implicitRawValues.contains(position) else { return nil }
        let range = view.listing.tokens[view.significant[position]].range
        let name = view.text(position)
        // `case `default``: the raw value is the name without the backticks.
        guard name.hasPrefix("`"), name.hasSuffix("`"), name.count > 2 else { return (name, range) }
        return (String(name.dropFirst().dropLast()), range.lowerBound + 1..<range.upperBound - 1)
    }

    /// The case names declared in the bodies of enums whose raw type is `String` (`enum Segue:
    /// String, CaseIterable { case showDetail, addItem = "add" }`), each with whether its raw value
    /// is implicit (no `= "…"`) and the position of its enum's `enum` keyword. Nested types and members' bodies are skipped whole.
    private static func stringEnumCases(_ view: ScanView) -> [Int: (implicit: Bool, declaration: Int)] {
        var found: [Int: (implicit: Bool, declaration: Int)] = [:]
        for position in 0..<view.count where view.is(position, .keyword, "enum") && isName(view, position + 1)
            && view.punct(position + 2, ":") && view.word(position + 3, "String") {
            var open = position + 4
            while open < view.count, open - position <= 80, !view.punct(open, "{"), !view.punct(open, "}") { open = view.next(open) }
            guard view.punct(open, "{") else { continue }
            let end = view.innerEnd[open]
            var member = open + 1
            while member < end {
                if view.is(member, .keyword, "case") {
                    var name = member + 1
                    while isName(view, name), !view.punct(name + 1, "(") {
                        var after = name + 1
                        if view.punct(after, "=") {
                            found[name] = (false, position)
                            after = view.next(after + 1)
                        } else {
                            found[name] = (true, position)
                        }
                        guard view.punct(after, ",") else { break }
                        name = after + 1
                    }
                }
                member = view.next(member)
            }
        }
        return found
    }

    /// The name bound by `NAME = <literal>` or `NAME: String = <literal>`.
    private static func bindingName(_ view: ScanView, literal: Int) -> Int {
        var name = literal - 2
        if view.word(name, "String"), view.punct(name - 1, ":") { name -= 2 }
        return name
    }

    /// The declaration modifiers before the Swift keyword at `keyword` (`public static let`).
    private static func modifiers(_ view: ScanView, before keyword: Int) -> Set<String> {
        var modifiers: Set<String> = []
        var position = keyword - 1
        while position >= 0, view.kind(position) == .keyword || view.kind(position) == .identifier,
              ["static", "private", "fileprivate", "public", "internal", "open", "final", "nonisolated"].contains(view.text(position)) {
            modifiers.insert(view.text(position))
            position -= 1
        }
        return modifiers
    }

    /// Names this listing declares otherwise than by `=`: after `let`, `var`, `func`, `case`, `in`
    /// closures aside, before `:` (parameters and labels), and Objective-C parameters and
    /// declarations (`(NSString *)name`, `NSString *name`).
    private static func declaredNames(_ view: ScanView) -> Set<String> {
        var names: Set<String> = []
        for position in 0..<view.count where isName(view, position) {
            let before = position - 1
            switch view.language {
            case .swift:
                if view.word(before, "let") || view.word(before, "var") || view.word(before, "func") || view.word(before, "case")
                    || view.punct(position + 1, ":") || (view.punct(before, "(") && view.word(position + 1, "in")) || view.punct(before, ",") && view.word(position + 1, "in") {
                    names.insert(view.text(position))
                }
            case .objectiveC:
                if view.punct(before, "*") || view.punct(before, ")") && !view.punct(position + 1, ":") && !view.punct(position + 1, "]") {
                    names.insert(view.text(position))
                }
            }
        }
        return names
    }

    /// Fills `ownerIndex`: type bodies are nested or disjoint, so a stack of open bodies, walked
    /// once with the positions in order, gives each position its innermost type.
    private mutating func sweepOwners(_ view: ScanView) {
        var outline = CodeOutline()
        outline.scanSwift(view)
        let bodies = outline.types.enumerated().sorted { ($0.element.body.lowerBound, -$0.element.body.count) < ($1.element.body.lowerBound, -$1.element.body.count) }
        typeNames = outline.types.map(\.name)
        ownerIndex = [Int32](repeating: -1, count: view.count)
        var open: [(index: Int, end: Int)] = []
        var next = 0
        for position in 0..<view.count {
            let offset = outline.offset(view, position)
            while let top = open.last, top.end <= offset { open.removeLast() }
            while next < bodies.count, bodies[next].element.body.lowerBound <= offset {
                let body = bodies[next].element.body
                if body.upperBound > offset { open.append((bodies[next].offset, body.upperBound)) }
                next += 1
            }
            ownerIndex[position] = open.last.map { Int32($0.index) } ?? -1
        }
    }

    /// The type whose body holds the token at `position` (Swift).
    private func owner(_ view: ScanView, _ position: Int) -> String? {
        guard ownerIndex.indices.contains(position), ownerIndex[position] >= 0 else { return nil }
        return typeNames[Int(ownerIndex[position])]
    }

    /// `Type.name` names the member of `Type`: the binding must be in `Type`'s body (`Self` is the
    /// type the use is in). Another type's `reuseIdentifier` in the same file is another value.
    private func isMember(_ view: ScanView, binding: Int, of type: Int) -> Bool {
        guard let owner = owner(view, binding) else { return false }
        let named = view.word(type, "Self") ? self.owner(view, type) : view.text(type)
        return owner == named
    }

    /// The literal the argument spanning `first..<end` stands for: `name`, `Type.name`,
    /// `Type.name.rawValue`, `.name.rawValue`, or `.name` (a case of a `String` enum declared in
    /// the type whose code this is).
    func literal(_ view: ScanView, from first: Int, to end: Int) -> Int? {
        let swift = view.language == .swift
        switch end - first {
        case 1 where Self.isName(view, first):
            return values[view.text(first)]
        case 2 where swift && view.punct(first, ".") && Self.isName(view, first + 1):
            return owner(view, first).flatMap { nestedRawValues[$0 + "." + view.text(first + 1)] }
        case 3 where swift && (Self.isName(view, first) || view.kind(first) == .keyword) && view.punct(first + 1, ".") && Self.isName(view, first + 2):
            return values[view.text(first + 2)].flatMap { isMember(view, binding: $0, of: first) ? $0 : nil }
        case 4 where swift && view.punct(first, ".") && Self.isName(view, first + 1) && view.punct(first + 2, ".") && view.word(first + 3, "rawValue"):
            return rawValues[view.text(first + 1)]
        case 5 where swift && Self.isName(view, first) && view.punct(first + 1, ".") && Self.isName(view, first + 2)
            && view.punct(first + 3, ".") && view.word(first + 4, "rawValue"):
            return rawValues[view.text(first + 2)].flatMap { isMember(view, binding: $0, of: first) ? $0 : nil }
        case 7 where swift && view.word(first + 6, "rawValue"):
            return segueCase(view, at: first).local
        default:
            return nil
        }
    }

    /// The constant of another file that the argument spanning `first..<end` names, when this
    /// listing declares no such name itself: `name` (a file-scope constant), `Type.name` (a
    /// `static let`), `Type.case.rawValue` (an enum raw value). `nil` when none, or when two files
    /// export it.
    func sharedLiteral(_ view: ScanView, from first: Int, to end: Int) -> ExportedConstant? {
        guard !shared.isEmpty else { return nil }
        let swift = view.language == .swift
        switch end - first {
        case 1 where Self.isName(view, first) && !declaredNames.contains(view.text(first)):
            return shared.lookup(view.text(first), .global)
        case 2 where swift && view.punct(first, ".") && Self.isName(view, first + 1):
            return owner(view, first).flatMap { shared.lookup(view.text(first + 1), .nestedCase($0)) }
        case 3 where swift && Self.isName(view, first) && view.punct(first + 1, ".") && Self.isName(view, first + 2)
            && !declaredNames.contains(view.text(first + 2)):
            return shared.lookup(view.text(first + 2), .member(view.text(first)))
        case 5 where swift && Self.isName(view, first) && view.punct(first + 1, ".") && Self.isName(view, first + 2)
            && view.punct(first + 3, ".") && view.word(first + 4, "rawValue") && !declaredNames.contains(view.text(first + 2)):
            return shared.lookup(view.text(first + 2), .rawValue(view.text(first)))
        case 7 where swift && view.punct(first + 5, ".") && view.word(first + 6, "rawValue"):
            return segueCase(view, at: first).shared
        default:
            return nil
        }
    }

    /// A name as the lexers class it: an identifier, or a type name (capitalised: `AllPhotosSegue`).
    static func isName(_ view: ScanView, _ position: Int) -> Bool {
        view.kind(position) == .identifier || view.kind(position) == .typeName
    }
}
