/// One check flowdoc runs: a stable id, its default severity, a one-line summary and an example
/// of input that trips it.
package struct Rule: Sendable, Hashable {
    /// Stable id, such as `flow.unknown-scene`. Never change a shipped id.
    package var id: String
    package var severity: Severity
    /// A lower-case sentence fragment: when the rule fires.
    package var summary: String
    /// A short piece of input that trips the rule.
    package var example: String
    /// The severity of the rule's lesser case, when the summary describes one (a `show` segue
    /// outside a navigation controller is a warning where a `push` is an error); nil for most rules.
    package var milder: Severity?

    package init(_ id: String, _ severity: Severity, _ summary: String, example: String, milder: Severity? = nil) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.example = example
        self.milder = milder
    }

    /// The severity as `flowdoc rules` and the reference show it: `error`, or `error/warning`
    /// for a rule with a milder case.
    package var severityText: String {
        milder.map { severity.rawValue + "/" + $0.rawValue } ?? severity.rawValue
    }

    /// The family: the part of the id before the dot (`flow`, `link`, `drift`…).
    package var family: Substring { id.prefix { $0 != "." } }
}

/// Every rule of every stage, in the order `flowdoc rules` and the reference chapter list them.
///
/// Diagnostics take their default severity from here (`Diagnostic.report`), `--rule` accepts
/// only these ids, and SARIF output describes them. Adding a rule is one line below.
package enum RuleCatalogue {
    package static let all: [Rule] = [
        // Flow blocks, checked as they are read.
        Rule("flow.syntax", .error, "a line of a flow block does not parse; the message says what was expected and where", example: "scene Edit table"),
        Rule("flow.unknown-scene", .error, "a segue, unwind, relationship or remove names a scene the storyboard does not have", example: "segue Recipes -> Detial push"),
        Rule("flow.duplicate-scene", .error, "a scene is declared twice in one storyboard state", example: "scene Recipes: table … twice in one block"),
        Rule("flow.duplicate-segue-id", .error, "two segues from one source share an identifier (a note when the sources differ: legal, only segue: links are ambiguous)", example: "segue show: A -> B push + segue show: A -> C push", milder: .note),
        Rule("flow.unknown-segue", .error, "'remove segue' or 'remove unwind' names no segue of the storyboard", example: "remove segue showDetial"),
        Rule("flow.empty-block", .warning, "a flow block declares nothing and its storyboard has no scenes yet", example: "a flow block with only a comment"),
        Rule("flow.dangling-reference", .error, "a scene: or segue: link, or an identifier string in a code listing, names nothing declared", example: "a link to scene:Detial"),
        Rule("flow.ambiguous-reference", .error, "an unqualified name exists in several storyboards, none of them the chapter's own", example: "a link to scene:List, with List in two other storyboards"),
        // Flow blocks, checked on the final state of each storyboard.
        Rule("flow.no-entry-point", .error, "no scene is initial and none has a storyboard ID: nothing could ever load the storyboard", example: "scene A: view (no initial, no id=)"),
        Rule("flow.multiple-entry-points", .error, "several scenes are marked initial; a storyboard has one initial view controller", example: "scene A: view initial + scene B: view initial"),
        Rule("flow.duplicate-storyboard-id", .error, "two scenes share a storyboard ID", example: "scene A: view id=Login + scene B: view id=Login"),
        Rule("flow.unreachable-scene", .warning, "no segue or relationship leads to the scene from an entry point, and it has no storyboard ID", example: "scene Orphan: view"),
        Rule("flow.push-outside-navigation", .error, "a push segue from a scene with no navigation controller above it (a show segue there presents modally: a note)", example: "scene A: view initial + segue A -> B push", milder: .note),
        Rule("flow.static-cells-outside-table", .error, "static cells on a scene that is not a table view controller", example: "scene A: view cells=static"),
        Rule("flow.unwind-unreachable", .error, "the unwind search UIKit makes from the source (up through parents and presenters, and their children) can never find the target (a warning when code may create a scene on the way)", example: "unwind Add -> Settings.done, with Home presenting Add and Settings", milder: .warning),
        Rule("flow.unwind-unknown-action", .error, "the unwind target does not define the unwind action", example: "unwind Edit -> List.save with List actions=cancel"),
        Rule("flow.manual-segue-needs-id", .warning, "a segue performed from code (from=manual) has no identifier to perform it by", example: "segue A -> B present from=manual"),
        Rule("flow.modal-dead-end", .warning, "a scene presented without a swipe-down (presentation=fullScreen, overFullScreen, currentContext, overCurrentContext or custom) has no way back the storyboard shows: no unwind and no dismiss action", example: "segue A -> B present presentation=fullScreen, with no unwind from B and no dismiss= on B"),
        Rule("flow.bar-button-outside-navigation", .warning, "a bar-button trigger (an item of the navigation bar a navigation controller gives) on a scene with no navigation controller above it", example: "segue A -> B present from=bar-button, A in no navigation controller"),
        Rule("flow.empty-container", .warning, "a navigation, tab or split container has no child scene where it needs one (a note when it has a class or storyboard ID, whose code likely sets them)", example: "scene Nav: navigation", milder: .note),
        Rule("flow.unknown-storyboard-reference", .error, "a storyboard reference's target= names no storyboard ID of the storyboard it opens", example: "scene R: reference storyboard=Login target=Welcom"),
        Rule("flow.container-cycle", .error, "containers hold one another in a circle (a view controller would contain itself)", example: "scene Nav: navigation root=Inner + scene Inner: navigation root=Nav"),
        // Chapters and their links.
        Rule("content.unreadable", .error, "a chapter file cannot be read", example: "content/01-intro.md without read permission"),
        Rule("content.too-large", .error, "a chapter file is larger than flowdoc reads", example: "a 100 MiB chapter"),
        Rule("content.invalid-utf8", .error, "a chapter file is not valid UTF-8", example: "a chapter saved as Latin-1"),
        Rule("content.duplicate-page", .error, "two chapters would be written to the same page", example: "01-intro.md and intro.md"),
        Rule("content.raw-html-omitted", .warning, "a chapter holds raw HTML, which the page leaves out because flowdoc.conf does not set raw-html: true", example: "See the <kbd>⌘</kbd> key."),
        Rule("content.not-a-file", .error, "a file under content/ is a FIFO, socket or device; it is not read", example: "mkfifo content/02-pipe.md"),
        Rule("content.link-outside", .error, "a symbolic link under content/ leads out of it; it is not read nor published", example: "content/notes.txt -> ../secret.txt"),
        Rule("content.link-not-followed", .warning, "a symbolic link to a folder under content/ is not followed: it leads back to a folder that holds it, or is inside a folder reached through a link", example: "content/02-part/all -> .."),
        Rule("link.broken", .error, "a link to another chapter or file names nothing in the site (a warning in a draft chapter)", example: "[next](02-colourboard.md)", milder: .warning),
        Rule("link.anchor", .warning, "a link's #fragment names no heading of the page it points to", example: "[grammar](06-reference.md#grammer)"),
        Rule("image.missing", .error, "an image names a file the site does not have (a warning in a draft chapter)", example: "![palette](images/palete.png)", milder: .warning),
        Rule("image.no-alt", .warning, "an image has no alternative text", example: "![](images/palette.png)"),
        Rule("link.malformed-url", .warning, "an absolute URL cannot work as written (it is never fetched)", example: "[docs](https//example.com)"),
        Rule("include.missing", .error, "an included file or region does not exist (or no sources: setting)", example: "an include of Sources/Palete.swift"),
        Rule("include.empty-region", .warning, "an included region exists but holds no code", example: "// region: prepare followed at once by // endregion"),
        Rule("include.outside-sources", .error, "an included path leads out of the sources folder", example: "file=../../etc/passwd"),
        Rule("include.syntax", .error, "an include's lines= is malformed, or it has both region= and lines=", example: "lines=30-10"),
        Rule("output.collision", .error, "two outputs of the build would be written to the same path", example: "a chapter and a static file both named about.html"),
        // Front matter and settings.
        Rule("frontmatter.syntax", .error, "a front matter line is not 'key: value'", example: "title Colorboard"),
        Rule("frontmatter.unterminated", .error, "front matter opens with '---' and never closes", example: "---\ntitle: Colorboard"),
        Rule("frontmatter.duplicate-key", .error, "a front matter key is set twice", example: "title: A + title: B"),
        Rule("frontmatter.value", .error, "a front matter value is not one the key accepts", example: "draft: yes"),
        Rule("frontmatter.unknown-key", .warning, "a front matter key flowdoc does not know", example: "titel: Colorboard"),
        Rule("settings.syntax", .error, "a flowdoc.conf line is not 'key: value'", example: "title Colorboard"),
        Rule("settings.duplicate-key", .error, "a setting is set twice in flowdoc.conf", example: "title: A + title: B"),
        Rule("settings.value", .error, "a setting's value is not one the setting accepts", example: "raw-html: maybe"),
        Rule("settings.unknown-key", .warning, "a setting flowdoc does not know", example: "titel: My book"),
        Rule("settings.not-a-file", .error, "flowdoc.conf is a FIFO, socket or device; it is not read", example: "mkfifo flowdoc.conf"),
        // Templates.
        Rule("template.syntax", .error, "a Mustache template does not parse", example: "{{#pages}} never closed"),
        Rule("template.unknown-partial", .error, "a template includes a partial or names a template the theme does not have", example: "{{> sidebr}}"),
        Rule("template.recursion", .error, "partials include each other without end", example: "a.mustache: {{> b}}, b.mustache: {{> a}}"),
        Rule("template.too-large", .error, "a template expands to more output than flowdoc writes for one page", example: "24 partials, each including the next twice"),
        Rule("template.not-a-file", .error, "a file under templates/ is a FIFO, socket or device; it is not read", example: "mkfifo templates/layout.mustache"),
        Rule("template.link-outside", .error, "a symbolic link under templates/ leads out of it; it is not read nor published", example: "templates/static/key.txt -> /etc/passwd"),
        Rule("template.link-not-followed", .warning, "a symbolic link to a folder under templates/ is not followed: it leads back to a folder that holds it, or is inside a folder reached through a link", example: "templates/static/all -> .."),
        Rule("template.unknown-name", .warning, "a template names a value that no page context can ever have", example: "{{{page.bdy}}}"),
        // Storyboard import.
        Rule("import.skipped", .warning, "part of a .storyboard file could not be carried over into the flow block", example: "a segue whose destination is not in the file"),
        Rule("import.unsupported-platform", .error, "a watchOS (WatchKit) or macOS (AppKit) storyboard was given: only UIKit storyboards are imported", example: "flowdoc import Interface.storyboard, with targetRuntime=\"watchKit\""),
        Rule("import.guessed", .note, "the importer chose an unwind target without knowing which class implements the action", example: "unwind without --sources"),
        // Documentation against the real storyboards (check --against).
        Rule("drift.missing-scene", .error, "a documented scene is not in the real storyboard", example: "scene Detial: table, absent from Main.storyboard"),
        Rule("drift.undocumented-scene", .warning, "a scene of the real storyboard is not documented", example: "a Settings scene only in Main.storyboard"),
        Rule("drift.missing-segue", .error, "a documented segue is not in the real storyboard", example: "segue showDetial: …"),
        Rule("drift.undocumented-segue", .warning, "a segue of the real storyboard is not documented", example: "a real segue editItem no block mentions"),
        Rule("drift.segue-style", .error, "a documented segue has another style (or modal presentation style) than the real one", example: "documented push, real present"),
        Rule("drift.segue-destination", .error, "a documented segue leads elsewhere than the real one", example: "documented A -> B, real A -> C"),
        Rule("drift.undocumented-storyboard", .warning, "a real storyboard given to --against is not documented by any flow block", example: "--against Settings.storyboard, no flow Settings block"),
        // The app's code (check --sources).
        Rule("code.unknown-identifier", .error, "the code passes UIKit an identifier no storyboard declares", example: "performSegue(withIdentifier: \"showDetial\", sender: nil)"),
        Rule("code.segue-wrong-source", .error, "performSegue inside a class names a segue whose source scene has another class", example: "performSegue(withIdentifier: \"editItem\", …) in ListViewController, editItem leaves DetailViewController"),
        Rule("code.missing-unwind-action", .error, "a storyboard unwind names an action no class in the sources implements", example: "unwind to saveInput: with no @IBAction func saveInput(_ segue: UIStoryboardSegue)"),
        Rule("code.missing-segue-action", .warning, "a segue's @IBSegueAction is not a method of its source scene's class", example: "destinationCreationSelector=\"makeDetail:\" with no @IBSegueAction func makeDetail(_ coder: NSCoder) in the source's class"),
        Rule("code.unreadable-file", .warning, "a source file cannot be read; it was not scanned", example: "a .swift file without read permission"),
        Rule("code.file-too-large", .warning, "a source file is too large to scan", example: "a 10 MiB generated .m file"),
        // The preview server.
        Rule("serve.build-failed", .error, "a rebuild in flowdoc serve stopped on a problem of the machine (disk full, no permission)", example: "the output folder made read-only while serving"),
    ]

    private static let byID: [String: Rule] = Dictionary(all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The rule with this id, if there is one.
    package static func rule(_ id: String) -> Rule? { byID[id] }

    /// Every id, in catalogue order.
    package static var ids: [String] { all.map(\.id) }
}
