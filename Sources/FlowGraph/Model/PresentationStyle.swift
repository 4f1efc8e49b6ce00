/// How UIKit presents a modal segue's destination (`UIModalPresentationStyle`), spelt as storyboards
/// and the flow language spell it (`presentation=fullScreen`).
package enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// Neither the segue nor the destination sets a style: since iOS 13 UIKit shows most view
    /// controllers as a sheet (page sheet before iOS 18, form sheet from iOS 18).
    case automatic
    case pageSheet, formSheet, fullScreen, overFullScreen, currentContext, overCurrentContext, custom, popover

    /// Whether the user can leave the presentation without a control: a sheet is swiped down, a
    /// popover is dismissed by a tap outside it (both unless the code sets `isModalInPresentation`).
    /// Full-screen and context presentations have no such gesture, nor has a custom one by itself.
    package var dismissesInteractively: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover: true
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .custom: false
        }
    }
}
