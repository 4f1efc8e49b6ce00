/// The names a template's context can hold: what a site generator promises its templates.
///
/// Used to find names that no context can ever have (`template.unknown-name`): a template that
/// writes `{{{page.bdy}}}` renders nothing there, for every page, silently.
package indirect enum ContextShape: Sendable, Hashable {
    /// A string, number or boolean.
    case value
    /// Named members.
    case object([String: ContextShape])
    /// A list whose items have this shape.
    case list(ContextShape)
    /// Anything: names below it are not checked.
    case open

    /// The shape of `key` when this is an object (or a list of objects).
    func member(_ key: String) -> ContextShape? {
        switch self {
        case .object(let members): members[key]
        case .list(let item): item.member(key)
        case .open: .open
        case .value: nil
        }
    }

    /// Every object shape in the tree (lists looked through), this one included.
    var objects: [[String: ContextShape]] {
        switch self {
        case .object(let members): [members] + members.values.flatMap(\.objects)
        case .list(let item): item.objects
        case .value, .open: []
        }
    }

    var isOpen: Bool {
        switch self {
        case .open: true
        case .list(let item): item.isOpen
        default: false
        }
    }
}
