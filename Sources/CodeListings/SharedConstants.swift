/// A string constant one file binds that other files of the app can name: what
/// `ReferenceScanner.exports(in:language:isHeader:)` reads. Real apps keep their identifiers in
/// one file and use them everywhere (`Constants.m` with `NSString *const kShowDetailSegue = @"…";`
/// declared `extern` in `Constants.h`, `#define` in a header, a `Constants.swift` of
/// `static let` members or file-scope `let`s, an `enum Segue: String` of its own).
package struct ExportedConstant: Sendable, Hashable {
    /// How another file names it.
    package enum Form: Sendable, Hashable {
        /// By its bare name: a file-scope constant, a header's `#define`.
        case global
        /// As `Type.name`: a `static let` of `Type`.
        case member(String)
        /// As `Type.name.rawValue`: a case of enum `Type`.
        case rawValue(String)
        /// As `.name` in the code of `Type`: a case of a `String` enum declared inside `Type`.
        case nestedCase(String)
        /// As `Outer.Enum.name` (or with `.rawValue`): a case of SwiftGen's segue enum `Enum`
        /// (`StoryboardSegue.Main.showDetail`), keyed by `Outer.Enum`.
        case segueCase(String)
    }

    package var name: String
    package var form: Form
    /// The literal's value, escapes decoded.
    package var value: String
    /// UTF-8 offsets of the literal's content in its file.
    package var range: Range<Int>
    /// The path of the file that binds it (set by `SharedConstants.add`).
    package var path: String = ""

    package init(name: String, form: Form, value: String, range: Range<Int>) {
        self.name = name
        self.form = form
        self.value = value
        self.range = range
    }
}

/// The constants every file of the app exports, for the reference scanner of the others. Only
/// what is certain is kept: a name (with its form) that two files export is dropped, since which
/// one a file sees depends on its imports and target.
package struct SharedConstants: Sendable {
    private struct Key: Hashable {
        var name: String
        var form: ExportedConstant.Form
    }

    /// `nil` marks a name exported twice.
    private var entries: [Key: ExportedConstant?] = [:]

    package init() {}

    /// Adds the exports of the file at `path`.
    package mutating func add(_ exports: [ExportedConstant], path: String) {
        for var constant in exports {
            constant.path = path
            let key = Key(name: constant.name, form: constant.form)
            entries[key] = entries[key] == nil ? .some(constant) : .some(nil)
        }
    }

    /// The one constant named `name` in `form`, if exactly one file exports it.
    package func lookup(_ name: String, _ form: ExportedConstant.Form) -> ExportedConstant? {
        entries[Key(name: name, form: form)] ?? nil
    }

    package var isEmpty: Bool { entries.isEmpty }
}
