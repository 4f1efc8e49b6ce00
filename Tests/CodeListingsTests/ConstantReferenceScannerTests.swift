import Testing
import CodeListings

/// Identifiers passed through a constant. The shapes are those of Apple's sample apps (a
/// `static NSString * const` per segue in the Photos framework sample, a non-const `static
/// NSString *` cell ID in the EventKit reminders sample, `static let cellIdentifier` in the adaptive
/// photos sample) and of a container-swapping sample (`#define SegueIdentifierFirst @"embedFirst"`),
/// where a misspelt value went unreported.
@Suite struct ConstantReferenceScannerTests {
    @Test(arguments: [
        ("static NSString * const AllPhotosSegue = @\"showAllPhotos\";\n"
            + "- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {\n"
            + "    if ([segue.identifier isEqualToString:AllPhotosSegue]) { }\n}", "segue showAllPhotos"),
        ("static NSString * EKLRRemindersCellID = @\"remindersCellID\";\n"
            + "- (UITableViewCell *)cell { return [tableView dequeueReusableCellWithIdentifier:EKLRRemindersCellID forIndexPath:indexPath]; }",
         "reuseIdentifier remindersCellID"),
        ("#define SegueIdentifierFirst @\"embedFirst\"\n"
            + "- (void)viewDidLoad { [self performSegueWithIdentifier:SegueIdentifierFirst sender:nil]; }", "segue embedFirst"),
        ("- (UITableViewCell *)cell {\n    NSString *cellID = @\"Cell\";\n"
            + "    return [tableView dequeueReusableCellWithIdentifier:cellID];\n}", "reuseIdentifier Cell"),
        ("NSString *const kDetail = @\"showDetail\";\n- (void)p:(UIStoryboardSegue *)segue { if ([kDetail isEqualToString:segue.identifier]) { } }",
         "segue showDetail"),
    ])
    func objectiveCConstantsAreFollowed(source: String, expected: String) {
        #expect(scanned(source, .objectiveC) == [expected])
    }

    @Test(arguments: [
        ("class ConversationViewController: UITableViewController {\n    static let cellIdentifier = \"PhotoCell\"\n"
            + "    func cell() -> UITableViewCell { return tableView.dequeueReusableCellWithIdentifier(ConversationViewController.cellIdentifier, forIndexPath: indexPath) }\n}",
         "reuseIdentifier PhotoCell"),
        ("func go() {\n    let id = \"showDetail\"\n    performSegue(withIdentifier: id, sender: nil)\n}", "segue showDetail"),
        ("private let identifier: String = \"Login\"\nlet vc = storyboard.instantiateViewController(withIdentifier: identifier)",
         "storyboardID Login"),
        ("enum Segue: String { case showDetail = \"showDetail\", other }\n"
            + "func go() { performSegue(withIdentifier: Segue.showDetail.rawValue, sender: self) }", "segue showDetail"),
        ("class ListViewController: UITableViewController {\n    static let cellID = \"Cell\"\n"
            + "    func cell() { tableView.dequeueReusableCell(withIdentifier: Self.cellID, for: indexPath) }\n}", "reuseIdentifier Cell"),
        ("extension Notes { static let showNote = \"showNote\" }\n"
            + "class A { func go() { performSegue(withIdentifier: Notes.showNote, sender: nil) } }", "segue showNote"),
        ("enum Segues { static let detail = \"detail\" }\n"
            + "override func prepare(for segue: UIStoryboardSegue, sender: Any?) { if segue.identifier == Segues.detail { } }",
         "segue detail"),
    ])
    func swiftConstantsAreFollowed(source: String, expected: String) {
        #expect(scanned(source) == [expected])
    }

