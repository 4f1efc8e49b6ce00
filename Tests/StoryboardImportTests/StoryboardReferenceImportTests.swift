import FlowGraph
import Foundation
import SourceModel
@testable import StoryboardImport
import Testing

/// Storyboard references (`viewControllerPlaceholder`) become `reference` scenes.
@Suite struct StoryboardReferenceImportTests {
    @Test func theCorpusReferencesCarryTheirStoryboardAndTarget() throws {
        let imported = try ImportDetailsTests.corpus("mac-cain13__R.swift/Examples__ResourceApp__ResourceApp__References.storyboard")
        let references = imported.storyboard.scenes.filter { $0.kind == .reference }
        #expect(references.map(\.referencedStoryboard) == ["Main", "Specials", "SomeStoryboard", "References"])
        #expect(references.map(\.referencedTarget) == [nil, "avpVC", nil, nil])
        let plain = try #require(imported.storyboard.scene(named: "First"))
        #expect(plain.referencedStoryboard == nil && plain.referencedTarget == nil)
    }

    @Test func storyboardNamesAreConvertedAsTheImporterNamesStoryboards() throws {
        let imported = try ImportDetailsTests.xml("""
            <scene sceneID="s1"><objects><viewController id="a" sceneMemberID="viewController"><connections>
              <segue destination="r1" kind="show" id="g1"/>
              <segue destination="r2" kind="presentation" id="g2"/>
              <segue destination="r3" kind="show" id="g3"/>
            </connections></viewController></objects></scene>
            <scene sceneID="s2"><objects><viewControllerPlaceholder storyboardName="Settings Panel" referencedIdentifier="prefs root" id="r1" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s3"><objects><viewControllerPlaceholder storyboardName="2024-Onboarding" id="r2" sceneMemberID="viewController"/></objects></scene>
            <scene sceneID="s4"><objects><viewControllerPlaceholder storyboardName="" referencedIdentifier="" id="r3" sceneMemberID="viewController"/></objects></scene>
            """, initial: "a")
        let references = imported.storyboard.scenes.filter { $0.kind == .reference }
        let opened = references.map(\.referencedStoryboard)
        #expect(opened == [StoryboardImporter.defaultName(for: "Settings Panel.storyboard"),
                           StoryboardImporter.defaultName(for: "2024-Onboarding.storyboard"), "T"])
        #expect(opened == ["Settings_Panel", "S2024-Onboarding", "T"])
        #expect(references.map(\.referencedTarget) == ["prefs root", nil, nil])
        let statements = FlowWriter.flowStatements(for: imported)
        #expect(statements.contains(#"reference storyboard=Settings_Panel target="prefs root""# + "\n"))
        #expect(statements.contains("reference storyboard=S2024-Onboarding\n"))
        #expect(statements.contains("reference storyboard=T\n"))
        #expect(!statements.contains("#"), "no comment lines: \(statements)")
    }

    @Test func thePrinterWritesTheReferenceKindAndItsKeys() {
        let here = SourceLocation(path: "t", line: 1, column: 1)
        let storyboard = Storyboard(name: "Shop", scenes: [
            Scene(name: "Tabs", kind: .tab, isInitial: true, tabs: ["Players", "Cart"], location: here),
            Scene(name: "Players", kind: .reference, title: "Item", location: here, referencedStoryboard: "Players"),
            Scene(name: "Cart", kind: .reference, storyboardID: "cart", location: here,
                  referencedStoryboard: "Checkout", referencedTarget: "cart-root"),
            Scene(name: "Loop", kind: .reference, location: here),
        ])
        #expect(FlowWriter.flowStatements(for: ImportedStoryboard(storyboard: storyboard)) == """
            scene Tabs: tab tabs=Players,Cart initial
            scene Players: reference "Item" storyboard=Players
            scene Cart: reference storyboard=Checkout target=cart-root id=cart
            scene Loop: reference storyboard=Shop

            """)
    }

    @Test func theSummarySaysWhatEachReferenceOpens() throws {
        let imported = try ImportDetailsTests.corpus("mac-cain13__R.swift/Examples__ResourceApp__ResourceApp__References.storyboard")
        let chapter = FlowWriter.chapter(for: imported, sourcePath: "References.storyboard")
        #expect(chapter.contains("- Storyboard reference `AvpVC` opens scene `avpVC` of storyboard `Specials`.\n"))
        #expect(chapter.contains("- Storyboard reference `Main` opens the initial scene of storyboard `Main`.\n"))
        #expect(chapter.contains("- Storyboard reference `Reference1` names no storyboard, so it opens the initial scene of its own storyboard, written `storyboard=References`.\n"))
        #expect(!chapter.contains("written as a view scene"))
    }

    @Test func aDocumentedReferenceMatchesTheRealOneWithoutDrift() throws {
        let imported = try ImportDetailsTests.corpus("huydemi__Ratings/Ratings__Base.lproj__Main.storyboard")
        var documented = imported.storyboard
        for index in documented.scenes.indices { documented.scenes[index].location = SourceLocation(path: "doc.md", line: index + 1, column: 1) }
        #expect(DriftChecker.compare(documented: documented, actual: imported.storyboard, actualPath: "Main.storyboard").isEmpty)
    }
}
