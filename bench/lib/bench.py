"""The benchmark proper (called by bench/run): generate, time each tool, compare, report.

usage: bench.py --out DIR --repo DIR [--flowdoc PATH] [--repeats 3] [--shapes 50,10] N [N ...]
       bench.py dotstats FILE.dot OUTDIR     (dot's crossings and area for a dot file)
       bench.py pages FLOWDOC-SITE HUGO-PUBLIC  (mean chapter page sizes of two built sites)
       bench.py search SITE N                (search figures of a built site of N chapters)
"""

import argparse
import json
import os
import platform
import random
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import corpus  # noqa: E402
import diagrams  # noqa: E402
import generate  # noqa: E402
import search  # noqa: E402
from measure import measure, stopwatch  # noqa: E402

AIM_SIZE = 10000
AIM_WALL = 10.0    # flowdoc at most 1/10 of Hugo's wall time
AIM_MEMORY = 4.0   # flowdoc at most 1/4 of Hugo's peak memory
AIM_CHECK = 4.0    # flowdoc check at most 4 times the cmark floor
AIM_PAGE = 1.5     # a chapter page at most 1.5 times Hugo's page plus its diagrams
SVG = re.compile(rb"<svg\b.*?</svg>", re.S)
PAGE_SAMPLE = 500  # chapter pages measured per size (evenly spread)
# Above this many chapters Hugo is not run (HUGO_LIMIT overrides): it needs about 6 s of CPU
# and 250 MiB per 1,000 chapters, so 100,000 would take well over 5 minutes per run.
HUGO_LIMIT = int(os.environ.get("HUGO_LIMIT", "20000"))


def log(text=""):
    print(text, flush=True)


def count_files(root, suffix):
    total = 0
    for _, _, files in os.walk(root):
        total += sum(1 for name in files if name.endswith(suffix))
    return total


def tool_version(argv):
    try:
        done = subprocess.run(argv, capture_output=True, timeout=60)
        return (done.stdout or done.stderr).decode("utf-8", "replace").strip().splitlines()[0]
    except (OSError, IndexError, subprocess.TimeoutExpired):
        return "unknown"


def timed_tools(base, flowdoc, count=0):
    """(name, argv or shell string, shell?, paths to delete before each run, output folder to count)."""
    tools = []
    if flowdoc:
        site = os.path.join(base, "flowdoc")
        built = os.path.join(base, "flowdoc-site")
        tools.append(("flowdoc build", [flowdoc, "build", site, "-o", built], False, [built], built))
        tools.append(("flowdoc check", [flowdoc, "check", site], False, [], None))
    hugo = os.path.join(base, "hugo")
    public = os.path.join(base, "hugo-public")
    if count > HUGO_LIMIT:
        log("  hugo: skipped at N = %d (over HUGO_LIMIT = %d: it would take more than ~5 minutes per run)"
            % (count, HUGO_LIMIT))
    else:
        tools.append(("hugo", ["hugo", "--quiet", "--source", hugo, "--destination", public,
                               "--cacheDir", os.path.join(base, "hugo-cache")],
                      False, [public, os.path.join(base, "hugo-cache"), os.path.join(hugo, "resources")], public))
    chapters = os.path.join(base, "cmark", "chapters")
    tools.append(("cmark (per file)",
                  "find '%s' -name '*.md' -print0 | xargs -0 -P2 -n 200 cmark > /dev/null" % chapters,
                  True, [], None))
    if count <= HUGO_LIMIT:  # one document of the whole book: its tree alone would need gigabytes
        tools.append(("cmark (one file)", ["cmark", os.path.join(base, "cmark", "all.md")], False, [], None))
    return tools


def ratio(a, b):
    if a is None or b is None or b == 0:
        return None
    return a / b


def label(count, per_board):
    return "%d-b%d" % (count, per_board)


def chapter_pages(root, flat_names):
    """Chapter pages of a built site: HTML files in part folders, except the part's own index."""
    pages = []
    if not os.path.isdir(root):
        return pages
    for part in sorted(os.listdir(root)):
        folder = os.path.join(root, part)
        if not os.path.isdir(folder) or not part.split("-")[-1].isdigit() or "part" not in part:
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith(".html") and name != "index.html":
                pages.append((flat_names(name), os.path.join(folder, name)))
    return pages


