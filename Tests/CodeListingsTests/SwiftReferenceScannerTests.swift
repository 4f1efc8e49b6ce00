import Testing
import CodeListings

/// `kind value` strings of the references in `text`.
func scanned(_ text: String, _ language: ListingLanguage = .swift) -> [String] {
    ReferenceScanner.references(in: text, language: language).map { "\($0.kind.rawValue) \($0.value)" }
}

@Suite struct SwiftReferenceScannerTests {
    @Test(arguments: [
        (#"performSegue(withIdentifier: "showDetail", sender: self)"#, "segue showDetail"),
        (#"self.performSegue(withIdentifier:"showDetail",sender:nil)"#, "segue showDetail"),
        ("performSegue(\n    withIdentifier: \"showDetail\",\n    sender: self\n)", "segue showDetail"),
        (#"if shouldPerformSegue(withIdentifier: "editDetail", sender: nil) {}"#, "segue editDetail"),
        (#"if segue.identifier == "NewColor" {}"#, "segue NewColor"),
        (#"guard "NewColor" == segue.identifier else { return }"#, "segue NewColor"),
        (#"if identifier == "NewColor" {}"#, "segue NewColor"),
        (#"if segue.identifier! == "NewColor" {}"#, "segue NewColor"),
        (#"if segue.identifier != "NewColor" { return }"#, "segue NewColor"),
        (#"let vc = storyboard?.instantiateViewController(withIdentifier: "Login") as! LoginViewController"#,
         "storyboardID Login"),
        (#"storyboard.instantiateViewController(identifier: "Login")"#, "storyboardID Login"),
        (#"tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)"#, "reuseIdentifier Cell"),
        (#"collectionView.dequeueReusableCell(withReuseIdentifier: "GameCell", for: indexPath)"#,
         "reuseIdentifier GameCell"),
        (#"let board = UIStoryboard(name: "Main", bundle: nil)"#, "storyboardName Main"),
        (#"let board = UIStoryboard.init(name: "Main", bundle: .main)"#, "storyboardName Main"),
        (##"performSegue(withIdentifier: #"raw"#, sender: nil)"##, "segue raw"),
        (#"performSegue(withIdentifier: "tab\tbed", sender: nil)"#, "segue tab\tbed"),
    ])
    func fires(source: String, expected: String) {
        #expect(scanned(source) == [expected])
    }

    @Test func switchCases() {
        let source = """
        switch segue.identifier {
        case "NewColor":
            if let x = y { z() }
        case "ExistingColor"?, .some("Other"):
            break
        case Optional.some("Wrapped") where flag:
            break
        case "A", "B" /* tail */:
            switch other { case "NotMe": break }
        case let name?:
            print(name)
        default:
            if case "NotACase" = value {}
        }
        """
        #expect(scanned(source) == [
            "segue NewColor", "segue ExistingColor", "segue Other", "segue Wrapped", "segue A", "segue B",
        ])
    }

    @Test func switchOnDefaultedIdentifier() {
        #expect(scanned("switch segue.identifier ?? \"\" {\ncase \"Done\": break\ndefault: break\n}") == ["segue Done"])
        #expect(scanned("switch (segue.identifier) { case \"Done\": break; default: break }") == ["segue Done"])
    }

    @Test func exactRanges() {
        let source = "// é\nperformSegue(withIdentifier: \"shöw\", sender: nil)"
        let references = ReferenceScanner.references(in: source, language: .swift)
        let range = utf8Range(of: "shöw", in: source)
        #expect(references == [CodeReference(kind: .segue, value: "shöw", range: range!, use: .perform)])
        #expect(range == 36..<41)
    }

    @Test func escapedValueKeepsRawRange() {
        let source = #"performSegue(withIdentifier: "a\u{62}\"c", sender: nil)"#
        let references = ReferenceScanner.references(in: source, language: .swift)
        #expect(references.map(\.value) == [#"ab"c"#])
        #expect(references.map(\.range) == [utf8Range(of: #"a\u{62}\"c"#, in: source)!])
    }

    @Test func severalInOrder() {
        let source = """
        let vc = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Login")
        if segue.identifier == "showDetail" { performSegue(withIdentifier: "editDetail", sender: nil) }
        """
        #expect(scanned(source) == [
            "storyboardName Main", "storyboardID Login", "segue showDetail", "segue editDetail",
        ])
    }

    @Test(arguments: [
        #"// performSegue(withIdentifier: "InComment", sender: nil)"#,
        #"/* if segue.identifier == "InBlock" {} */"#,
        #"performAction(withIdentifier: "Other", sender: nil)"#,
        #"performSegue(withIdentifier: "show\(kind)", sender: nil)"#,
        #"performSegue(withIdentifier: "show" + kind, sender: nil)"#,
        #"performSegue(withIdentifier: name, sender: "NotTheIdentifier")"#,
        #"if identifier == someVar {}"#,
        #"if segue.identifier == "Show".lowercased() {}"#,
        #"if segue.destination == "x" {}"#,
        #"if name == "NotAnIdentifier" {}"#,
        #"if "Lower" == segue.identifier?.lowercased() {}"#,
        #"if "a" + "b" == segue.identifier {}"#,
        #"switch kind { case "NotASegue": break }"#,
        #"let s = "performSegue(withIdentifier: \"Quoted\", sender: nil)""#,
        "performSegue(withIdentifier: \"Unterminated, sender: nil)",
        "performSegue(withIdentifier: \"\"\"\nMultiline\n\"\"\", sender: nil)",
        #"func performSegue(withIdentifier identifier: String, sender: Any?)"#,
    ])
    func doesNotFire(source: String) {
        #expect(scanned(source) == [])
    }
}
