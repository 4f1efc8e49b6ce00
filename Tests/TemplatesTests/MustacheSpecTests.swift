import Foundation
import SourceModel
import Templates
import Testing

/// One test case of the official Mustache spec (Tests/Corpus/mustache-spec/*.json).
struct SpecCase: Sendable, CustomTestStringConvertible {
    let file: String
    let name: String
    let template: String
    let partials: [String: String]
    let data: TemplateValue
    let expected: String

    var testDescription: String { "\(file): \(name)" }

    /// Renders the case the way flowdoc renders pages: partials in a library, template parsed once.
    func render() -> (output: String, diagnostics: [Diagnostic]) {
        var sources: [String: SourceFile] = [:]
        for (name, text) in partials { sources[name] = SourceFile(path: "\(name).mustache", text: text) }
        let library = TemplateLibrary(templates: sources)
        let (template, problems) = Template.parse(SourceFile(path: "\(file)/\(name)", text: template))
        guard let template else { return ("<no template>", problems) }
        let (output, diagnostics) = library.render(template, context: data)
        return (output, problems + diagnostics)
    }
}

/// Reads the spec corpus. The package root is three levels above this file; the corpus sits
/// in `Tests/Corpus/mustache-spec` (a copy of `../shared/corpus/mustache-spec`).
enum SpecCorpus {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Corpus/mustache-spec")

    /// The modules the engine must pass; a missing file is a failure, not a skip.
    static let modules = [
        "comments", "delimiters", "interpolation", "inverted", "partials", "sections",
        "~inheritance", "~dynamic-names",
    ]

    static let cases: [SpecCase] = modules.flatMap { (try? load($0)) ?? [] }

    /// The raw `tests` arrays of every JSON file in the corpus folder, counted without converting.
    static func rawCaseCounts() throws -> [String: Int] {
        var counts: [String: Int] = [:]
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        for file in files {
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent(file)))
            counts[String(file.dropLast(5))] = ((object as? [String: Any])?["tests"] as? [Any])?.count ?? 0
        }
        return counts
    }

    static func load(_ module: String) throws -> [SpecCase] {
        let url = directory.appendingPathComponent(module + ".json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        guard let tests = (object as? [String: Any])?["tests"] as? [[String: Any]] else { return [] }
        return tests.map { test in
            SpecCase(
                file: module,
                name: test["name"] as? String ?? "?",
                template: test["template"] as? String ?? "",
                partials: test["partials"] as? [String: String] ?? [:],
                data: value(test["data"] as Any),
                expected: test["expected"] as? String ?? "")
        }
    }

    /// Converts JSONSerialization output. On Linux a JSON `true`/`false` is an NSNumber whose
    /// `objCType` is "c" (char), while JSON numbers are "q"/"i" (integers) or "d" (doubles);
    /// `as? Bool` cannot tell them apart (it also succeeds for 0 and 1).
    static func value(_ any: Any) -> TemplateValue {
        switch any {
        case let string as String:
            return .string(string)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": return .bool(number.boolValue)
            case "d", "f": return .double(number.doubleValue)
            default: return .int(number.intValue)
            }
        case let array as [Any]:
            return .array(array.map(value))
        case let object as [String: Any]:
            return .object(object.mapValues(value))
        default:
            return .null
        }
    }
}

@Suite("Mustache spec")
struct MustacheSpecTests {
    @Test("spec case", arguments: SpecCorpus.cases)
    func specCase(_ spec: SpecCase) {
        let (output, _) = spec.render()
        #expect(output == spec.expected, "template: \(spec.template.debugDescription)")
    }

    @Test("every case of every spec file runs and passes")
    func allCasesCounted() throws {
        let raw = try SpecCorpus.rawCaseCounts()
        #expect(Set(raw.keys) == Set(SpecCorpus.modules), "the corpus holds other files than expected")
        let total = raw.values.reduce(0, +)
        #expect(total > 0)
        #expect(SpecCorpus.cases.count == total)
        var passed: [String: Int] = [:]
        for spec in SpecCorpus.cases where spec.render().output == spec.expected {
            passed[spec.file, default: 0] += 1
        }
        for module in SpecCorpus.modules {
            #expect(passed[module, default: 0] == raw[module], "\(module): \(passed[module, default: 0]) of \(raw[module] ?? 0) pass")
        }
    }

    @Test("JSON booleans and numbers convert to the right cases")
    func jsonConversion() throws {
        let data = Data(#"{"t": true, "f": false, "one": 1, "zero": 0, "d": 1.21, "whole": 2.0}"#.utf8)
        let value = SpecCorpus.value(try JSONSerialization.jsonObject(with: data))
        #expect(value == ["t": true, "f": false, "one": 1, "zero": 0, "d": 1.21, "whole": .double(2.0)])
    }
}
