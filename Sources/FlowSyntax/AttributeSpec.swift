/// What an attribute key takes, and which scenes or segues may carry it.
struct AttributeSpec: Sendable {
    enum Shape: Sendable {
        case sceneName, sceneNames, actions, text, texts, className, trigger, storyboardName
        case looseIdentifier(String), looseIdentifiers(String)
        case choice(String, [String])

        var isList: Bool {
            switch self {
            case .sceneNames, .actions, .texts, .looseIdentifiers: true
            default: false
            }
        }
    }

    var shape: Shape
    /// The kinds (or styles) allowed to carry the key, nil for all.
    var owners: [String]?
    /// How messages name those owners: "navigation scenes".
    var ownersDescription: String
    /// Whether a storyboard reference may carry the key: a reference stands for a scene of
    /// another storyboard, so what describes that scene's contents belongs on its declaration there.
    var onReference: Bool

    init(_ shape: Shape, only owners: [String]? = nil, _ ownersDescription: String = "", onReference: Bool = true) {
        self.shape = shape
        self.owners = owners
        self.ownersDescription = ownersDescription
        self.onReference = onReference
    }

    /// The kind of a storyboard reference (`scene Players: reference storyboard=Players`).
    static let referenceKind = "reference"

    static let scene: [String: AttributeSpec] = [
        "class": AttributeSpec(.className),
        "id": AttributeSpec(.looseIdentifier("storyboard ID")),
        "title": AttributeSpec(.text),
        "root": AttributeSpec(.sceneName, only: ["navigation"], "navigation scenes"),
        "tabs": AttributeSpec(.sceneNames, only: ["tab"], "tab scenes"),
        "master": AttributeSpec(.sceneName, only: ["split"], "split scenes"),
        "detail": AttributeSpec(.sceneName, only: ["split"], "split scenes"),
        "cells": AttributeSpec(.choice("cells value", FlowVocabulary.cellStyles), onReference: false),
        "static": AttributeSpec(.texts, onReference: false),
        "prototypes": AttributeSpec(.looseIdentifiers("reuse identifier"), only: ["table", "collection", "view"],
                                    "table, collection and view scenes (a view controller with a table or collection view inside)"),
        "actions": AttributeSpec(.actions, onReference: false),
        "dismiss": AttributeSpec(.trigger, onReference: false),
        "storyboard": AttributeSpec(.storyboardName, only: [referenceKind], "storyboard references"),
        "target": AttributeSpec(.looseIdentifier("storyboard ID"), only: [referenceKind], "storyboard references"),
    ]

    static let segue: [String: AttributeSpec] = [
        "from": AttributeSpec(.trigger),
        "class": AttributeSpec(.className, only: ["custom"], "custom segues"),
        "presentation": AttributeSpec(.choice("presentation style", FlowVocabulary.presentationStyles),
                                      only: ["present", "modal"], "present and modal segues"),
    ]

    static let unwind: [String: AttributeSpec] = [
        "from": AttributeSpec(.trigger),
    ]

    /// Which statements a key belongs to, for "'root' is not a segue attribute" messages.
    static func owners(of key: String) -> String? {
        if scene[key] != nil || key == "initial" { return segue[key] != nil ? nil : "scenes" }
        if segue[key] != nil { return unwind[key] != nil ? "segues and unwinds" : "segues" }
        return nil
    }
}
