import SourceModel

/// `flowdoc rules [--format human|markdown]`: the catalogue of every check.
enum RulesCommand {
    static func run(_ arguments: inout Arguments) throws -> Int32 {
        let format = try arguments.value("--format") ?? "human"
        try arguments.finish(known: ["--format"])
        switch format {
        case "human": Console.out(RuleCatalogueText.plain())
        case "markdown": Console.out(RuleCatalogueText.markdownTable())
        default: throw UsageError(message: "--format must be human or markdown, not '\(format)'")
        }
        return 0
    }
}
