import CodeListings
import FlowGraph
import Foundation
import SourceModel

/// Checks an app's Swift and Objective-C sources against storyboards: every segue identifier,
/// storyboard ID, reuse identifier and storyboard name that the code passes to UIKit (found by
/// `ReferenceScanner`) must be declared by one of the storyboards.
///
/// Rule `code.unknown-identifier` (error), at the literal, with a "did you mean" fix-it when a
/// declared name is near. Reuse identifiers registered in code (`register(_:forCellReuseIdentifier:)`
/// and the Objective-C and collection-view forms, in any of the files) count as declared, since
/// such cells never appear in a storyboard. Pure: texts in, diagnostics out.
package enum SourceCodeChecker {
    package static let rule = "code.unknown-identifier"

    /// What the storyboards declare, by kind.
    package struct Catalog: Sendable {
        package var segues: Set<String> = []
        package var storyboardIDs: Set<String> = []
        package var reuseIdentifiers: Set<String> = []
        package var storyboardNames: Set<String> = []
        /// Names of the storyboards, for messages.
        package var described: [String] = []
        /// The storyboards themselves, for the checks that follow the code (`CodeStructureChecker`).
        package var storyboards: [Storyboard] = []
        /// Per storyboard (by index in `storyboards`): its unwinds that leave the file
        /// (`ImportedStoryboard.outboundUnwinds`), whose actions must still be implemented somewhere.
        package var outboundUnwinds: [Int: [Unwind]] = [:]
        /// Per storyboard (by index in `storyboards`): its segues whose destination a method of the
        /// source makes (`ImportedStoryboard.segueActions`).
        package var segueActions: [Int: [SegueAction]] = [:]
        /// Storyboard name or file name -> index in `storyboards`.
        private var byName: [String: Int] = [:]
        /// How many of `storyboards` (the first ones) were given to be checked; the rest are the
        /// app's other storyboards found among the sources, which only declare names.
        package private(set) var checkedCount = 0

        /// Adds a storyboard of the app that was not given to be checked (found among the sources):
        /// what it declares exists at run time, so code naming it is not reported.
        mutating func addBundled(_ board: Storyboard, fileName: String) {
            segues.formUnion(board.segues.compactMap(\.identifier))
            segues.formUnion(board.unwinds.compactMap(\.identifier))
            for scene in board.scenes {
                if let id = scene.storyboardID { storyboardIDs.insert(id) }
                if case .prototypes(let identifiers) = scene.cells { reuseIdentifiers.formUnion(identifiers) }
            }
            storyboardNames.insert(fileName)
            storyboards.append(board)
            if byName[fileName] == nil { byName[fileName] = storyboards.count - 1 }
        }

        /// The storyboard `UIStoryboard(name:)` would load for `name`.
        package func storyboard(named name: String) -> Storyboard? { byName[name].map { storyboards[$0] } }

        /// The identifiers of imported storyboards, the identifiers of their unwinds that leave the
        /// file included (`ImportedStoryboard.outboundUnwinds`: the chapter lists them as comments,
        /// but `performSegue(withIdentifier:)` performs them all the same).
        package init(imported: [ImportedStoryboard], fileNames: [String] = []) {
            self.init(storyboards: imported.map(\.storyboard), fileNames: fileNames)
            for (index, board) in imported.enumerated() where !board.outboundUnwinds.isEmpty {
                segues.formUnion(board.outboundUnwinds.compactMap(\.identifier))
                outboundUnwinds[index] = board.outboundUnwinds
            }
            for (index, board) in imported.enumerated() where !board.segueActions.isEmpty {
                segueActions[index] = board.segueActions
            }
        }

        /// The identifiers of `storyboards`; `fileNames` are the names `UIStoryboard(name:)` accepts
        /// besides the storyboards' own names (the real files' names without extension).
        package init(storyboards: [Storyboard], fileNames: [String] = []) {
            for board in storyboards {
                segues.formUnion(board.segues.compactMap(\.identifier))
                segues.formUnion(board.unwinds.compactMap(\.identifier))
                for scene in board.scenes {
                    if let id = scene.storyboardID { storyboardIDs.insert(id) }
                    if case .prototypes(let identifiers) = scene.cells { reuseIdentifiers.formUnion(identifiers) }
                }
                storyboardNames.insert(board.name)
            }
            storyboardNames.formUnion(fileNames)
            described = Set(storyboards.map(\.name)).sorted()
            self.storyboards = storyboards
            checkedCount = storyboards.count
            for (index, board) in storyboards.enumerated() where byName[board.name] == nil { byName[board.name] = index }
            for (index, name) in fileNames.enumerated() where index < storyboards.count { byName[name] = index }
        }

        func declared(_ kind: CodeReference.Kind) -> Set<String> {
            switch kind {
            case .segue: segues
            case .storyboardID: storyboardIDs
            case .reuseIdentifier: reuseIdentifiers
            case .storyboardName: storyboardNames
            }
        }
    }

    /// Whether `path` is a storyboard file (`.storyboard`).
    package static func isStoryboard(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".storyboard")
    }

    /// The file name of a storyboard path without folder and extension: `Base.lproj/Main.storyboard` -> `Main`.
    static func storyboardFileName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return String(last.dropLast(".storyboard".count))
    }

    /// The language a file is scanned as, from its extension: `.swift`, or `.m`, `.mm`, `.h`.
    package static func language(forPath path: String) -> ListingLanguage? {
        let lower = path.lowercased()
        if lower.hasSuffix(".swift") { return .swift }
        if lower.hasSuffix(".m") || lower.hasSuffix(".mm") || lower.hasSuffix(".h") { return .objectiveC }
        return nil
    }

    /// Diagnostics for every reference in `files` that `catalog` does not declare, sorted.
    package static func check(_ files: [SourceFile], against catalog: Catalog) -> [Diagnostic] {
        var catalog = catalog
        // The app's other storyboards: `UIStoryboard(name:)` finds them, segues and IDs in them exist.
        for file in files where isStoryboard(file.path) {
            let fileName = storyboardFileName(file.path)
            guard catalog.storyboard(named: fileName) == nil, !catalog.storyboardNames.contains(fileName),
                  let imported = try? StoryboardImporter.importData(Data(file.text.utf8), path: file.path,
                                                                    name: StoryboardImporter.defaultName(for: file.path))
            else { continue }
            catalog.addBundled(imported.storyboard, fileName: fileName)
            catalog.segues.formUnion(imported.outboundUnwinds.compactMap(\.identifier))
        }
        var scanned: [CodeStructureChecker.Scanned] = []
        // A cell registered with an identifier the scanner cannot read (`MyCell.identifier`,
        // `String(describing: MyCell.self)`) may be the one dequeued: reuse identifiers are then uncertain.
        var registersUnknownCells = false
        // The constants each file binds for the others (`Constants.m`, a header's `#define`s, a
        // `Constants.swift`), followed where another file names them.
        var shared = SharedConstants()
        var byPath: [String: SourceFile] = [:]
        for file in files {
            guard let language = language(forPath: file.path) else { continue }
            byPath[file.path] = file
            shared.add(ReferenceScanner.exports(in: file.text, language: language, isHeader: file.path.lowercased().hasSuffix(".h")),
                       path: file.path)
        }
        for file in files {
            guard let language = language(forPath: file.path) else { continue }
            if RegisteredCells.hasComputedIdentifiers(in: file.text, language: language) { registersUnknownCells = true }
            scanned.append(CodeStructureChecker.Scanned(
                file: file, references: ReferenceScanner.references(in: file.text, language: language, shared: shared),
                outline: CodeOutline.scan(file.text, language: language)))
            catalog.reuseIdentifiers.formUnion(RegisteredCells.identifiers(in: file.text, language: language))
        }
        keepSurestUse(&scanned)
        var (diagnostics, handled) = CodeStructureChecker.check(scanned, catalog: catalog, files: byPath)
        for item in scanned {
            // `dequeueReusableCell(withIdentifier:)` without `for:` returns nil for an unknown
            // identifier (the code then makes its own cell): nothing certain to report.
            for reference in item.references where reference.use != .optional && !catalog.declared(reference.kind).contains(reference.value) {
                let file = literalFile(reference, in: item.file, files: byPath)
                guard !handled.contains(file.location(utf8Offset: reference.range.lowerBound)) else { continue }
                if reference.kind == .reuseIdentifier, registersUnknownCells { continue }
                // Instantiated from a storyboard that is neither checked nor among the sources: unknown.
                if reference.kind == .storyboardID, let name = reference.storyboard, catalog.storyboard(named: name) == nil { continue }
                var found = diagnostic(reference, in: file, catalog: catalog)
                found.notes += useNote(reference, in: item.file)
                diagnostics.append(found)
            }
        }
        return diagnostics.sorted()
    }

    /// The file holding a reference's literal: the scanned file, or the one whose constant it names.
    static func literalFile(_ reference: CodeReference, in file: SourceFile, files: [String: SourceFile]) -> SourceFile {
        reference.path.flatMap { files[$0] } ?? file
    }

    /// For a literal reached through another file's constant: a note at the use, in the file that
    /// hands it to UIKit (the diagnostic itself is at the literal, where the fix goes).
    static func useNote(_ reference: CodeReference, in file: SourceFile) -> [Diagnostic.Note] {
        guard reference.path != nil, let site = reference.site else { return [] }
        return [Diagnostic.Note("used here, through a constant of '\(reference.path ?? "")'", at: file.location(utf8Offset: site))]
    }

    /// A literal that several files reach through one constant is reported once, for the use
    /// whose failure is the surest (a perform raises, a comparison never does), as within a file.
    private static func keepSurestUse(_ scanned: inout [CodeStructureChecker.Scanned]) {
        struct Key: Hashable { var path: String, offset: Int, kind: CodeReference.Kind }
        func key(_ reference: CodeReference, _ item: CodeStructureChecker.Scanned) -> Key {
            Key(path: reference.path ?? item.file.path, offset: reference.range.lowerBound, kind: reference.kind)
        }
        var best: [Key: Int] = [:]
        for item in scanned {
            for reference in item.references where reference.path != nil {
                best[key(reference, item), default: -1] = max(best[key(reference, item), default: -1], reference.use.surety)
            }
        }
        guard !best.isEmpty else { return }
        var kept: Set<Key> = []
        for index in scanned.indices {
            let item = scanned[index]
            scanned[index].references = item.references.filter { reference in
                let key = key(reference, item)
                guard let strength = best[key] else { return true }
                guard reference.use.surety == strength, !kept.contains(key) else { return false }
                kept.insert(key)
                return true
            }
        }
    }

    static func diagnostic(_ reference: CodeReference, in file: SourceFile, catalog: Catalog) -> Diagnostic {
        let location = file.location(utf8Offset: reference.range.lowerBound)
        let utf8 = Array(file.text.utf8)
        let upper = min(reference.range.upperBound, utf8.count), lower = min(reference.range.lowerBound, upper)
        let length = max(1, String(decoding: utf8[lower..<upper], as: UTF8.self).unicodeScalars.count)
        var fixIts: [Diagnostic.FixIt] = []
        if let near = NearMiss.best(for: reference.value, among: catalog.declared(reference.kind).sorted()) {
            fixIts.append(Diagnostic.FixIt("did you mean '\(near)'?", replacement: near, at: location, length: length))
        }
        return .report(rule, message(reference, catalog: catalog), at: location, length: length,
                      notes: [Diagnostic.Note(runtimeFailure(reference))], fixIts: fixIts)
    }

    static func message(_ reference: CodeReference, catalog: Catalog) -> String {
        let place: String
        switch catalog.described.count {
        case 0: place = "in any storyboard (none was given)"
        case 1: place = "in storyboard '\(catalog.described[0])'"
        case 2...4: place = "in storyboards " + catalog.described.map { "'\($0)'" }.joined(separator: ", ")
        default: place = "in any of the \(catalog.described.count) storyboards"
        }
        let name = reference.value
        switch reference.kind {
        case .segue: return "no segue with identifier '\(name)' \(place)"
        case .storyboardID: return "no scene with storyboard ID '\(name)' \(place)"
        case .reuseIdentifier: return "no prototype cell with reuse identifier '\(name)' \(place), and none registered in code"
        case .storyboardName:
            let known = catalog.storyboardNames.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return "no storyboard named '\(name)' among the checked storyboards" + (known.isEmpty ? "" : " (\(known))")
        }
    }

    static func runtimeFailure(_ reference: CodeReference) -> String {
        let name = reference.value
        switch reference.kind {
        case .segue where reference.use == .compare:
            return "a comparison never raises: no segue has the identifier '\(name)', so this branch never runs"
        case .segue: return "at run time UIKit would raise 'Receiver has no segue with identifier '\(name)''"
        case .storyboardID: return "at run time UIKit would raise 'Storyboard doesn't contain a view controller with identifier '\(name)''"
        case .reuseIdentifier: return "at run time UIKit would raise 'unable to dequeue a cell with identifier \(name)'"
        case .storyboardName: return "at run time UIKit would raise 'Could not find a storyboard named '\(name)''"
        }
    }
}
