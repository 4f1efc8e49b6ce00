/// Help texts: the general one and one per command (`flowdoc COMMAND --help`).
enum Usage {
    static let version = "0.1.0"

    static let general = """
    flowdoc — documentation sites for iOS navigation flows

    Usage: flowdoc COMMAND [OPTIONS]     (flowdoc COMMAND --help for its options)

    Commands:
      build [DIR] [-o OUT]          build DIR (default .) into OUT (default DIR/site)
      check [DIR]                   check content, flows and listings; write nothing
      serve [DIR] [--port 8000]     preview with live reload at http://127.0.0.1:8000
      render FILE.md                print one chapter's body HTML
      graph [DIR]                   print the final storyboards (--format json|dot)
      import FILE.storyboard        print a chapter describing a storyboard
      rules                         list every check: id, default severity, summary
      new DIR                       write a starter site

    \(diagnosticOptions)
    Exit codes: 0 clean, 1 errors in the content, 2 usage or I/O failure.
    Run 'flowdoc help' for this text; see README.md for more.

    """

    static let diagnosticOptions = """
    Common options (build, check, serve):
      --strict                      warnings fail the run (except rules given a level with --rule)
      --rule ID=error|warning|off   change one rule's severity (repeatable; wins over --strict)
      --format human|github|json|sarif
                                    diagnostics format (default human)

    """

    static func help(for command: String) -> String {
        switch command {
        case "build":
            return """
            usage: flowdoc build [DIR] [-o OUT] [--strict] [--rule ID=LEVEL] [--format FORMAT]

            Builds the site in DIR (default .) into OUT (default DIR/site). A failed build leaves
            the previous site as it was.

            \(diagnosticOptions)
            """
        case "check":
            return """
            usage: flowdoc check [DIR] [--strict] [--rule ID=LEVEL] [--format FORMAT]
                                 [--against [NAME=]FILE.storyboard …] [--sources DIR]

            Runs every check of a build and writes no HTML.
              --against [NAME=]FILE.storyboard   compare the documented storyboard NAME with the real file (repeatable)
              --sources DIR                      check the identifiers the app's code passes to UIKit

            \(diagnosticOptions)
            """
        case "serve":
            return """
            usage: flowdoc serve [DIR] [--port 8000] [--host 127.0.0.1] [--open] [--poll] [--strict] [--rule ID=LEVEL]

            Builds, serves the site on loopback and rebuilds on save; errors are shown over the page.

            """
        case "render": return "usage: flowdoc render FILE.md [--raw-html] [--commonmark]\n\nPrints one chapter's body HTML, without a template.\n"
        case "graph":
            return "usage: flowdoc graph [DIR] [--storyboard NAME] [--format json|dot|layout-stats]\n\n"
                + "Prints the final storyboards: scenes, relationships, segues, unwinds.\n"
        case "import":
            return """
            usage: flowdoc import FILE.storyboard [--name NAME] [--sources DIR]

            Prints a Markdown chapter whose flow block describes the storyboard. What could not be
            carried over is an import.skipped warning on standard error.
              --name NAME      the storyboard's name (default: the file name)
              --sources DIR    the app's code: unwinds go to the scene whose class implements the action

            """
        case "rules":
            return "usage: flowdoc rules [--format human|markdown]\n\nLists every check: rule id, default severity, summary and an example.\n"
        case "new": return "usage: flowdoc new DIR\n\nWrites a starter site that builds as it is.\n"
        default: return general
        }
    }
}
