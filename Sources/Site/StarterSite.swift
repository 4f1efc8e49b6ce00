import Foundation

/// The files `flowdoc new` writes: settings, a home page and one chapter with a flow block.
/// It builds clean under `flowdoc check --strict` (a test keeps it so).
package enum StarterSite {
    /// Writes one starter file, creating its folder; a failure says why in words (a path
    /// through a file, permissions, a full disk), never as a raw Foundation error.
    package static func write(_ text: String, to url: URL) throws {
        try IOFailure.createFolders(url.deletingLastPathComponent())
        try writeFile(url.path, Array(text.utf8))
    }

    package static let files: [(String, String)] = [
        ("flowdoc.conf", """
        # Site settings. Every key is optional; see the README for the list.
        title: My App's Flows
        description: How the screens of my app fit together.
        language: en
        raw-html: false
        default-storyboard: Main

        """),
        ("content/index.md", """
        ---
        title: Welcome
        description: How the screens of my app fit together.
        ---

        # My App's Flows

        Each chapter describes part of the app's navigation with a `flow` block; flowdoc
        checks it and draws it. Start with [the first chapter](first-flow.html).

        """),
        ("content/01-first-flow.md", """
        ---
        title: A first flow
        description: A list of notes and a detail screen.
        storyboard: Main
        ---

        # A first flow

        A navigation controller shows [the list of notes](scene:Notes); tapping a row pushes
        [the note's detail](scene:NoteDetail) through [the showNote segue](segue:showNote).

        ```flow
        scene Nav: navigation root=Notes initial
        scene Notes: table "Notes" class=NotesViewController prototypes=NoteCell
        scene NoteDetail: view "Note" class=NoteViewController
        segue showNote: Notes -> NoteDetail push from=cell
        ```

        The list hands the tapped note over before the segue runs:

        ```swift
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if segue.identifier == "showNote",
               let detail = segue.destination as? NoteViewController,
               let row = tableView.indexPathForSelectedRow?.row {
                detail.note = notes[row]
            }
        }
        ```

        """),
    ]
}