def page_sizes(base):
    return page_sizes_of(os.path.join(base, "flowdoc-site"), os.path.join(base, "hugo-public"))


def page_sizes_of(flowdoc_site, hugo_public):
    """Mean bytes of a chapter page: flowdoc's (and the part of it that is SVG diagrams), Hugo's."""
    def key(name):
        return name[:-5].split("-")[-1]  # "00012-step-12.html" and "step-12.html" -> "12"
    mine = dict(chapter_pages(flowdoc_site, key))
    hugo = dict(chapter_pages(hugo_public, key))
    common = sorted(set(mine) & set(hugo), key=int)
    if not common:
        return None
    # A seeded random sample: an even stride would keep hitting the same place in each storyboard.
    sample = sorted(random.Random(12).sample(common, min(PAGE_SAMPLE, len(common))), key=int)
    total = {"flowdoc": 0, "diagrams": 0, "hugo": 0}
    for chapter in sample:
        with open(mine[chapter], "rb") as handle:
            data = handle.read()
        total["flowdoc"] += len(data)
        total["diagrams"] += sum(len(m.group(0)) for m in SVG.finditer(data))
        total["hugo"] += os.path.getsize(hugo[chapter])
    mean = {k: v / len(sample) for k, v in total.items()}
    mean["pagesMeasured"] = len(sample)
    mean["ratio"] = mean["flowdoc"] / (mean["hugo"] + mean["diagrams"])
    return mean


def run_size(count, per_board, args):
    base = os.path.join(args.out, label(count, per_board))
    log("== N = %d, %d chapters per storyboard" % (count, per_board))
    if os.path.isdir(base):
        shutil.rmtree(base)  # stale chapters from an earlier run must not count
    elapsed = stopwatch()
    summary = generate.generate(count, base, per_board=per_board)
    log("  generated %d chapters (%d parts, %d storyboards, %.1f MiB of Markdown) in %.1f s" % (
        count, summary["parts"], summary["storyboards"], summary["markdownBytes"] / 1048576.0, elapsed()))
    results = {"n": count, "perBoard": per_board, "generated": summary, "repeats": args.repeats, "tools": {}}
    for name, argv, shell, clean, output in timed_tools(base, args.flowdoc, count):
        log("  %s" % name)
        scratch = os.path.join(args.out, "tmp", str(count), name.split()[0])
        med, runs = measure(argv, scratch, args.repeats, shell=shell, clean=clean, progress=log)
        if med["maxLoadBefore"] > (os.cpu_count() or 1):
            log("    note: load average %.1f on %d CPUs before a run: wall times are inflated, CPU times less so"
                % (med["maxLoadBefore"], os.cpu_count() or 1))
        if med["exit"] != 0:
            log("    exit status %d; last lines of stderr:" % med["exit"])
            for line in runs[-1].stderr_tail:
                log("      " + line)
        if output:
            med["htmlFiles"] = count_files(output, ".html") if os.path.isdir(output) else 0
            log("    %d HTML files written" % med["htmlFiles"])
        med["cpuUse"] = med["cpu"] / med["wall"] if med["wall"] else None
        results["tools"][name] = med
    results["pages"] = page_sizes(base)
    built = os.path.join(base, "flowdoc-site")
    if args.flowdoc and os.path.isdir(built):
        log("  search")
        results["search"] = search.measure(built, count, log)
    hugo_expected = count + summary["parts"] + 2  # chapters, part pages, home, 404
    if "hugo" in results["tools"]:
        results["tools"]["hugo"]["htmlExpected"] = hugo_expected
        if results["tools"]["hugo"].get("htmlFiles") != hugo_expected:
            log("  WARNING: Hugo wrote %s HTML files, expected %d" % (
                results["tools"]["hugo"].get("htmlFiles"), hugo_expected))
    add_ratios(results)
    with open(os.path.join(args.out, "results-%s.json" % label(count, per_board)), "w") as handle:
        json.dump(results, handle, indent=2, sort_keys=True)
        handle.write("\n")
    return results


def ok(tool):
    return tool is not None and tool.get("exit") == 0


