import Foundation
import Testing

/// `flowdoc import` of several storyboards of one app: their storyboard references name the
/// storyboards as the importer names them, so the chapters link up and `check` can follow them.
@Suite(.serialized) struct ReferenceImportTests {
    static let ratings = ImportCommandTests.corpus.appendingPathComponent("huydemi__Ratings")

    /// Imports each `(file name, path)` with its default name into `content/`.
    static func importAll(_ files: [(String, URL)], into root: URL) throws {
        for (name, url) in files {
            try FileManager.default.copyItem(at: url, to: root.appendingPathComponent(name))
            let result = try CLI.run(["import", name], in: root)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            let chapter = root.appendingPathComponent("content/" + name.replacingOccurrences(of: ".storyboard", with: ".md"))
            try Data(result.stdout.utf8).write(to: chapter)
        }
    }

    @Test func ratingsMainAndPlayersImportTogetherAndCheckClean() throws {
        let root = try CLI.site(["content/index.md": "# Ratings\n\nBoth storyboards.\n"])
        try Self.importAll([("Main.storyboard", Self.ratings.appendingPathComponent("Ratings__Base.lproj__Main.storyboard")),
                            ("Players.storyboard", Self.ratings.appendingPathComponent("Ratings__Base.lproj__Players.storyboard"))],
                           into: root)
        let main = try String(contentsOf: root.appendingPathComponent("content/Main.md"), encoding: .utf8)
        #expect(main.contains("\nscene Players: reference \"Item\" storyboard=Players\n"))
        let players = try String(contentsOf: root.appendingPathComponent("content/Players.md"), encoding: .utf8)
        #expect(players.contains("```flow Players\n"))

        let check = try CLI.run(["check", "--strict"], in: root)
        #expect(check.status == 0, "\(check.stderr)")
        let graph = try CLI.run(["graph", "--format", "json"], in: root)
        #expect(graph.status == 0, "\(graph.stderr)")
        #expect(graph.stdout.contains(#""kind": "reference", "title": "Item""#))
        #expect(graph.stdout.contains(#""storyboard": "Players", "target": null"#))
    }

    static func shop(target: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="home">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController id="home" sceneMemberID="viewController"><connections>
                        <segue destination="ref" kind="presentation" identifier="openCart" id="g1"/>
                    </connections></viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewControllerPlaceholder storyboardName="Check Out" referencedIdentifier="\(target)" id="ref" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>

        """
    }

    static let checkOut = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="c1"><objects>
                    <viewController storyboardIdentifier="cart-root" id="cart" customClass="CartViewController" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>

        """

    @Test func aReferenceToAMissingStoryboardIDIsReported() throws {
        for (target, clean) in [("cart-rot", false), ("cart-root", true)] {
            let root = try CLI.site(["content/index.md": "# Shop\n\nTwo storyboards.\n",
                                     "xml/Shop.storyboard": Self.shop(target: target), "xml/Check Out.storyboard": Self.checkOut])
            try Self.importAll([("Shop.storyboard", root.appendingPathComponent("xml/Shop.storyboard")),
                                ("Check Out.storyboard", root.appendingPathComponent("xml/Check Out.storyboard"))], into: root)
            let shop = try String(contentsOf: root.appendingPathComponent("content/Shop.md"), encoding: .utf8)
            #expect(shop.contains("reference storyboard=Check_Out target=\(target)\n"), "\(shop)")
            let check = try CLI.run(["check"], in: root)
            if clean {
                #expect(check.status == 0, "\(check.stderr)")
            } else {
                #expect(check.status == 1)
                #expect(check.stderr.contains("error: 'CartRot' opens the scene with storyboard ID 'cart-rot' in storyboard 'Check_Out'"),
                        "\(check.stderr)")
                #expect(check.stderr.contains("[flow.unknown-storyboard-reference]"))
                #expect(check.stderr.contains("did you mean 'cart-root'?"))
            }
        }
    }
}
