"""Adversarial shapes, each timed at N and 2N: the ratio of the two times says how the
cost grows (about 2 is linear, 4 quadratic). Used by bench/adversarial (and bench/run).

Every input is small and generated here; nothing is read from the network. Each run has a
time limit, so a shape that still explodes shows as a timeout instead of hanging the bench.
"""

import argparse
import os
import shutil
import signal
import subprocess
import sys

TIME = "/usr/bin/time"


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def site(root, chapter, templates=None, files=None):
    if os.path.isdir(root):
        shutil.rmtree(root)
    write(os.path.join(root, "content", "01-shape.md"), chapter)
    for name, text in (templates or {}).items():
        write(os.path.join(root, "templates", name), text)
    for name, text in (files or {}).items():
        write(os.path.join(root, name), text)
    return root


# Each shape: (name, what it stresses, command kind, default N, generator(root, n) -> argv tail)

def scene_links(root, n):
    """N `scene:` links on one line of prose (column counting)."""
    links = " ".join("[a](scene:A)" for _ in range(n))
    return site(root, "# Links\n\n```flow Main\nscene A: view initial\n```\n\n" + links + "\n")


def reference_links(root, n):
    """N reference-style `scene:` links on one line (their destination is defined elsewhere)."""
    links = " ".join("[a][r]" for _ in range(n))
    return site(root, "# Links\n\n```flow Main\nscene A: view initial\n```\n\n" + links + "\n\n[r]: scene:A\n")


def listing_strings(root, n):
    """N checked string literals in one Swift listing."""
    lines = "\n".join('performSegue(withIdentifier: "go", sender: nil)' for _ in range(n))
    return site(root, "# Strings\n\n```flow Main\nscene A: view initial\nscene B: view\nsegue go: A -> B present\n"
                      "unwind B -> A.back\n```\n\n"
                      "```swift\n" + lines + "\n```\n")


def unwinds(root, n):
    """A push chain of N scenes, each unwinding to the scene halfway up the stack."""
    out = ["scene Nav: navigation root=S0 initial"]
    out += [f"scene S{i}: view actions=back{i}" for i in range(n)]
    out += [f"segue S{i} -> S{i + 1} push" for i in range(n - 1)]
    out += [f"unwind S{i} -> S{i // 2}.back{i // 2}" for i in range(1, n)]
    return site(root, "# Unwinds\n\n```flow Main\n" + "\n".join(out) + "\n```\n")


def removals(root, n):
    """One block removes N scenes (each presented from one home scene) a block above declared."""
    first = ["scene A: view initial"] + [f"scene S{i}: view\nsegue A -> S{i} present" for i in range(n)]
    second = [f"remove scene S{i}" for i in range(n)]
    return site(root, "# Removals\n\n```flow Main\n" + "\n".join(first) + "\n```\n\n```flow Main\n"
                + "\n".join(second) + "\n```\n")


def misspellings(root, n):
    """N segues to misspelled scenes in a storyboard of N scenes (did-you-mean for each)."""
    body = ["scene A: view initial"] + [f"scene Scene{i}: view" for i in range(n)]
    body += [f"segue A -> Scene{i}x present" for i in range(n)]
    return site(root, "# Typos\n\n```flow Main\n" + "\n".join(body) + "\n```\n")


def doubling_partials(root, n):
    """N partials under 40 bytes, each including the one below twice (2^N if uncapped)."""
    templates = {"partials/p0.mustache": "x"}
    for level in range(1, n + 1):
        templates[f"partials/p{level}.mustache"] = "{{>partials/p%d}}{{>partials/p%d}}" % (level - 1, level - 1)
    layout_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "templates", "layout.mustache")
    with open(layout_path, encoding="utf-8") as handle:
        layout = handle.read()
    templates["layout.mustache"] = layout.replace("</body>", "{{>partials/p%d}}</body>" % n, 1)
    return site(root, "# Partials\n\nText.\n", templates)


def parallel_segues(root, n):
    """N segues between the same two scenes (edge labels and their obstacles)."""
    out = ["scene A: view initial", "scene B: view"]
    out += [f"segue s{i}: A -> B present" for i in range(n)]
    return site(root, "# Parallel\n\n```flow Main\n" + "\n".join(out) + "\n```\n")


def chain(root, n):
    """A push chain of N scenes (layout of one long rank order)."""
    out = ["scene Nav: navigation root=S0 initial"] + [f"scene S{i}: view" for i in range(n)]
    out += [f"segue S{i} -> S{i + 1} push" for i in range(n - 1)]
    return site(root, "# Chain\n\n```flow Main\n" + "\n".join(out) + "\n```\n")