def add_ratios(results):
    tools = results["tools"]
    build, hugo, floor = tools.get("flowdoc build"), tools.get("hugo"), tools.get("cmark (per file)")
    check = tools.get("flowdoc check")
    usable = ok(build)
    results["ratios"] = {
        "flowdocOverHugoWall": ratio(build["wall"], hugo["wall"]) if usable and ok(hugo) else None,
        "flowdocOverHugoCPU": ratio(build["cpu"], hugo["cpu"]) if usable and ok(hugo) else None,
        "flowdocOverHugoMemory": ratio(build["peakMiB"], hugo["peakMiB"]) if usable and ok(hugo) else None,
        "flowdocOverCmarkWall": ratio(build["wall"], floor["wall"]) if usable and ok(floor) else None,
        "checkOverCmarkWall": ratio(check["wall"], floor["wall"]) if ok(check) and ok(floor) else None,
        "pageOverHugoPlusDiagrams": results["pages"]["ratio"] if usable and results.get("pages") else None,
    }
    wall, memory = results["ratios"]["flowdocOverHugoWall"], results["ratios"]["flowdocOverHugoMemory"]
    check_ratio, page = results["ratios"]["checkOverCmarkWall"], results["ratios"]["pageOverHugoPlusDiagrams"]
    results["aims"] = {
        "statedFor": AIM_SIZE,
        "wall": None if wall is None else ("PASS" if wall <= 1.0 / AIM_WALL else "MISS"),
        "memory": None if memory is None else ("PASS" if memory <= 1.0 / AIM_MEMORY else "MISS"),
        "check": None if check_ratio is None else ("PASS" if check_ratio <= AIM_CHECK else "MISS"),
        "page": None if page is None else ("PASS" if page <= AIM_PAGE else "MISS"),
    }


def fmt(value, pattern="%.2f"):
    return "n/a" if value is None else pattern % value


def print_summary(all_results):
    log()
    log("%-18s %7s %5s %9s %9s %5s %9s %5s" % ("tool", "N", "ch/sb", "wall s", "CPU s", "CPU%", "peak MiB", "exit"))
    for results in all_results:
        for name, tool in results["tools"].items():
            log("%-18s %7d %5d %9.2f %9.2f %5s %9.1f %5d" % (
                name, results["n"], results["perBoard"], tool["wall"], tool["cpu"],
                fmt(tool.get("cpuUse") and 100 * tool["cpuUse"], "%.0f"), tool["peakMiB"], tool["exit"]))
    log()
    log("(medians of %d runs; flowdoc ratios only when its build exited 0)" % all_results[0]["repeats"])
    print_scaling(all_results)
    for results in all_results:
        r, aims = results["ratios"], results["aims"]
        note = "" if results["n"] == AIM_SIZE else "  (the aims are stated for N = %d)" % AIM_SIZE
        pages = results.get("pages") or {}
        log("N = %d, %d chapters per storyboard: flowdoc/hugo wall %s (CPU %s), flowdoc/hugo memory %s, "
            "build/cmark wall %s, check/cmark wall %s%s" % (
                results["n"], results["perBoard"], fmt(r["flowdocOverHugoWall"], "%.3f"),
                fmt(r["flowdocOverHugoCPU"], "%.3f"), fmt(r["flowdocOverHugoMemory"], "%.3f"),
                fmt(r["flowdocOverCmarkWall"], "%.2f"), fmt(r["checkOverCmarkWall"], "%.2f"), note))
        if pages:
            log("  chapter page: flowdoc %.1f KB (diagrams %.1f KB), Hugo %.1f KB: flowdoc/(Hugo + diagrams) %.2f"
                " (mean of %d pages)" % (pages["flowdoc"] / 1000, pages["diagrams"] / 1000, pages["hugo"] / 1000,
                                         pages["ratio"], pages["pagesMeasured"]))
        log("  aims: wall <= 1/%d of Hugo's: %s; peak memory <= 1/%d of Hugo's: %s; check <= %g x cmark: %s;"
            " page <= %g x (Hugo's + diagrams): %s" % (
                AIM_WALL, aims["wall"] or "n/a", AIM_MEMORY, aims["memory"] or "n/a",
                AIM_CHECK, aims["check"] or "n/a", AIM_PAGE, aims["page"] or "n/a"))


