/// What changed since the previous build of a `serve` session, when the change is only chapters
/// edited in place: the same chapters in the same places, parts, drafts, assets, settings and
/// theme, and some chapters' files changed. The steps after `content` then redo only what those
/// chapters reach, instead of looking at every chapter of the book; with no edit (nil in the
/// context) every step works on the whole book, as a full build does.
struct ChapterEdit: Sendable {
    /// The build the edit is relative to (`IncrementalState.generation`): a step uses what it
    /// kept only when it kept it in that build.
    var base: Int
    /// Reading positions of the chapters whose file changed, in order.
    var positions: [Int]
    /// Of those, the chapters whose flow inputs changed (`prepare`): none means the last flow
    /// pass holds as it is.
    var flowInputs: [Int] = []
    /// The chapters whose flow results changed (`flows`): their pages show other diagrams or links.
    var reanalysed: [Int] = []
    /// The chapters not edited whose links point elsewhere now (`checkLinks`): a fragment
    /// written in another case than the id it named, which it is written in, when that id is
    /// renamed (or the other way).
    var relinked: [Int] = []
    /// The storyboard pages (by position) whose content changed (`flows`).
    var storyboardsChanged: [Int] = []
}
