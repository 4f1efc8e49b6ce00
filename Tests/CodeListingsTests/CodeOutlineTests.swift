import CodeListings
import Testing

/// Which type's code an offset is in: what `code.segue-wrong-source` asks of every perform and the
/// outline asks of every action. Answered by one sweep and a binary search; asking every type for
/// every perform made a file of thousands of nested types quadratic (20,000 unclosed `class C {
/// func f() { performSegue(withIdentifier: "a", sender: nil) }` took 37 s to check, 9.6 s at half
/// the size).
@Suite struct CodeOutlineTests {
    static let source = """
        class A {
            func a() { x1 }
            struct B { func b() { x2 } }
            func c() { x3 }
        }
        extension A { func d() { x4 } }
        func top() { x5 }
        class C {
            enum D { case q }
            func e() { x6 }
        """

    @Test func theInnermostTypeHoldsAnOffset() throws {
        let outline = CodeOutline.scan(Self.source, language: .swift)
        let expected: [String: String?] = ["x1": "A", "x2": "B", "x3": "A", "x4": "A", "x5": nil, "x6": "C"]
        for (marker, type) in expected {
            let offset = try #require(utf8Range(of: marker, in: Self.source)).lowerBound
            #expect(outline.enclosingType(at: offset) == type, "\(marker)")
        }
        // At every offset, the smallest body holding it (the definition).
        for offset in 0...Self.source.utf8.count {
            let smallest = outline.types.filter { $0.body.contains(offset) }.min { $0.body.count < $1.body.count }?.name
            #expect(outline.enclosingType(at: offset) == smallest, "offset \(offset)")
        }
    }

    @Test(.timeLimit(.minutes(1))) func thousandsOfNestedTypesStayLinear() {
        let source = String(repeating: "class C { @IBAction func a(_ s: Any) { performSegue(withIdentifier: \"a\", sender: nil) } ", count: 20_000)
        let outline = CodeOutline.scan(source, language: .swift)
        #expect(outline.actions.count == 20_000)
        #expect(outline.actions.allSatisfy { $0.type == "C" })
    }
}
