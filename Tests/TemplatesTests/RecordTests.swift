import SourceModel
import Templates
import Testing

/// `Record` is `TemplateValue.object` with its names found through `RecordKeys`' table: it must
/// find exactly what a dictionary finds, and render exactly as the same object does.
@Suite("Records")
struct RecordTests {
    /// Every name is found at its index, and names that are not keys are not, for key sets of
    /// every size up to a few hundred (so that probes collide and wrap around the table).
    @Test func keysFindWhatTheNamesListFinds() {
        let all = (0..<300).map { "k\($0)" } + ["", ".", "page", "pagE", "é", "a.b", String(repeating: "long", count: 10)]
        for count in [0, 1, 2, 3, 7, 8, 9, 31, 100, all.count] {
            let names = Array(all.prefix(count))
            let keys = RecordKeys(names)
            for name in all + ["missing", "k", "k3000"] {
                #expect(keys.index(of: name) == names.firstIndex(of: name), "\(name) among \(count)")
            }
        }
    }

    @Test func membersAreSetAndRead() {
        let keys = RecordKeys(["a", "b", "c"])
        var record = Record(keys, ["a": 1, "c": "x"])
        #expect(record["a"] == 1)
        #expect(record["b"] == nil)
        #expect(record["c"] == "x")
        #expect(record["d"] == nil)
        record["b"] = true
        record["a"] = nil
        #expect(record["a"] == nil)
        #expect(record["b"] == true)
        #expect(record == Record(keys, ["b": true, "c": "x"]))
        #expect(record != Record(RecordKeys(["a", "b", "c"]), ["b": true, "c": "x"]))
        #expect(TemplateValue.record(record)["c"] == "x")
    }

    /// A literal's members are taken from the last (each moved out, not copied): the record
    /// is the one made by setting them in the order written, a repeated name keeping its last
    /// value, `.null` included.
    @Test func literalMembersAreTheMembersSetInOrder() {
        let keys = RecordKeys(["a", "b", "c", "d"])
        let made = Record(keys, ["a": 1, "b": "first", "a": .null, "c": [true, "x"], "b": "last"])
        var set = Record(keys)
        set["a"] = 1
        set["b"] = "first"
        set["a"] = .null
        set["c"] = [true, "x"]
        set["b"] = "last"
        #expect(made == set)
        #expect(made["a"] == .null)
        #expect(made["b"] == "last")
        #expect(made["d"] == nil)
    }

    /// The same data as records (each object's keys, plus some it lacks) renders as it does as objects.
    @Test func recordsRenderAsObjects() {
        let context: TemplateValue = [
            "title": "Top <b>", "flag": true, "empty": [:], "none": nil, "zero": 0,
            "page": ["title": "Page", "root": "../", "items": [["name": "one", "n": 1], ["name": "two"], ["title": "inner"]],
                     "nested": ["deep": ["value": "d"]], "list": ["x", "y"]],
            "site": ["title": "Site", "hasPrint": false],
        ]
        let templates = [
            "{{title}}|{{{title}}}|{{&title}}|{{page.title}}|{{site.title}}|{{missing}}|{{page.missing}}|{{page.nested.deep.value}}",
            "{{#page}}{{title}} {{root}} {{site.title}}{{/page}}",
            "{{#page.items}}[{{name}} {{n}} {{title}} {{page.root}}]{{/page.items}}",
            "{{#flag}}yes{{/flag}}{{^flag}}no{{/flag}}{{#empty}}E{{/empty}}{{#none}}N{{/none}}{{^zero}}Z{{/zero}}",
            "{{#site}}{{^hasPrint}}{{title}}{{/hasPrint}}{{/site}}{{page.list.1}}{{page.list.5}}{{#page.list}}{{.}}{{/page.list}}",
            "{{#page.nested}}{{deep.value}}{{#deep}}{{value}}{{title}}{{/deep}}{{/page.nested}}",
        ]
        let asRecords = Self.records(context)
        for text in templates {
            let (template, problems) = Template.parse(SourceFile(path: "t.mustache", text: text))
            #expect(problems.isEmpty)
            let library = TemplateLibrary(templates: [:])
            let expected = library.render(template!, context: context).0
            #expect(library.render(template!, context: asRecords).0 == expected, "\(text)")
        }
    }

    /// Objects made records, each with a key it does not have as well.
    private static func records(_ value: TemplateValue) -> TemplateValue {
        switch value {
        case .object(let members):
            var record = Record(RecordKeys(members.keys.sorted() + ["notAMember"]))
            for (key, member) in members { record[key] = records(member) }
            return .record(record)
        case .array(let items):
            return .array(items.map(records))
        default:
            return value
        }
    }
}
