/// A storyboard for a platform whose interface is not UIKit: a watchOS interface storyboard
/// (WatchKit interface controllers, `targetRuntime="watchKit"`) or a macOS one (AppKit windows
/// and view controllers, `targetRuntime="MacOSX.Cocoa"`). Their scenes, segues and controllers
/// are not UIKit's, so the importer reads none of them. (tvOS storyboards are UIKit: imported.)
struct UnsupportedPlatform {
    /// "watchOS" or "macOS".
    let name: String
    let targetRuntime: String
    let kind: String

    init?(document: ParsedElement) {
        let runtime = document.value("targetRuntime") ?? ""
        let type = document.value("type") ?? ""
        if runtime.hasPrefix("watchKit") || type.contains(".WatchKit.") {
            name = "watchOS"
            kind = "watchOS interface storyboard (WatchKit interface controllers)"
        } else if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.Storyboard") {
            name = "macOS"
            kind = "macOS storyboard (AppKit windows and view controllers)"
        } else {
            return nil
        }
        targetRuntime = runtime.isEmpty ? type : runtime
    }

    var message: String {
        "this is a \(kind), targetRuntime=\"\(targetRuntime)\": \(name) storyboards are not supported, so nothing was imported"
    }

    static let supported = "flowdoc documents iOS, iPadOS and tvOS storyboards, whose scenes are UIKit view controllers "
        + "(targetRuntime=\"iOS.CocoaTouch\" or \"AppleTV\")"
}
