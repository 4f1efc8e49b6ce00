import Foundation

extension StoryboardImporter {
    /// The storyboard name a file is documented under by default: its file name without the
    /// extension, made valid for a flow info string (`Main_iPad.storyboard` -> `Main_iPad`).
    package static func defaultName(for path: String) -> String {
        FlowNames.storyboardName(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
    }

    /// Whether `name` can follow ```` ```flow ```` as it is: a letter, then ASCII letters,
    /// digits, `_` and `-`.
    package static func isValidStoryboardName(_ name: String) -> Bool {
        !name.isEmpty && FlowNames.storyboardName(name) == name
    }
}
