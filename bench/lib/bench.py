"""The benchmark proper (called by bench/run): generate, time each tool, compare, report.

usage: bench.py --out DIR --repo DIR [--flowdoc PATH] [--repeats 3] N [N ...]
       bench.py dotstats FILE.dot OUTDIR     (dot's crossings and area for a dot file)
       bench.py search SITE N                (search figures of a built site of N chapters)
"""

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import diagrams  # noqa: E402
import generate  # noqa: E402
import search  # noqa: E402
from measure import measure, stopwatch  # noqa: E402

AIM_SIZE = 10000
AIM_WALL = 10.0    # flowdoc at most 1/10 of Hugo's wall time
AIM_MEMORY = 4.0   # flowdoc at most 1/4 of Hugo's peak memory


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


def timed_tools(base, flowdoc):
    """(name, argv or shell string, shell?, paths to delete before each run, output folder to count)."""
    tools = []
    if flowdoc:
        site = os.path.join(base, "flowdoc")
        built = os.path.join(base, "flowdoc-site")
        tools.append(("flowdoc build", [flowdoc, "build", site, "-o", built], False, [built], built))
        tools.append(("flowdoc check", [flowdoc, "check", site], False, [], None))
    hugo = os.path.join(base, "hugo")
    public = os.path.join(base, "hugo-public")
    tools.append(("hugo", ["hugo", "--quiet", "--source", hugo, "--destination", public,
                           "--cacheDir", os.path.join(base, "hugo-cache")],
                  False, [public, os.path.join(base, "hugo-cache"), os.path.join(hugo, "resources")], public))
    chapters = os.path.join(base, "cmark", "chapters")
    tools.append(("cmark (per file)",
                  "find '%s' -name '*.md' -print0 | xargs -0 -P2 -n 200 cmark > /dev/null" % chapters,
                  True, [], None))
    tools.append(("cmark (one file)", ["cmark", os.path.join(base, "cmark", "all.md")], False, [], None))
    return tools


def ratio(a, b):
    if a is None or b is None or b == 0:
        return None
    return a / b


def run_size(count, args):
    base = os.path.join(args.out, str(count))
    log("== N = %d" % count)
    if os.path.isdir(base):
        shutil.rmtree(base)  # stale chapters from an earlier run must not count
    elapsed = stopwatch()
    summary = generate.generate(count, base)
    log("  generated %d chapters (%d parts, %d storyboards, %.1f MiB of Markdown) in %.1f s" % (
        count, summary["parts"], summary["storyboards"], summary["markdownBytes"] / 1048576.0, elapsed()))
    results = {"n": count, "generated": summary, "repeats": args.repeats, "tools": {}}
    for name, argv, shell, clean, output in timed_tools(base, args.flowdoc):
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
        results["tools"][name] = med
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
    with open(os.path.join(args.out, "results-%d.json" % count), "w") as handle:
        json.dump(results, handle, indent=2, sort_keys=True)
        handle.write("\n")
    return results


def ok(tool):
    return tool is not None and tool.get("exit") == 0


def add_ratios(results):
    tools = results["tools"]
    build, hugo, floor = tools.get("flowdoc build"), tools.get("hugo"), tools.get("cmark (per file)")
    usable = ok(build)
    results["ratios"] = {
        "flowdocOverHugoWall": ratio(build["wall"], hugo["wall"]) if usable and ok(hugo) else None,
        "flowdocOverHugoCPU": ratio(build["cpu"], hugo["cpu"]) if usable and ok(hugo) else None,
        "flowdocOverHugoMemory": ratio(build["peakMiB"], hugo["peakMiB"]) if usable and ok(hugo) else None,
        "flowdocOverCmarkWall": ratio(build["wall"], floor["wall"]) if usable and ok(floor) else None,
    }
    wall, memory = results["ratios"]["flowdocOverHugoWall"], results["ratios"]["flowdocOverHugoMemory"]
    results["aims"] = {
        "statedFor": AIM_SIZE,
        "wall": None if wall is None else ("PASS" if wall <= 1.0 / AIM_WALL else "MISS"),
        "memory": None if memory is None else ("PASS" if memory <= 1.0 / AIM_MEMORY else "MISS"),
    }


