import FlowGraph
import SourceModel
import Testing

@Suite struct ResolveTests {
    static let book = FlowDocument("""
        ```flow Launch
        scene Login: view id=login initial
        scene Palette: view id=launchPalette
        scene Shared: view id=shared
        ```
        ```flow Colorboard
        scene Nav: navigation root=Palette initial
        scene Palette: table "Colors" prototypes=ColorCell id=palette
        scene Color: view actions=done
        scene Shared: view id=sharedColor
        segue NewColor: Palette -> Color present from=bar-button
        segue ExistingColor: Palette -> Color push from=cell
        unwind doneEditing: Color -> Palette.done
        ```
        ```flow Third
        scene Shared: view initial
        ```
        """, path: "book.md").run(defaultStoryboard: "Colorboard").book

    static func reference(_ kind: FlowReference.Kind, _ name: String, in storyboard: String? = nil,
                          origin: FlowReference.Origin = .code) -> FlowReference {
        FlowReference(kind: kind, name: name, storyboard: storyboard,
                      location: SourceLocation(path: "chapter.md", line: 14, column: 31), length: name.count + 2, origin: origin)
    }

    @Test func namesResolveToTheirElements() throws {
        let references = [
            Self.reference(.segue, "NewColor"), Self.reference(.segue, "doneEditing"),
            Self.reference(.scene, "Palette", origin: .link), Self.reference(.scene, "Palette", in: "Launch", origin: .link),
            Self.reference(.storyboardID, "login"), Self.reference(.reuseIdentifier, "ColorCell"),
            Self.reference(.storyboardName, "Launch"),
        ]
        let (resolved, diagnostics) = Self.book.resolve(references, defaultStoryboard: "Colorboard")
        #expect(diagnostics.isEmpty)
        #expect(resolved.map(\.storyboard) == ["Colorboard", "Colorboard", "Colorboard", "Launch", "Launch", "Colorboard", "Launch"])
        #expect(resolved.map(\.element) == [.segue("NewColor"), .segue("doneEditing"), .scene("Palette"), .scene("Palette"),
                                             .scene("Login"), .scene("Palette"), nil])
        #expect(resolved.first?.reference == references.first)
    }

    @Test func aTypoInCodeIsADanglingReferenceWithAFixIt() throws {
        let (resolved, diagnostics) = Self.book.resolve([Self.reference(.segue, "NewColour")], defaultStoryboard: "Colorboard")
        #expect(resolved.isEmpty)
        let d = try #require(diagnostics.first)
        #expect(d.summary == "flow.dangling-reference error 14:31")
        #expect(d.message == "no segue 'NewColour' in storyboard 'Colorboard'")
        #expect(d.length == 11)
        #expect(d.fixIts.first?.message == "did you mean 'NewColor'?")
        #expect(d.fixIts.first?.replacement == "NewColor")
        #expect(d.notes.map(\.message) == [
            "nor in storyboards 'Launch', 'Third'",
            "at run time UIKit would raise 'Receiver has no segue with identifier 'NewColour''",
        ])
    }

    @Test func everyKindHasItsOwnMessage() {
        let references = [
            Self.reference(.scene, "Pallete", origin: .link), Self.reference(.storyboardID, "logn"),
            Self.reference(.reuseIdentifier, "Cell"), Self.reference(.storyboardName, "Lanch"),
            Self.reference(.scene, "Palette", in: "Lunch", origin: .link),
        ]
        let (_, diagnostics) = Self.book.resolve(references, defaultStoryboard: "Colorboard")
        #expect(diagnostics.map(\.message) == [
            "no scene 'Pallete' in storyboard 'Colorboard'", "no scene with storyboard ID 'logn' in storyboard 'Colorboard'",
            "no prototype cell with reuse identifier 'Cell' in storyboard 'Colorboard'", "no storyboard 'Lanch'",
            "no storyboard 'Lunch'",
        ])
        #expect(diagnostics.map { $0.fixIts.first?.replacement } == ["Palette", "login", nil, "Launch", nil])
        #expect(diagnostics[4].notes.first?.message == "did you mean storyboard 'Launch'?")
        #expect(diagnostics.allSatisfy { $0.rule == "flow.dangling-reference" && $0.severity == .error })
    }

    @Test func ambiguousNamesPreferTheDefaultStoryboardElseFail() throws {
        let (preferred, none) = Self.book.resolve([Self.reference(.scene, "Shared", origin: .link)], defaultStoryboard: "Third")
        #expect(none.isEmpty)
        #expect(preferred.first?.storyboard == "Third")
        let (resolved, diagnostics) = Self.book.resolve([Self.reference(.scene, "Shared", origin: .link)],
                                                        defaultStoryboard: "Elsewhere")
        #expect(resolved.isEmpty)
        let d = try #require(diagnostics.first)
        #expect(d.rule == "flow.ambiguous-reference")
        #expect(d.message == "'Shared' is ambiguous: it is declared in storyboards 'Colorboard', 'Launch', 'Third', "
            + "and not in this chapter's storyboard 'Elsewhere'")
        #expect(d.notes.count == 4)
        #expect(d.notes[0].location == SourceLocation(path: "book.md", line: 10, column: 7))
        #expect(d.notes[3].message == "qualify the link with its storyboard, as in scene:Colorboard/Shared")
        let (unique, _) = Self.book.resolve([Self.reference(.storyboardID, "sharedColor")], defaultStoryboard: "Elsewhere")
        #expect(unique.first?.storyboard == "Colorboard")
    }

    @Test func anEmptyBookSaysSo() {
        let (_, diagnostics) = FlowBook().resolve([Self.reference(.segue, "x")], defaultStoryboard: "Main")
        #expect(diagnostics.first?.message == "no segue 'x' in any storyboard (none is declared yet)")
    }
}
