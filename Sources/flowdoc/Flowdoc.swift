import Foundation
import SourceModel

/// `flowdoc COMMAND [ARGUMENTS]`: a thin layer that reads arguments, calls the stages and
/// maps outcomes to exit codes (0 clean, 1 errors in the input, 2 usage or I/O failure).
@main
struct Flowdoc {
    static let commands: [(name: String, summary: String, run: @Sendable (inout Arguments) throws -> Int32)] = [
        ("build", "build the site into site/ (or -o DIR)", BuildCommand.run),
        ("check", "check content and flows without writing HTML", CheckCommand.run),
        ("serve", "preview the site with live reload", ServeCommand.run),
        ("render", "print one chapter's body HTML", RenderCommand.run),
        ("graph", "print the storyboards as JSON or Graphviz dot", GraphCommand.run),
        ("import", "turn a .storyboard file into a Markdown chapter", ImportCommand.run),
        ("rules", "list every check", RulesCommand.run),
        ("new", "write a starter site", NewCommand.run),
    ]

    static func main() {
        let all = Array(CommandLine.arguments.dropFirst())
        var arguments = Arguments(Array(all.dropFirst()))
        guard let name = all.first else {
            Console.out(Usage.general)
            exit(2)
        }
        if name == "--help" || name == "-h" || name == "help" {
            Console.out(all.count > 1 && name == "help" ? Usage.help(for: all[1]) : Usage.general)
            exit(0)
        }
        if name == "--version" {
            Console.out("flowdoc \(Usage.version)\n")
            exit(0)
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            var message = "flowdoc: unknown command '\(name)'"
            if let near = Arguments.nearest(name, among: commands.map(\.name)) { message += "; did you mean '\(near)'?" }
            Console.error(message + "\n\n" + Usage.general)
            exit(2)
        }
        // `--help` works on every command, wherever it is (`flowdoc check --strict --help`).
        if arguments.flag("--help", "-h") {
            Console.out(Usage.help(for: name))
            exit(0)
        }
        do {
            exit(try command.run(&arguments))
        } catch let error as UsageError {
            Console.error("flowdoc \(name): \(error.message)\n\(Usage.help(for: name))")
            exit(2)
        } catch {
            // Paths in the message come from the input: no control character reaches the terminal.
            Console.error("flowdoc \(name): \(String(describing: error).escapingControlCharacters)\n")
            exit(2)
        }
    }
}