def fmt(value, pattern="%.2f"):
    return "n/a" if value is None else pattern % value


def print_summary(all_results):
    log()
    log("%-18s %7s %9s %9s %9s %5s" % ("tool", "N", "wall s", "CPU s", "peak MiB", "exit"))
    for results in all_results:
        for name, tool in results["tools"].items():
            log("%-18s %7d %9.2f %9.2f %9.1f %5d" % (
                name, results["n"], tool["wall"], tool["cpu"], tool["peakMiB"], tool["exit"]))
    log()
    log("(medians of %d runs; flowdoc ratios only when its build exited 0)" % all_results[0]["repeats"])
    for results in all_results:
        r, aims = results["ratios"], results["aims"]
        note = "" if results["n"] == AIM_SIZE else "  (the aims are stated for N = %d)" % AIM_SIZE
        log("N = %d: flowdoc/hugo wall %s (CPU %s), flowdoc/hugo memory %s, flowdoc/cmark wall %s%s" % (
            results["n"], fmt(r["flowdocOverHugoWall"], "%.3f"), fmt(r["flowdocOverHugoCPU"], "%.3f"),
            fmt(r["flowdocOverHugoMemory"], "%.3f"),
            fmt(r["flowdocOverCmarkWall"], "%.2f"), note))
        log("  aim: wall <= 1/%d of Hugo's: %s; peak memory <= 1/%d of Hugo's: %s" % (
            AIM_WALL, aims["wall"] or "n/a (no flowdoc build)",
            AIM_MEMORY, aims["memory"] or "n/a (no flowdoc build)"))


def machine():
    return {
        "platform": platform.platform(), "cpus": os.cpu_count(),
        "hugo": tool_version(["hugo", "version"]), "cmark": tool_version(["cmark", "--version"]),
        "dot": tool_version(["dot", "-V"]),
    }


def main(argv):
    if argv[:1] == ["search"]:
        search.measure(argv[1], int(argv[2]), log)
        return 0
    if argv[:1] == ["dotstats"]:
        stats = diagrams.dot_stats(argv[1], argv[2])
        diagrams.print_table(argv[1], stats, None, "not asked", log)
        return 0
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", required=True)
    parser.add_argument("--repo", required=True)
    parser.add_argument("--flowdoc", default="")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("sizes", nargs="+", type=int)
    args = parser.parse_args(argv)
    args.out = os.path.abspath(args.out)
    if any(n < 1 for n in args.sizes) or args.repeats < 1:
        parser.error("sizes and --repeats must be positive")
    all_results = [run_size(n, args) for n in args.sizes]
    print_summary(all_results)

    log()
    log("== Diagram quality: Graphviz dot on flowdoc's graphs, next to flowdoc's own layout")
    quality = [diagrams.compare(args.flowdoc, args.repo, os.path.join(args.out, "diagrams", "bundled"),
                                "bundled site (repository root)", log)]
    smallest = min(args.sizes)
    quality.append(diagrams.compare(args.flowdoc, os.path.join(args.out, str(smallest), "flowdoc"),
                                    os.path.join(args.out, "diagrams", "generated-%d" % smallest),
                                    "generated site, N = %d" % smallest, log))
    with open(os.path.join(args.out, "diagrams.json"), "w") as handle:
        json.dump({"machine": machine(), "sites": quality}, handle, indent=2, sort_keys=True)
        handle.write("\n")
    for results in all_results:
        results["machine"] = machine()
        with open(os.path.join(args.out, "results-%d.json" % results["n"]), "w") as handle:
            json.dump(results, handle, indent=2, sort_keys=True)
            handle.write("\n")
    log()
    log("results: %s" % ", ".join(os.path.join(args.out, "results-%d.json" % n) for n in args.sizes))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
