import Foundation
import StoryboardImport

/// The storyboard importer (XML parsing, scene naming, unwind resolution, the chapter writer).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStoryboardImport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    _ = try? StoryboardImporter.importData(bytes, path: "Fuzz.storyboard", name: "Fuzz")
    return 0
}
