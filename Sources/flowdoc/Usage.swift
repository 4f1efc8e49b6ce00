/// Help texts.
enum Usage {
    static let version = "0.1.0"

    static let general = """
    flowdoc — documentation sites for iOS navigation flows

    Usage: flowdoc COMMAND [OPTIONS]

    Commands:
      build [DIR] [-o OUT]          build DIR (default .) into OUT (default DIR/site)
      check [DIR]                   check content, flows and listings; write nothing
      serve [DIR] [--port 8000]     preview with live reload at http://127.0.0.1:8000
      render FILE.md                print one chapter's body HTML
      graph [DIR]                   print the final storyboards (--format json|dot)
      import FILE.storyboard        print a chapter describing a storyboard
      new DIR                       write a starter site

    Common options (build, check, serve):
      --strict                      warnings fail the run
      --rule ID=error|warning|off   change one rule's severity (repeatable)
      --format human|github|json    diagnostics format (default human)

    Exit codes: 0 clean, 1 errors in the content, 2 usage or I/O failure.
    Run 'flowdoc help' for this text; see README.md for more.

    """

    static func help(for command: String) -> String {
        switch command {
        case "build": return "usage: flowdoc build [DIR] [-o OUT] [--strict] [--rule ID=LEVEL] [--format human|github|json]\n"
        case "check": return "usage: flowdoc check [DIR] [--strict] [--rule ID=LEVEL] [--format human|github|json] [--against [NAME=]FILE.storyboard …] [--sources DIR]\n"
        case "serve": return "usage: flowdoc serve [DIR] [--port 8000] [--host 127.0.0.1] [--open] [--poll]\n"
        case "render": return "usage: flowdoc render FILE.md [--raw-html] [--commonmark]\n"
        case "graph": return "usage: flowdoc graph [DIR] [--storyboard NAME] [--format json|dot]\n"
        case "import": return "usage: flowdoc import FILE.storyboard [--name NAME]\n"
        case "new": return "usage: flowdoc new DIR\n"
        default: return general
        }
    }
}
