import SourceModel

/// A parsed template: a tree of text and tags, built once and rendered any number of times,
/// from any number of threads at once.
package struct Template: Sendable {
    let storage: Storage

    /// The parsed tree; a class so copies of a `Template` share it.
    final class Storage: Sendable {
        let source: SourceFile
        let nodes: [Node]
        init(source: SourceFile, nodes: [Node]) {
            self.source = source
            self.nodes = nodes
        }
    }

    /// The file the template was parsed from.
    package var source: SourceFile { storage.source }

    /// Parses a Mustache template.
    ///
    /// Mistakes are `template.syntax` errors pointing into `source`. Parsing recovers from all
    /// of them (an unclosed section ends at the end of the file, a stray closing tag is
    /// ignored), so the template is never nil today; check the diagnostics for errors.
    package static func parse(_ source: SourceFile) -> (Template?, [Diagnostic]) {
        var parser = TemplateParser(source: source)
        let nodes = parser.parse()
        return (Template(storage: Storage(source: source, nodes: nodes)), parser.diagnostics)
    }
}