    /// A `String` enum's case with no raw value written has its name as raw value. Apple's Lister
    /// sample and the apps copying its `SegueHandlerType` write `enum SegueIdentifier: String { case
    /// ShowPlayers, ShowPicks }`; a football-picks admin app performed `SegueIdentifier.ShowPlayers
    /// .rawValue` while its storyboard's segue was `ShowTabBar`, and nothing was reported.
    @Test(arguments: [
        ("enum SegueIdentifier: String {\n  case ShowPlayers\n  case ShowPicks\n}\n"
            + "func go() { performSegue(withIdentifier: SegueIdentifier.ShowPicks.rawValue, sender: self) }", "segue ShowPicks"),
        ("class A: UIViewController {\n  enum Segue: String, CaseIterable { case showDetail, addItem = \"add\", edit }\n"
            + "  func go() { performSegue(withIdentifier: Segue.edit.rawValue, sender: self) }\n}", "segue edit"),
        // A raw value written after a comma is a raw value too, not a variable.
        ("enum Segue: String { case showDetail, addItem = \"add\" }\n"
            + "func go() { performSegue(withIdentifier: Segue.addItem.rawValue, sender: self) }", "segue add"),
        ("enum Segue: String { case `default` }\nfunc go() { performSegue(withIdentifier: Segue.`default`.rawValue, sender: nil) }",
         "segue default"),
        ("enum Segue: String { case showDetail }\n"
            + "override func prepare(for segue: UIStoryboardSegue, sender: Any?) { if segue.identifier == Segue.showDetail.rawValue { } }",
         "segue showDetail"),
    ])
    func aStringEnumCaseWithoutARawValueIsItsName(source: String, expected: String) {
        #expect(scanned(source) == [expected])
    }

    @Test(arguments: [
        // Not a `String` raw type: the raw value is not the name.
        "enum Segue: Int { case showDetail }\nfunc go() { performSegue(withIdentifier: Segue.showDetail.rawValue, sender: nil) }",
        // `case` in a member's switch is no declaration.
        "enum Segue: String { case a\n var id: String { switch self { case b: return \"x\" } } }\n"
            + "func go() { performSegue(withIdentifier: Segue.b.rawValue, sender: nil) }",
        // Two enums declare the case: which one is meant is not read here.
        "enum A: String { case show }\nenum B: String { case show = \"other\" }\n"
            + "func go() { performSegue(withIdentifier: A.show.rawValue, sender: nil) }",
    ])
    func otherEnumCasesAreNotFollowed(source: String) {
        #expect(scanned(source) == [])
    }

    /// The `SegueHandlerType` pattern (Apple's Lister sample, and the many apps copying it): a view
    /// controller declares `enum SegueIdentifier: String` inside its body or an extension of it and
    /// performs `.case` through a wrapper that passes the raw value to UIKit. A checklist app's
    /// `extension AllListViewController: SegueHandlerType { enum SegueIdentifier: String { case
    /// SeeList … } }`, a sign-in app's `performSegueWithIdentifier(segueIdentifier: .showManualView,
    /// sender: self)`: a misspelt case went unreported.
    @Test(arguments: [
        ("class AllListViewController: UITableViewController {\n"
            + "    func add() { performSegue(withIdentifier: .AddList, sender: nil) }\n}\n"
            + "extension AllListViewController: SegueHandlerType {\n    enum SegueIdentifier: String {\n        case SeeList\n        case AddList\n    }\n}",
         "segue AddList perform"),
        ("class DashboardViewController: UIViewController {\n"
            + "    @IBAction func manual(_ sender: UIButton) { performSegueWithIdentifier(segueIdentifier: .showManualView, sender: self) }\n}\n"
            + "extension DashboardViewController: ETSegueHandler {\n    enum SegueIdentifier: String { case showManualView = \"manual\", showQRView }\n}",
         "segue manual perform"),
        ("class A: UIViewController, SegueHandlerType {\n    enum SegueIdentifier: String { case next }\n"
            + "    func go() { DispatchQueue.main.async { self.performSegueWithIdentifier(.next, sender: nil) } }\n}",
         "segue next perform"),
    ])
    func aSegueWrappersCaseIsTheCallersEnums(source: String, expected: String) {
        #expect(ReferenceScanner.references(in: source, language: .swift).map { "\($0.kind.rawValue) \($0.value) \($0.use.rawValue)" } == [expected])
    }

    @Test(arguments: [
        // The enum belongs to another type: which enum the wrapper takes is not read here.
        "class A { enum S: String { case x } }\nclass B: UIViewController { func go() { performSegue(withIdentifier: .x, sender: nil) } }",
        // A top-level enum.
        "enum S: String { case x }\nclass B: UIViewController { func go() { performSegue(withIdentifier: .x, sender: nil) } }",
        // Two enums of the type declare the case.
        "class B: UIViewController {\n  enum S: String { case x }\n  enum T: String { case x = \"y\" }\n"
            + "  func go() { performSegue(withIdentifier: .x, sender: nil) }\n}",
        // A helper's labelled argument that is no enum case.
        "class B: UIViewController { func go(r: Router) { r.performSegueWithIdentifier(identifier: \"x\", from: nil) } }",
    ])
    func otherImplicitMembersAreNotFollowed(source: String) {
        #expect(scanned(source) == [])
    }

