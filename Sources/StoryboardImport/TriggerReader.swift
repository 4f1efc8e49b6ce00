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
            if let system = owner.value("systemItem").flatMap(systemItemLabel) { return .label(system) }
            // `from=bar-button` means the navigation bar a navigation controller gives the scene;
            // an item of a toolbar or navigation bar placed in the scene's own view needs none.
            return standaloneBar(holding: owner, below: controller).map { .label($0 == "toolbar" ? "toolbar item" : "bar item") }
                ?? .barButton
        default:
            return tag.hasSuffix("GestureRecognizer") ? .gesture : nil
        }
    }

    /// "toolbar" or "navigationBar" when the item sits in such a view of the scene (a subview,
    /// not the `navigationItem` or `toolbarItems` a navigation controller shows); nil otherwise.
    static func standaloneBar(holding item: ParsedElement, below controller: ParsedElement) -> String? {
        var current = item.parentElement
        var steps = 0
        // Bounded: real items sit a few levels below their bar; a hostile nesting stays linear.
        while let element = current, !(element === controller), steps < 64 {
            if element.name == "toolbar" || element.name == "navigationBar" { return element.name }
            current = element.parentElement
            steps += 1
        }
        return nil
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
