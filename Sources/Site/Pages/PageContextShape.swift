import Templates

/// Every name `PageAssembler`, `Navigation` and `StoryboardPage` put into a page's context, for
/// `template.unknown-name`. A test renders the bundled site and checks that the contexts hold
/// nothing this shape lacks, so adding a key there without adding it here fails.
enum PageContextShape {
    static let link: ContextShape = .object(["title": .value, "url": .value])

    static let navItem: ContextShape = .object([
        "title": .value, "url": .value, "isCurrent": .value, "isPart": .value,
        "chapters": .list(.object(["title": .value, "url": .value, "isCurrent": .value, "isPart": .value])),
        "hasChapters": .value,
        "partStoryboards": .list(storyboardLink), "hasPartStoryboards": .value,
    ])

    static let storyboardLink: ContextShape = .object(["name": .value, "url": .value, "isCurrent": .value])

    static let segueItem: ContextShape = .object([
        "style": .value, "identifier": .value, "trigger": .value, "anchor": .value, "target": .value,
        "targetAnchor": .value, "source": .value, "sourceAnchor": .value,
    ])

    static let sceneEntry: ContextShape = .object([
        "name": .value, "anchor": .value, "kind": .value, "isInitial": .value, "title": .value, "className": .value,
        "storyboardID": .value, "opens": .object(["storyboard": .value, "url": .value, "target": .value]),
        "cells": .object(["label": .value, "text": .value, "items": .list(.value)]),
        "containerOf": .object(["items": .list(.object(["name": .value, "anchor": .value, "kind": .value]))]),
        "actions": .object(["items": .list(.value)]),
        "outgoing": .list(segueItem), "hasOutgoing": .value, "incoming": .list(segueItem), "hasIncoming": .value,
        "mentions": .list(link), "hasMentions": .value,
    ])

    /// The whole context of any page (chapter, home, storyboard, 404, print).
    static let page: ContextShape = .object([
        "site": .object([
            "title": .value, "description": .value, "language": .value, "baseURL": .value,
            "favicon": .value, "faviconType": .value, "hasPrintPage": .value,
        ]),
        "page": .object([
            "title": .value, "description": .value, "body": .value, "root": .value, "kind": .value, "isHome": .value,
            "toc": .list(.object(["level": .value, "id": .value, "text": .value])), "hasToc": .value,
            "canonical": .value, "path": .value, "showTitle": .value, "titleIsShownBelow": .value, "editURL": .value, "base": .value,
            "isPrint": .value,
        ]),
        // The sidebar is rendered once per part from the navigation's keys, then put in as `sidebar`.
        "sidebar": .value,
        "nav": .list(navItem), "storyboards": .list(storyboardLink),
        "hasStoryboards": .value, "hasShownStoryboards": .value,
        "storyboardIndex": .object(["url": .value, "count": .value, "isPartial": .value]),
        "navAbove": .object(["count": .value, "url": .value]), "navBelow": .object(["count": .value, "url": .value]),
        "storyboardList": .list(.object(["name": .value, "url": .value, "scenes": .value, "segues": .value, "chapter": link])), "previous": link, "next": link, "hasPager": .value,
        "chapterList": .list(.object(["number": .value, "title": .value, "url": .value, "description": .value])),
        "hasChapters": .value,
        "storyboard": .object([
            "name": .value, "summary": .value, "diagram": .value, "scenes": .list(sceneEntry),
            "removed": .list(.object(["name": .value, "anchor": .value, "chapter": .value, "url": .value])),
            "hasRemoved": .value,
        ]),
    ])
}
