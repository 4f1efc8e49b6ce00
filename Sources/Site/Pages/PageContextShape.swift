import Templates

/// Every name `PageAssembler`, `Navigation` and `StoryboardPage` put into a page's context, for
/// `template.unknown-name`. A test renders the bundled site and checks that the contexts hold
/// nothing this shape lacks, so adding a key there without adding it here fails.
/// Its objects' keys are also the keys of the `Record`s the contexts are made of.
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

    /// A storyboard page's `storyboard` object.
    static let storyboard: ContextShape = .object([
        "name": .value, "summary": .value, "diagram": .value, "scenes": .list(sceneEntry),
        "removed": .list(.object(["name": .value, "anchor": .value, "chapter": .value, "url": .value])),
        "hasRemoved": .value,
    ])

    static let site: ContextShape = .object([
        "title": .value, "description": .value, "language": .value, "baseURL": .value,
        "favicon": .value, "faviconType": .value, "hasPrintPage": .value,
    ])

    static let tocEntry: ContextShape = .object(["level": .value, "id": .value, "text": .value])

    /// A page's own `page` object.
    static let pageObject: ContextShape = .object([
        "title": .value, "description": .value, "body": .value, "root": .value, "kind": .value, "isHome": .value,
        "toc": .list(tocEntry), "hasToc": .value,
        "canonical": .value, "path": .value, "showTitle": .value, "titleIsShownBelow": .value, "editURL": .value, "base": .value,
        "isPrint": .value,
    ])

    /// The whole context of any page (chapter, home, storyboard, 404, print).
    static let page: ContextShape = .object([
        "site": site,
        "page": pageObject,
        // The sidebar is rendered once per part from the navigation's keys, then put in as `sidebar`.
        "sidebar": .value,
        "nav": .list(navItem), "storyboards": .list(storyboardLink),
        "hasStoryboards": .value, "hasShownStoryboards": .value,
        "storyboardIndex": .object(["url": .value, "count": .value, "isPartial": .value]),
        "navAbove": .object(["count": .value, "url": .value]), "navBelow": .object(["count": .value, "url": .value]),
        "storyboardList": .list(.object(["name": .value, "url": .value, "scenes": .value, "segues": .value, "chapter": link])), "previous": link, "next": link, "hasPager": .value,
        "chapterList": .list(.object(["number": .value, "title": .value, "url": .value, "description": .value])),
        "hasChapters": .value,
        "storyboard": storyboard,
    ])

    /// The keys of the records a page's context is made of (`Record`: its names are found without
    /// hashing strings, and a page looks up a hundred or so).
    static let pageKeys = keys(of: page)
    static let pageObjectKeys = keys(of: pageObject)
    static let siteKeys = keys(of: site)
    static let tocEntryKeys = keys(of: tocEntry)
    static let linkKeys = keys(of: link)
    static let storyboardKeys = keys(of: storyboard)
    static let sceneEntryKeys = keys(of: sceneEntry)
    static let segueItemKeys = keys(of: segueItem)

    /// The member names of an object shape, sorted.
    private static func keys(of shape: ContextShape) -> RecordKeys {
        guard case .object(let members) = shape else { preconditionFailure("not an object shape") }
        return RecordKeys(members.keys.sorted())
    }
}