def print_scaling(all_results):
    """How flowdoc build's time and memory grow with N, per shape: each size against the smallest."""
    for per_board in sorted({r["perBoard"] for r in all_results}):
        runs = sorted((r for r in all_results if r["perBoard"] == per_board and ok(r["tools"].get("flowdoc build"))),
                      key=lambda r: r["n"])
        for small, large in zip(runs, runs[1:]):
            a, b = small["tools"]["flowdoc build"], large["tools"]["flowdoc build"]
            log("scaling, %d ch/storyboard: N %d -> %d (x%.0f): build wall x%.2f, CPU x%.2f, peak memory x%.2f "
                "(%.1f -> %.1f MiB)" % (per_board, small["n"], large["n"], large["n"] / small["n"],
                                        b["wall"] / a["wall"], b["cpu"] / a["cpu"], b["peakMiB"] / a["peakMiB"],
                                        a["peakMiB"], b["peakMiB"]))


def machine():
    return {
        "platform": platform.platform(), "cpus": os.cpu_count(),
        "hugo": tool_version(["hugo", "version"]), "cmark": tool_version(["cmark", "--version"]),
        "dot": tool_version(["dot", "-V"]),
    }


def diagram_quality(args, sizes, shapes):
    log()
    log("== Diagram quality: Graphviz dot on flowdoc's graphs, next to flowdoc's own layout")
    quality = [diagrams.compare(args.flowdoc, args.repo, os.path.join(args.out, "diagrams", "bundled"),
                                "bundled site (repository root)", log, limit=None)]
    if args.flowdoc:
        site, names = corpus.build_site(args.flowdoc, args.repo, os.path.join(args.out, "diagrams"))
        quality.append(diagrams.compare(args.flowdoc, site, os.path.join(args.out, "diagrams", "corpus"),
                                        "real storyboards (%d, each imported with `flowdoc import`)" % len(names),
                                        log, limit=None))
    if sizes:
        smallest = min(sizes)
        quality.append(diagrams.compare(args.flowdoc, os.path.join(args.out, label(smallest, shapes[0]), "flowdoc"),
                                        os.path.join(args.out, "diagrams", "generated-%d" % smallest),
                                        "generated site, N = %d" % smallest, log))
    with open(os.path.join(args.out, "diagrams.json"), "w") as handle:
        json.dump({"machine": machine(), "sites": quality}, handle, indent=2, sort_keys=True)
        handle.write("\n")


def main(argv):
    if argv[:1] == ["pages"]:
        print(json.dumps(page_sizes_of(argv[1], argv[2]), indent=2, sort_keys=True))
        return 0
    if argv[:1] == ["search"]:
        search.measure(argv[1], int(argv[2]), log)
        return 0
    if argv[:1] == ["dotstats"]:
        stats = diagrams.dot_stats(argv[1], argv[2])
        diagrams.print_table(argv[1], stats, None, "not asked", log)
        return 0
    if argv[:1] == ["diagrams"]:
        # bench/run diagrams: the diagram comparison alone (bundled site and real storyboards).
        parser = argparse.ArgumentParser(description="diagram quality only")
        parser.add_argument("--out", required=True)
        parser.add_argument("--repo", required=True)
        parser.add_argument("--flowdoc", default="")
        args = parser.parse_args(argv[1:])
        args.out = os.path.abspath(args.out)
        diagram_quality(args, [], [])
        return 0
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", required=True)
    parser.add_argument("--repo", required=True)
    parser.add_argument("--flowdoc", default="")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--shapes", default="50,10",
                        help="chapters per storyboard, comma-separated (each size is run in each shape)")
    parser.add_argument("sizes", nargs="+", type=int)
    args = parser.parse_args(argv)
    try:
        shapes = [int(x) for x in args.shapes.split(",") if x.strip()]
    except ValueError:
        parser.error("--shapes takes whole numbers separated by commas")
    args.out = os.path.abspath(args.out)
    if any(n < 1 for n in args.sizes) or args.repeats < 1 or not shapes or any(b < 1 for b in shapes):
        parser.error("sizes, shapes and --repeats must be positive")
    all_results = [run_size(n, b, args) for n in args.sizes for b in shapes]
    print_summary(all_results)

    diagram_quality(args, args.sizes, shapes)
    for results in all_results:
        results["machine"] = machine()
        with open(os.path.join(args.out, "results-%s.json" % label(results["n"], results["perBoard"])), "w") as handle:
            json.dump(results, handle, indent=2, sort_keys=True)
            handle.write("\n")
    log()
    log("results: %s" % ", ".join(os.path.join(args.out, "results-%s.json" % label(r["n"], r["perBoard"]))
                                  for r in all_results))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
