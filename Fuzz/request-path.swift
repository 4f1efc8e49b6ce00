import Foundation
import Preview

/// The `serve` request path parser, against a small real folder (created once).
let fuzzRoot: String = {
    let root = NSTemporaryDirectory() + "flowdoc-fuzz-site-\(getpid())"
    try? FileManager.default.createDirectory(atPath: root + "/guide", withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: root + "/index.html", contents: Data("<p>home</p>".utf8))
    FileManager.default.createFile(atPath: root + "/guide/index.html", contents: Data("<p>guide</p>".utf8))
    FileManager.default.createFile(atPath: root + "/.hidden", contents: Data("secret".utf8))
    return RequestPath.realPath(root) ?? root
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestPath(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let target = fuzzText(data, size)
    if case .file(let url) = RequestPath.resolve(target, underRealRoot: fuzzRoot) {
        // Whatever resolves must lie inside the root and never be a dotfile.
        if !url.path.hasPrefix(fuzzRoot + "/") || url.path.contains("/.") {
            fatalError("request path \(target.debugDescription) escaped to \(url.path)")
        }
    }
    return 0
}
