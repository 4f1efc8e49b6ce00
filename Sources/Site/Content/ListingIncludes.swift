import CodeListings
import Foundation
import Markup
import SourceModel

/// The hook between a parsed chapter and `ListingInclude`: every Swift or Objective-C listing
/// whose info string has `file=` gets the code from the app's sources (the `sources:` setting),
/// so it is highlighted, scanned and checked like a pasted listing. Diagnostics point at the
/// info string; the included lines are placed on the fence's line.
enum ListingIncludes {
    static func apply(to document: inout MarkdownDocument, settings: SiteSettings, root: URL?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let sourcesRoot = settings.sources.isEmpty ? nil : root.map { $0.appendingPathComponent(settings.sources).path }
        for index in document.codeBlocks.indices {
            let block = document.codeBlocks[index]
            guard ByteSearch.contains(block.info, UInt8(ascii: "=")), block.info.contains("file="), ListingLanguage(infoString: block.language) != nil else { continue }
            let (included, problems) = ListingInclude.resolve(
                infoString: block.info, infoLocation: block.infoLocation, sourcesRoot: sourcesRoot)
            diagnostics += problems
            guard let included else { continue }
            document.codeBlocks[index].literal = included.text
            document.codeBlocks[index].includedFrom = included.path
            document.codeBlocks[index].lines = included.text.split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast().map { .init(text: $0, line: block.infoLocation.line, column: block.infoLocation.column) }
        }
        return diagnostics
    }
}