def one_line_storyboard(root, n):
    """A storyboard of N scenes (a push chain) written on one line, imported."""
    if os.path.isdir(root):
        shutil.rmtree(root)
    scenes = []
    for i in range(n):
        segue = (f'<connections><segue destination="vc{i + 1}" kind="show" identifier="next{i}" id="sg{i}"/></connections>'
                 if i + 1 < n else "")
        scenes.append(f'<scene sceneID="s{i}"><objects><viewController storyboardIdentifier="V{i}" id="vc{i}" '
                      f'customClass="V{i}ViewController" sceneMemberID="viewController">{segue}</viewController>'
                      f'</objects></scene>')
    xml = ('<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
           'version="3.0" initialViewController="vc0"><scenes>' + "".join(scenes) + "</scenes></document>")
    write(os.path.join(root, "Main.storyboard"), xml)
    return root


def long_line(root, n):
    """One paragraph line of N KiB with emphasis and code spans (cmark, locations)."""
    piece = "word *emphasis* `code` "
    return site(root, "# Long\n\n" + piece * (n * 1024 // len(piece)) + "\n")


def nested_quotes(root, n):
    """One line of N nested block quotes (`> > > … x`): cmark's tree and the converter's walk."""
    return site(root, "# Quotes\n\n" + "> " * n + "deep\n")


def nested_lists(root, n):
    """One line of N nested list items (`- - - … x`)."""
    return site(root, "# Lists\n\n" + "- " * n + "deep\n")


def nested_brackets(root, n):
    """N unclosed `[` then N `](x)` on one line (cmark's bracket stack, link text)."""
    return site(root, "# Brackets\n\n" + "[" * n + "a" + "](https://example.com/)" * n + "\n")


def footnotes(root, n):
    """N footnote references in one paragraph and their N definitions."""
    refs = " ".join(f"x[^n{i}]" for i in range(n))
    notes = "\n".join(f"[^n{i}]: Note {i}." for i in range(n))
    return site(root, "# Notes\n\n" + refs + "\n\n" + notes + "\n")


def table_rows(root, n):
    """A GFM table of N rows of three cells, one a `scene:` link."""
    rows = "\n".join(f"| r{i} | *e* | [a](scene:A) |" for i in range(n))
    return site(root, "# Table\n\n```flow Main\nscene A: view initial\n```\n\n| a | b | c |\n|---|:-:|--:|\n" + rows + "\n")


def table_columns(root, n):
    """A GFM table of N columns and ten rows."""
    header = "|" + "|".join(f"c{i}" for i in range(n)) + "|\n|" + "|".join("---" for _ in range(n)) + "|\n"
    row = "|" + "|".join("x" for _ in range(n)) + "|\n"
    return site(root, "# Wide\n\n" + header + row * 10)


def headings(root, n):
    """N `##` sections of one paragraph each (table of contents, anchors, search entries)."""
    body = "".join(f"## Section {i}\n\nText of section {i}.\n\n" for i in range(n))
    return site(root, "# Sections\n\n" + body)


def includes(root, n):
    """N listings including the same region of the same source file (`file=… region=…`)."""
    source = "import UIKit\n// region: go\nperformSegue(withIdentifier: \"go\", sender: nil)\n// endregion\n"
    listing = "```swift file=App/View.swift region=go\n```\n\n"
    chapter = ("# Includes\n\n```flow Main\nscene A: view initial\nscene B: view\nsegue go: A -> B present\n```\n\n"
               + listing * n)
    return site(root, chapter, files={"flowdoc.conf": "title: T\nsources: app\n", "app/App/View.swift": source})


def fan_out(root, n):
    """One scene with N segues to N scenes (a fan: layout, text description, Play data)."""
    out = ["scene A: view initial"] + [f"scene S{i}: view" for i in range(n)]
    out += [f"segue A -> S{i} show" for i in range(n)]
    return site(root, "# Fan\n\n```flow Main\n" + "\n".join(out) + "\n```\n")


def storyboards(root, n):
    """N storyboards of two scenes in one chapter (pages, sidebar, index)."""
    blocks = "".join(f"```flow B{i}\nscene A: view initial\nscene B: view\nsegue A -> B show\n```\n\n" for i in range(n))
    return site(root, "# Boards\n\n" + blocks)


def plain_line(root, n):
    """One line of N KiB of plain words, no markup (a 10 MiB line at 2N)."""
    piece = "lorem ipsum dolor sit amet "
    return site(root, "# Plain\n\n" + piece * (n * 1024 // len(piece)) + "\n")


SHAPES = [
    # name, kind, N, generator, note
    ("scene links on one line", "check", 30000, scene_links, "links"),
    ("reference links on one line", "check", 30000, reference_links, "links"),
    ("string literals in one listing", "check", 30000, listing_strings, "listing"),
    ("unwinds up a push chain", "check", 10000, unwinds, "unwind rule"),
    ("scene removals in one block", "check", 10000, removals, "builder"),
    ("misspelled scene names", "check", 2000, misspellings, "did-you-mean"),
    ("doubling partials (capped)", "build", 24, doubling_partials, "template.too-large"),
    ("one-line storyboard import", "import", 4000, one_line_storyboard, "XML"),
    ("one long line (KiB)", "check", 2048, long_line, "Markdown"),
    ("parallel segues (diagram)", "build", 1000, parallel_segues, "layout"),
    ("push chain (diagram)", "build", 1000, chain, "layout"),
    ("fan of segues from one scene", "build", 1000, fan_out, "layout"),
    ("nested block quotes on one line", "build", 5000, nested_quotes, "Markdown"),
    ("nested list items on one line", "build", 5000, nested_lists, "Markdown"),
    ("nested brackets on one line", "build", 10000, nested_brackets, "Markdown"),
    ("footnotes", "build", 5000, footnotes, "GFM"),
    ("table rows", "build", 10000, table_rows, "GFM"),
    ("table columns", "build", 2000, table_columns, "GFM"),
    ("sections (headings)", "build", 5000, headings, "search"),
    ("includes of one region", "build", 2000, includes, "listings"),
    ("storyboards in one chapter", "build", 500, storyboards, "pages"),
    ("one plain line (KiB, 10 MiB at 2N)", "build", 5120, plain_line, "Markdown"),
]


def timed(argv, cwd, timeout):
    report = os.path.join(cwd, ".time")
    full = [TIME, "-f", "%e %M %U %S", "-o", report] + argv
    with open(os.devnull, "wb") as sink:
        process = subprocess.Popen(full, cwd=cwd, stdout=sink, stderr=sink, start_new_session=True)
        try:
            status = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            return None, None, None, "timeout"
    try:
        with open(report) as handle:
            fields = handle.read().split()[-4:]
        return float(fields[0]), int(fields[1]) // 1024, float(fields[2]) + float(fields[3]), status
    except (OSError, ValueError, IndexError):
        return None, None, None, status


def command(flowdoc, kind, root):
    if kind == "import":
        return [flowdoc, "import", os.path.join(root, "Main.storyboard")]
    if kind == "build":
        return [flowdoc, "build", root, "-o", os.path.join(root, "site")]
    return [flowdoc, "check", root]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--flowdoc", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--timeout", type=float, default=float(os.environ.get("ADVERSARIAL_TIMEOUT", "300")))
    parser.add_argument("--scale", type=float, default=float(os.environ.get("ADVERSARIAL_SCALE", "1")))
    parser.add_argument("--only", default=os.environ.get("ADVERSARIAL_ONLY", ""))
    args = parser.parse_args()
    print("\n## Adversarial shapes (each at N and 2N; ratio ≈ 2 is linear, ≈ 4 quadratic)\n")
    print("The ratio is of CPU time (user + system), steadier than wall time on a shared machine.\n")
    print("| shape | command | N | wall s (N) | CPU s (N) | peak MiB (N) | wall s (2N) | CPU s (2N) | peak MiB (2N) | CPU ratio |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name, kind, base, generate, _ in SHAPES:
        if args.only and args.only not in name:
            continue
        n = max(2, int(base * args.scale)) if "partials" not in name else base
        cells = []
        walls = []
        for size in (n, 2 * n):
            root = os.path.join(args.out, "adversarial", f"{generate.__name__}-{size}")
            generate(root, size)
            wall, peak, cpu, status = timed(command(args.flowdoc, kind, root), root, args.timeout)
            if status == "timeout":
                cells += [f"> {args.timeout:.0f} (timeout)", "—", "—"]
                walls.append(None)
            else:
                mark = "" if status in (0, 1) else f" (exit {status})"
                cells += [f"{wall:.2f}{mark}", f"{cpu:.2f}", f"{peak}"]
                walls.append(cpu)
        if None in walls:
            ratio = "—"
        else:
            ratio = f"{walls[1] / walls[0]:.2f}" if walls[0] > 0.05 else f"{walls[1] / max(walls[0], 0.01):.2f} (short)"
        print(f"| {name} | {kind} | {n} | " + " | ".join(cells) + f" | {ratio} |", flush=True)
    print("\nThe partial shape is N = 24 and 48 levels: without the output cap it would double with every level; "
          "with it both stop at the same limit with a located `template.too-large` error (exit 1).")


if __name__ == "__main__":
    sys.exit(main())