    /// The reference of an implicit raw value is the case's name, where a fix goes.
    @Test func anImplicitRawValueIsReportedAtTheCaseName() throws {
        let source = "enum Segue: String { case showDetail }\nfunc go() { performSegue(withIdentifier: Segue.showDetail.rawValue, sender: nil) }"
        let reference = try #require(ReferenceScanner.references(in: source, language: .swift).first)
        #expect(reference.range == utf8Range(of: "showDetail", in: source))
        #expect(reference.use == .perform)
    }

    /// The literal is where the value is written (and where a fix goes); the site is where the
    /// constant is used, where the calling class is read.
    @Test func theReferenceIsTheLiteralAndRemembersItsUse() throws {
        let source = "static let show = \"showDetail\"\nfunc go() { performSegue(withIdentifier: show, sender: nil) }"
        let reference = try #require(ReferenceScanner.references(in: source, language: .swift).first)
        #expect(reference.range == utf8Range(of: "showDetail", in: source))
        #expect(reference.site == utf8Range(of: "show, sender", in: source)?.lowerBound)
        #expect(reference.use == .perform)
        let written = try #require(ReferenceScanner.references(in: #"performSegue(withIdentifier: "x", sender: nil)"#, language: .swift).first)
        #expect(written.site == nil)
    }

    @Test(arguments: [
        // A `var` may change.
        "var id = \"showDetail\"\nfunc go() { performSegue(withIdentifier: id, sender: nil) }",
        // The same name bound in two scopes: which one is meant is not read here.
        "func a() { let id = \"one\"; use(id) }\nfunc b() { let id = \"two\"; performSegue(withIdentifier: id, sender: nil) }",
        // Not a whole literal.
        "let id = \"show\" + kind\nfunc go() { performSegue(withIdentifier: id, sender: nil) }",
        // An enum case is not its raw value.
        "enum Segue: String { case showDetail = \"showDetail\" }\nfunc go() { performSegue(withIdentifier: Segue.showDetail, sender: nil) }",
        // A constant passed somewhere else.
        "let id = \"showDetail\"\nfunc go() { print(id) }",
        // A constant that is part of a longer argument.
        "let id = \"show\"\nfunc go() { performSegue(withIdentifier: id + \"Detail\", sender: nil) }",
        // Another type's member of the same name (declared in another file): not this file's value.
        "class FooCell: UITableViewCell { static let reuseIdentifier = \"Foo\" }\n"
            + "func cell() { tableView.dequeueReusableCell(withIdentifier: BarCell.reuseIdentifier, for: indexPath) }",
        "enum Local: String { case detail = \"detail\" }\nfunc go() { performSegue(withIdentifier: Other.detail.rawValue, sender: nil) }",
    ])
    func uncertainSwiftConstantsAreNotFollowed(source: String) {
        #expect(scanned(source) == [])
    }

    @Test(arguments: [
        // Assigned again.
        "static NSString *CellID = @\"a\";\n- (void)x { CellID = @\"b\"; [tv dequeueReusableCellWithIdentifier:CellID forIndexPath:ip]; }",
        // A property, not a constant.
        "- (void)x { self.current = @\"a\"; [self performSegueWithIdentifier:self.current sender:nil]; }",
        // A value computed from the literal.
        "NSString *base = [@\"a\" stringByAppendingString:s];\n- (void)x { [self performSegueWithIdentifier:base sender:nil]; }",
    ])
    func uncertainObjectiveCConstantsAreNotFollowed(source: String) {
        #expect(scanned(source, .objectiveC) == [])
    }

    /// A constant compared in `prepare(for:sender:)` and performed elsewhere (Apple's Apple Pay
    /// sample): the perform is what fails at run time, so it is the use kept.
    @Test func theSurestFailureOfAConstantIsKept() throws {
        let source = """
            class ProductTableViewController: UITableViewController {
                static let confirmationSegue = "ConfirmationSegue"
                override func prepareForSegue(segue: UIStoryboardSegue, sender: AnyObject?) {
                    guard segue.identifier == ProductTableViewController.confirmationSegue else { return }
                }
                func paid() { performSegueWithIdentifier(ProductTableViewController.confirmationSegue, sender: self) }
            }
            """
        let references = ReferenceScanner.references(in: source, language: .swift)
        #expect(references.map(\.use) == [.perform])
        #expect(references.first?.site == utf8Range(of: "ProductTableViewController.confirmationSegue, sender", in: source)?.lowerBound)
    }
}
