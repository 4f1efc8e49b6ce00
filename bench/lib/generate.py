"""Deterministic generator of tutorial chapters for the benchmark.

One call writes three copies of the same Markdown bodies:
  flowdoc/content/   the flowdoc site (parts of 100 chapters, each with an index.md)
  hugo/content/      a Hugo site with the same bodies (Hugo's _index.md for parts)
  cmark/chapters/    the bare bodies, one file each, and cmark/all.md (all of them)

Chapter i (0-based) belongs to storyboard Board{i // per_board} (the book's shape: 50 chapters
per storyboard by default, 10 for a book with many small storyboards). The first chapter of a storyboard
declares a navigation controller over a table; each later chapter adds one scene pushed from
the table's cell. Listings and prose links name only what is declared, so the site checks
clean.
"""

import os
import random

CHAPTERS_PER_PART = 100
CHAPTERS_PER_BOARD = 50

NOUNS = [
    "scene", "segue", "navigation controller", "table view", "storyboard", "view controller",
    "detail screen", "list", "cell", "toolbar", "bar button item", "sheet", "stack", "root view",
    "data source", "delegate", "identifier", "title", "back button", "transition", "layout",
    "editor", "palette", "model object", "outlet", "action method",
]
VERBS = [
    "pushes", "presents", "configures", "dequeues", "updates", "replaces", "reloads", "passes",
    "inspects", "connects", "selects", "returns", "creates", "keeps", "checks", "shows",
]
ADJECTIVES = [
    "new", "existing", "selected", "initial", "current", "modal", "plain", "static", "dynamic",
    "custom", "first", "last", "empty", "visible", "hidden", "shared",
]
OPENERS = [
    "In this step", "At this point", "Before going further", "Once that works",
    "As in the previous chapter", "To keep things simple", "Notice that", "In practice",
    "When the app runs", "If you build now",
]
LINKS = [
    ("UIKit documentation", "https://developer.apple.com/documentation/uikit"),
    ("the storyboard guide", "https://developer.apple.com/library/archive/documentation/General/Conceptual/Devpedia-CocoaApp/Storyboard.html"),
    ("view controller programming", "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/"),
    ("table views", "https://developer.apple.com/documentation/uikit/uitableview"),
    ("navigation controllers", "https://developer.apple.com/documentation/uikit/uinavigationcontroller"),
]
CODE_WORDS = [
    "viewDidLoad()", "prepare(for:sender:)", "UITableViewController", "UINavigationController",
    "tableView(_:didSelectRowAt:)", "navigationItem", "indexPathForSelectedRow", "reloadData()",
    "destination", "sender", "IBAction", "IBOutlet", "dismiss(animated:)",
]
TOPICS = [
    "Adding a detail screen", "Passing data forward", "Cleaning up the list", "A second look at cells",
    "Titles and back buttons", "Selecting a row", "Reacting to changes", "Keeping state in sync",
    "Testing the flow", "Naming identifiers", "Reusing cells", "A closer look at the stack",
]


class Writer:
    """Builds one chapter's Markdown from a seeded random source."""

    def __init__(self, rng):
        self.rng = rng

    def pick(self, items):
        return items[self.rng.randrange(len(items))]

    def phrase(self):
        noun = self.pick(NOUNS)
        roll = self.rng.random()
        if roll < 0.15:
            return "*" + noun + "*"
        if roll < 0.25:
            return "**" + noun + "**"
        if roll < 0.40:
            return "`" + self.pick(CODE_WORDS) + "`"
        if roll < 0.47:
            text, url = self.pick(LINKS)
            return "[" + text + "](" + url + ")"
        return "the " + self.pick(ADJECTIVES) + " " + noun

    def sentence(self):
        opener = self.pick(OPENERS)
        words = [opener if opener.endswith("that") else opener + ",", self.phrase(), self.pick(VERBS), self.phrase()]
        if self.rng.random() < 0.5:
            words += ["when", self.phrase(), self.pick(VERBS), self.phrase()]
        return " ".join(words) + "."

    def paragraph(self, extra=None):
        sentences = [self.sentence() for _ in range(self.rng.randint(3, 6))]
        if extra:
            sentences.insert(self.rng.randint(0, len(sentences)), extra)
        return wrap(" ".join(sentences))

    def bullet_list(self):
        ordered = self.rng.random() < 0.4
        lines = []
        for n in range(self.rng.randint(3, 5)):
            marker = "%d." % (n + 1) if ordered else "-"
            lines.append(marker + " " + self.sentence())
        return "\n".join(lines)

    def quote(self):
        return "\n".join("> " + line for line in wrap(self.sentence() + " " + self.sentence()).split("\n"))


