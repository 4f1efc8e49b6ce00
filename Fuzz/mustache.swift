import SourceModel
import Templates

/// The Mustache parser and renderer: the input up to the first NUL is the page template, the
/// rest a partial called `p` (which the page may include, and which may include itself).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let (page, partial) = fuzzHalves(fuzzText(data, size))
    let library = TemplateLibrary(templates: [
        "page": SourceFile(path: "templates/page.mustache", text: page),
        "p": SourceFile(path: "templates/p.mustache", text: partial),
    ])
    let context: TemplateValue = [
        "title": "A <b>title</b>", "list": [["name": "a"], ["name": "b", "list": []]],
        "flag": true, "none": nil, "n": 3, "p": "p", "nested": ["deeper": ["value": "x"]],
    ]
    _ = library.render("page", context: context)
    return 0
}
