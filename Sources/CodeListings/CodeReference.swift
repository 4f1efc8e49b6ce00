/// A string literal in a code listing that names a storyboard object.
package struct CodeReference: Sendable, Hashable {
    /// What the literal names, judged by the API it is passed to.
    package enum Kind: String, Sendable, CaseIterable {
        /// A segue identifier: `performSegue(withIdentifier:)`, `segue.identifier == "…"`.
        case segue
        /// A scene's storyboard ID: `instantiateViewController(withIdentifier:)`.
        case storyboardID
        /// A cell prototype's reuse identifier: `dequeueReusableCell(withIdentifier:)`.
        case reuseIdentifier
        /// A storyboard file name: `UIStoryboard(name:bundle:)`.
        case storyboardName
    }

    /// What the code does with the literal, which decides what a wrong one does at run time.
    package enum Use: String, Sendable, CaseIterable {
        /// Handed to UIKit, which raises when nothing has that name (`instantiate…`, `dequeue…`).
        case pass
        /// Given to `performSegue(withIdentifier:)` / `performSegueWithIdentifier:`: UIKit raises
        /// unless the receiver's own scene has a segue with that identifier.
        case perform
        /// Given to `dequeueReusableCell(withIdentifier:)` without `for:` (Objective-C: without
        /// `forIndexPath:`): with no such cell UIKit returns nil, it does not raise.
        case optional
        /// Compared with a segue's identifier (`==`, `isEqualToString:`, a `switch` case): a wrong
        /// literal never raises, the branch simply never runs.
        case compare
    }

    /// What the literal names.
    package var kind: Kind
    /// What the code does with it.
    package var use: Use
    /// For a storyboard ID: the storyboard it is instantiated from, when the code names it
    /// (`UIStoryboard(name: "X", bundle: nil).instantiateViewController(withIdentifier:)`, also
    /// through a local bound to `UIStoryboard(name: "X", …)`).
    package var storyboard: String?
    /// For `performSegue`: whether it is performed on `self` (written or implied); `false` for
    /// `vc.performSegue`, `self.parent?.performSegue`, `[other performSegueWithIdentifier:]`.
    package var onSelf: Bool = true
    /// The literal's value, escapes decoded.
    package var value: String
    /// UTF-8 offsets of the literal's content (inside the quotes) in the listing text.
    package var range: Range<Int>
    /// When the literal is reached through a constant (`let id = "x"` … `performSegue(withIdentifier: id…)`):
    /// the UTF-8 offset where the constant is used, which is where the call's class is read. `nil`
    /// when the literal is written at the call.
    package var site: Int?
    /// When the literal is a constant another file binds (`SharedConstants`): that file's path;
    /// `range` is then in that file. `nil` when the literal is in the scanned listing.
    package var path: String?

    /// Makes a reference.
    package init(kind: Kind, value: String, range: Range<Int>, use: Use = .pass) {
        self.kind = kind
        self.use = use
        self.value = value
        self.range = range
    }
}

extension CodeReference.Use {
    /// How surely a wrong identifier fails at run time with this use: a perform raises, a
    /// comparison never does. Of several uses of one literal, the surest is reported.
    package var surety: Int {
        switch self {
        case .compare: 0
        case .optional: 1
        case .pass: 2
        case .perform: 3
        }
    }
}
