import FlowSyntax
import SourceModel

/// The flow-block parser: the first line is the info string, the rest are statements.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFlowParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = fuzzText(data, size)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let info = lines.isEmpty ? "flow" : "flow " + lines.removeFirst()
    let file = SourceFile(path: "fuzz.md", text: text)
    let source = FlowBlockSource(
        file: file, infoString: info, fenceLocation: SourceLocation(path: "fuzz.md", line: 1, column: 4),
        lines: lines.enumerated().map { FlowSourceLine(text: $1, line: $0 + 2, column: 1) })
    _ = FlowParser.parse(source)
    return 0
}