def wrap(text, width=96):
    """Breaks prose into lines the way authors do (Markdown ignores the breaks)."""
    lines, line = [], ""
    for word in text.split(" "):
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = (line + " " + word) if line else word
    if line:
        lines.append(line)
    return "\n".join(lines)


def board_of(i, per_board=CHAPTERS_PER_BOARD):
    return "Board%d" % (i // per_board)


def flow_block(i, per_board=CHAPTERS_PER_BOARD):
    """Chapter i's block; names use the chapter number i + 1, like its title and file."""
    c = i + 1
    if i % per_board == 0:
        lines = [
            "# The storyboard starts with a list inside a navigation controller.",
            "scene Nav: navigation root=List initial",
            'scene List: table "Items" class=ItemsViewController prototypes=Cell',
        ]
    else:
        lines = [
            "scene Step%d: view \"Step %d\" class=Step%dViewController" % (c, c, c),
            "segue show%d: List -> Step%d push from=cell" % (c, c),
        ]
    return "```flow\n" + "\n".join(lines) + "\n```"


def swift_listing(i, w, variant, per_board=CHAPTERS_PER_BOARD):
    """A listing that names only identifiers declared in the chapter's storyboard."""
    c = i + 1
    if i % per_board == 0 or variant == 0:
        return "\n".join([
            "```swift",
            "override func tableView(_ tableView: UITableView,",
            "                        cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
            '    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)',
            "    cell.textLabel?.text = items[indexPath.row].name  // %s" % w.pick(ADJECTIVES),
            "    return cell",
            "}",
            "```",
        ])
    if variant == 1:
        return "\n".join([
            "```swift",
            "override func prepare(for segue: UIStoryboardSegue, sender: Any?) {",
            '    if segue.identifier == "show%d",' % c,
            "       let destination = segue.destination as? Step%dViewController," % c,
            "       let row = tableView.indexPathForSelectedRow?.row {",
            "        destination.item = items[row]",
            "        destination.title = \"Step %d\"" % c,
            "    }",
            "}",
            "```",
        ])
    return "\n".join([
        "```swift",
        "@IBAction func showStep(_ sender: Any) {",
        "    // Performed from code, with the identifier from the storyboard.",
        '    performSegue(withIdentifier: "show%d", sender: sender)' % c,
        "}",
        "```",
    ])


def chapter_body(i, seed, per_board=CHAPTERS_PER_BOARD):
    """The Markdown body (no front matter) and the title of chapter i."""
    rng = random.Random("%s:%d" % (seed, i))
    w = Writer(rng)
    title = "Chapter %d: %s" % (i + 1, w.pick(TOPICS))
    first = i % per_board == 0
    blocks = ["# " + title, w.paragraph()]
    if first:
        link = "The [list](scene:List) is the root of the [navigation controller](scene:Nav)."
    else:
        c = i + 1
        link = "The [step %d screen](scene:Step%d) is reached through [show%d](segue:show%d)." % (c, c, c, c)
    blocks.append(w.paragraph(extra=link))
    blocks.append("## The flow")
    blocks.append(w.paragraph())
    blocks.append(flow_block(i, per_board))
    for section in range(rng.randint(2, 4)):
        blocks.append("## " + w.pick(TOPICS))
        blocks.append(w.paragraph())
        roll = rng.random()
        if roll < 0.4:
            blocks.append(w.bullet_list())
        elif roll < 0.6:
            blocks.append(w.quote())
        if rng.random() < 0.3:
            blocks.append("### " + w.pick(TOPICS))
            blocks.append(w.paragraph())
        blocks.append(swift_listing(i, w, section % 3, per_board))
        blocks.append(w.paragraph())
    return title, "\n\n".join(blocks) + "\n"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def generate(count, out_dir, seed="flowdoc-bench", per_board=CHAPTERS_PER_BOARD):
    """Writes the three copies for `count` chapters under out_dir; returns a summary dict."""
    flowdoc_content = os.path.join(out_dir, "flowdoc", "content")
    hugo_root = os.path.join(out_dir, "hugo")
    cmark_dir = os.path.join(out_dir, "cmark")
    home = ("Benchmark tutorial", "This site is generated by `bench/run`: %d chapters in %d parts.\n"
            % (count, (count + CHAPTERS_PER_PART - 1) // CHAPTERS_PER_PART))
    write(os.path.join(flowdoc_content, "index.md"), "---\ntitle: %s\n---\n\n%s" % (quoted(home[0]), home[1]))
    write(os.path.join(hugo_root, "content", "_index.md"), "---\ntitle: %s\n---\n\n%s" % (quoted(home[0]), home[1]))
    total_bytes = 0
    parts = 0
    with_all = []
    for i in range(count):
        part = i // CHAPTERS_PER_PART
        folder = "%03d-part-%d" % (part + 1, part + 1)
        if i % CHAPTERS_PER_PART == 0:
            parts += 1
            title = "Part %d" % (part + 1)
            body = "# %s\n\nChapters %d to %d of the generated tutorial.\n" % (
                title, i + 1, min(count, i + CHAPTERS_PER_PART))
            write(os.path.join(flowdoc_content, folder, "index.md"),
                  "---\ntitle: %s\n---\n\n%s" % (quoted(title), body))
            write(os.path.join(hugo_root, "content", folder, "_index.md"),
                  "---\ntitle: %s\nweight: %d\n---\n\n%s" % (quoted(title), part + 1, body))
        title, body = chapter_body(i, seed, per_board)
        name = "%05d-step-%d.md" % (i + 1, i + 1)
        board = board_of(i, per_board)
        write(os.path.join(flowdoc_content, folder, name),
              "---\ntitle: %s\nstoryboard: %s\n---\n\n%s" % (quoted(title), board, body))
        write(os.path.join(hugo_root, "content", folder, name),
              "---\ntitle: %s\nweight: %d\nstoryboard: %s\n---\n\n%s" % (quoted(title), i + 1, board, body))
        write(os.path.join(cmark_dir, "chapters", name), body)
        with_all.append(body)
        total_bytes += len(body.encode("utf-8"))
    write(os.path.join(cmark_dir, "all.md"), "\n".join(with_all))
    write_hugo_theme(hugo_root)
    return {
        "chapters": count, "parts": parts, "storyboards": (count + per_board - 1) // per_board,
        "chaptersPerStoryboard": per_board,
        "markdownBytes": total_bytes, "seed": seed,
    }


HUGO_CONFIG = """baseURL = "/"
title = "Benchmark tutorial"
languageCode = "en"
uglyURLs = true
disableKinds = ["taxonomy", "term", "RSS", "sitemap"]
enableRobotsTXT = false

[markup.goldmark.renderer]
unsafe = false
"""

HUGO_SIDEBAR = """<ul class="nav-list">
{{ $current := .CurrentSection.RelPermalink }}
{{ range site.Sections }}
  <li><a href="{{ .RelPermalink }}">{{ .Title }}</a>
  {{ if eq .RelPermalink $current }}
    <ul>
    {{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>
    {{ end }}
    </ul>
  {{ end }}
  </li>
{{ end }}
</ul>
"""

HUGO_HEAD = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }} · {{ site.Title }}</title>
<link rel="stylesheet" href="{{ "style.css" | relURL }}">
</head>
<body>
<header><a href="{{ "/" | relURL }}">{{ site.Title }}</a></header>
<nav class="sidebar">{{ partial "sidebar.html" . }}</nav>
<main>
"""

HUGO_FOOT = """</main>
</body>
</html>
"""

HUGO_LAYOUTS = {
    "_default/single.html": HUGO_HEAD + """<article>{{ .Content }}</article>
<aside class="toc">{{ .TableOfContents }}</aside>
<nav class="pager">
{{ with .PrevInSection }}<a rel="prev" href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
{{ with .NextInSection }}<a rel="next" href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}
</nav>
""" + HUGO_FOOT,
    "_default/list.html": HUGO_HEAD + """<article>{{ .Content }}</article>
<ol>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ol>
""" + HUGO_FOOT,
    "index.html": HUGO_HEAD + """<article>{{ .Content }}</article>
<ol>{{ range site.Sections }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ol>
""" + HUGO_FOOT,
    "404.html": HUGO_HEAD + "<h1>Page not found</h1>\n" + HUGO_FOOT,
    "partials/sidebar.html": HUGO_SIDEBAR,
}


def write_hugo_theme(hugo_root):
    write(os.path.join(hugo_root, "config.toml"), HUGO_CONFIG)
    for name, text in HUGO_LAYOUTS.items():
        write(os.path.join(hugo_root, "layouts", name), text)
    write(os.path.join(hugo_root, "static", "style.css"),
          "body { font-family: system-ui, sans-serif; display: grid; grid-template-columns: 16rem 1fr; }\n")
