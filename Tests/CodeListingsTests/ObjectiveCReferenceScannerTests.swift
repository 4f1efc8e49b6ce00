import Testing
import CodeListings

@Suite struct ObjectiveCReferenceScannerTests {
    @Test(arguments: [
        (#"[self performSegueWithIdentifier:@"NewColor" sender:self];"#, "segue NewColor"),
        (#"if ([self shouldPerformSegueWithIdentifier:@"Go" sender:nil]) {}"#, "segue Go"),
        (#"if ([segue.identifier isEqualToString:@"NewColor"]) {}"#, "segue NewColor"),
        (#"if ([[segue identifier] isEqualToString:@"NewColor"]) {}"#, "segue NewColor"),
        (#"if ([identifier isEqualToString:@"NewColor"]) {}"#, "segue NewColor"),
        (#"if ([@"NewColor" isEqualToString:segue.identifier]) {}"#, "segue NewColor"),
        (#"if (segue.identifier == @"NewColor") {}"#, "segue NewColor"),
        (#"UIViewController *vc = [sb instantiateViewControllerWithIdentifier:@"Login"];"#, "storyboardID Login"),
        (#"cell = [tableView dequeueReusableCellWithIdentifier:@"Cell"];"#, "reuseIdentifier Cell"),
        ("cell = [tableView dequeueReusableCellWithIdentifier:@\"Cell\"\n                            forIndexPath:indexPath];",
         "reuseIdentifier Cell"),
        (#"cell = [cv dequeueReusableCellWithReuseIdentifier:@"GameCell" forIndexPath:ip];"#,
         "reuseIdentifier GameCell"),
        (#"UIStoryboard *sb = [UIStoryboard storyboardWithName:@"Main" bundle:nil];"#, "storyboardName Main"),
    ])
    func fires(source: String, expected: String) {
        #expect(scanned(source, .objectiveC) == [expected])
    }

    @Test func exactRanges() {
        let source = "[self performSegueWithIdentifier:@\"NewColor\" sender:self];"
        let references = ReferenceScanner.references(in: source, language: .objectiveC)
        #expect(references == [CodeReference(kind: .segue, value: "NewColor", range: 35..<43, use: .perform)])
    }

    @Test(arguments: [
        #"// [self performSegueWithIdentifier:@"InComment" sender:self];"#,
        #"/* [segue.identifier isEqualToString:@"InBlock"] */"#,
        #"[self performSelector:@"Other" withObject:nil];"#,
        #"[name isEqualToString:@"NotAnIdentifier"];"#,
        #"[self performSegueWithIdentifier:"CString" sender:self];"#,
        #"[self performSegueWithIdentifier:identifier sender:@"Sender"];"#,
        #"[self performSegueWithIdentifier:@"Split" @"Literal" sender:self];"#,
        #"NSLog(@"performSegueWithIdentifier:@\"Quoted\"");"#,
    ])
    func doesNotFire(source: String) {
        #expect(scanned(source, .objectiveC) == [])
    }
}
