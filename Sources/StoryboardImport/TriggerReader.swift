import FlowGraph
import Foundation

/// Works out what performs a segue from the element its `<connections>` belong to.
enum TriggerReader {
    /// `segue` sits in `<connections>`, which sits in the trigger element.
    static func trigger(of segue: ParsedElement, controller: ParsedElement) -> Trigger? {
        guard let owner = segue.parentElement?.parentElement else { return nil }
        let tag = owner.name
        if owner === controller { return .manual }
        switch tag {
        case "tableViewCell", "collectionViewCell":
            return segue.value("trigger") == "accessoryAction" ? .accessory : .cell
        case "button":
            return buttonTitle(owner).map(Trigger.label) ?? .button
        case "barButtonItem":
            if let title = owner.value("title").map(TextCleaning.oneLine), !title.isEmpty { return .label(title) }
            return owner.value("systemItem").flatMap(systemItemLabel).map(Trigger.label) ?? .barButton
        default:
            return tag.hasSuffix("GestureRecognizer") ? .gesture : nil
        }
    }

    private static func buttonTitle(_ button: ParsedElement) -> String? {
        let raw = button.childElements.first { $0.name == "state" && $0.value("key") == "normal" }?.value("title")
            ?? button.child("buttonConfiguration")?.value("title")
            ?? button.value("title")
        guard let text = raw.map(TextCleaning.oneLine), !text.isEmpty else { return nil }
        return text
    }

    /// `add` -> "+", `fastForward` -> "Fast Forward"; spaces have no label.
    static func systemItemLabel(_ item: String) -> String? {
        switch item {
        case "add": return "+"
        case "flexibleSpace", "fixedSpace": return nil
        default:
            var words = ""
            for character in item {
                if character.isUppercase, !words.isEmpty { words += " " }
                words += words.isEmpty ? character.uppercased() : String(character)
            }
            return words.isEmpty ? nil : words
        }
    }
}
