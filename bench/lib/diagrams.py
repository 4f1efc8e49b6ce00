"""Diagram quality: Graphviz dot's layout of flowdoc's graphs, next to flowdoc's own layout.

For each storyboard, dot's numbers are
  area       width x height of dot's SVG drawing, in points (pt)
  crossings  pairs of edges whose drawn curves properly cross (edges that share a scene are
             not compared: they meet at that scene by construction); a pair counts once.
             `flowdoc graph --format layout-stats` counts its own crossings the same way
             (LayoutQuality.edgeCrossings), so the two columns compare.
The curves are dot's cubic Bezier splines from `dot -Tjson`, each sampled at 8 points per piece.
"""

import json
import os
import re
import subprocess

SAMPLES_PER_PIECE = 8


def parse_point(text):
    x, y = text.split(",")[:2]
    return float(x), float(y)


def spline_points(pos):
    """The sampled polyline of a dot edge `pos` attribute ("e,x,y s,x,y p0 p1 p2 p3 ...")."""
    controls, start, end = [], None, None
    for token in pos.replace("\\\n", "").split():
        if token.startswith("e,"):
            end = parse_point(token[2:])
        elif token.startswith("s,"):
            start = parse_point(token[2:])
        else:
            controls.append(parse_point(token))
    points = [start] if start else []
    if controls:
        points.append(controls[0])
        for k in range(1, len(controls) - 2, 3):
            p0, p1, p2, p3 = controls[k - 1], controls[k], controls[k + 1], controls[k + 2]
            for step in range(1, SAMPLES_PER_PIECE + 1):
                t = step / float(SAMPLES_PER_PIECE)
                u = 1.0 - t
                points.append((
                    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
                    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1]))
    if end:
        points.append(end)
    return points


def orientation(a, b, c):
    value = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    if abs(value) < 1e-9:
        return 0
    return 1 if value > 0 else -1


def segments_cross(p, q, r, s):
    """Proper crossing of segments pq and rs (touching or collinear overlap does not count)."""
    o1, o2, o3, o4 = orientation(p, q, r), orientation(p, q, s), orientation(r, s, p), orientation(r, s, q)
    return o1 * o2 < 0 and o3 * o4 < 0


def box(points):
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def boxes_meet(a, b):
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]


def polylines_cross(a, b):
    if len(a) < 2 or len(b) < 2 or not boxes_meet(box(a), box(b)):
        return False
    segments_b = [(b[j], b[j + 1], box([b[j], b[j + 1]])) for j in range(len(b) - 1)]
    for i in range(len(a) - 1):
        p, q = a[i], a[i + 1]
        bounds = box([p, q])
        for r, s, other in segments_b:
            if boxes_meet(bounds, other) and segments_cross(p, q, r, s):
                return True
    return False


def crossings(graph):
    """Crossing edge pairs in one dot -Tjson graph object."""
    edges = []
    for edge in graph.get("edges", []):
        if "pos" in edge:
            edges.append((edge["tail"], edge["head"], spline_points(edge["pos"])))
    count = 0
    for i in range(len(edges)):
        for j in range(i + 1, len(edges)):
            a, b = edges[i], edges[j]
            if {a[0], a[1]} & {b[0], b[1]}:
                continue
            if polylines_cross(a[2], b[2]):
                count += 1
    return count


def json_documents(text):
    decoder = json.JSONDecoder()
    index, found = 0, []
    while True:
        while index < len(text) and text[index].isspace():
            index += 1
        if index >= len(text):
            return found
        value, index = decoder.raw_decode(text, index)
        found.append(value)


SVG_SIZE = re.compile(r'<svg width="([0-9.]+)pt" height="([0-9.]+)pt"')


def dot_stats(dot_file, svg_dir):
    """Runs dot on a file of one or more graphs; returns {name: {crossings, area, width, height, scenes, edges}}."""
    with open(dot_file, "rb") as handle:
        source = handle.read()
    as_json = subprocess.run(["dot", "-Tjson"], input=source, capture_output=True, check=True).stdout
    as_svg = subprocess.run(["dot", "-Tsvg"], input=source, capture_output=True, check=True).stdout
    graphs = json_documents(as_json.decode("utf-8"))
    svgs = [chunk for chunk in as_svg.decode("utf-8").split("<?xml") if chunk.strip()]
    os.makedirs(svg_dir, exist_ok=True)
    stats = {}
    for number, graph in enumerate(graphs):
        name = graph.get("name") or "graph%d" % number
        width = height = 0.0
        if number < len(svgs):
            svg = "<?xml" + svgs[number]
            match = SVG_SIZE.search(svg)
            if match:
                width, height = float(match.group(1)), float(match.group(2))
            safe = re.sub(r"[^A-Za-z0-9_.-]", "_", name) or "graph"
            with open(os.path.join(svg_dir, "%03d-%s.svg" % (number, safe)), "w", encoding="utf-8") as out:
                out.write(svg)
        nodes = [o for o in graph.get("objects", []) if "nodes" not in o and "pos" in o]
        stats[name] = {
            "crossings": crossings(graph), "area": round(width * height), "width": width, "height": height,
            "scenes": len(nodes), "edges": len(graph.get("edges", [])),
        }
    return stats


def flowdoc_layout_stats(flowdoc, site_root, scratch):
    """`flowdoc graph --format layout-stats` as a dict, or (None, why) when it is not there."""
    try:
        done = subprocess.run([flowdoc, "graph", site_root, "--format", "layout-stats"],
                              capture_output=True, timeout=1800)
    except (OSError, subprocess.TimeoutExpired) as error:
        return None, str(error)
    if done.returncode not in (0, 1):
        return None, "exit %d: %s" % (done.returncode, done.stderr.decode("utf-8", "replace").strip()[-300:])
    try:
        value = json.loads(done.stdout.decode("utf-8"))
    except ValueError:
        return None, "exit %d, output is not JSON" % done.returncode
    if not isinstance(value, dict):
        return None, "output is not a JSON object"
    with open(os.path.join(scratch, "layout-stats.json"), "wb") as handle:
        handle.write(done.stdout)
    return value, None


def compare(flowdoc, site_root, scratch, label, log, limit=12):
    """Runs both sides for one site; returns the result dict (also printed through `log`)."""
    os.makedirs(scratch, exist_ok=True)
    result = {"site": label, "dot": None, "flowdoc": None, "problems": []}
    if not flowdoc:
        result["problems"].append("no flowdoc binary")
        log("  %s: n/a (no flowdoc binary: the dot input comes from `flowdoc graph --format dot`)" % label)
        return result
    dot_file = os.path.join(scratch, "graph.dot")
    with open(dot_file, "wb") as handle:
        done = subprocess.run([flowdoc, "graph", site_root, "--format", "dot"],
                              stdout=handle, stderr=subprocess.PIPE, timeout=1800)
    if done.returncode not in (0, 1) or os.path.getsize(dot_file) == 0:
        tail = done.stderr.decode("utf-8", "replace").strip().splitlines()[-20:]
        result["problems"].append("flowdoc graph --format dot failed (exit %d)" % done.returncode)
        log("  %s: `flowdoc graph --format dot` failed (exit %d):" % (label, done.returncode))
        for line in tail:
            log("    " + line)
        return result
    try:
        result["dot"] = dot_stats(dot_file, os.path.join(scratch, "svg"))
    except subprocess.CalledProcessError as error:
        result["problems"].append("dot failed: " + error.stderr.decode("utf-8", "replace")[-300:])
        log("  %s: dot failed on flowdoc's output: %s" % (label, error.stderr.decode("utf-8", "replace")[-300:]))
        return result
    ours, why = flowdoc_layout_stats(flowdoc, site_root, scratch)
    result["flowdoc"] = ours
    if why:
        result["problems"].append("layout-stats: " + why)
    print_table(label, result["dot"], ours, why, log, limit)
    return result


def number(value):
    if value is None:
        return "n/a"
    if isinstance(value, float):
        return "%.0f" % value
    return str(value)


SCREEN_HEIGHT = 900   # a 1,400 x 900 window
COLUMN_WIDTH = 840    # a chapter's column at that window


def screens(f):
    """How many screens tall the drawing is in a chapter column (scaled down to fit its width)."""
    width, height = f.get("widthPx"), f.get("heightPx")
    if not width or height is None:
        return None
    return height * min(1.0, COLUMN_WIDTH / float(width)) / SCREEN_HEIGHT


def screens_text(f):
    value = screens(f)
    return "n/a" if value is None else "%.1f" % value


def print_table(label, dot, ours, why, log, limit=12):
    log("  %s" % label)
    log("    dot: crossings (pairs of edges sharing no scene whose curves cross), area pt^2 (w x h pt)")
    log("    flowdoc: the same crossings and area; drawing w x h in CSS px; labels crossed by another")
    log("    edge; text cut short; fits = no sideways scroll in a chapter column at a 1,400 px window;")
    log("    scr = screens tall in that column (840 px wide, %d px high); card and label overlaps" % SCREEN_HEIGHT)
    log("    %-34s %6s %5s %10s %-13s | %5s %10s %-11s %5s %4s %4s %4s %5s" % (
        "storyboard", "scenes", "cross", "dot area", "(w x h pt)", "cross", "fd area", "(w x h px)",
        "label", "cut", "fits", "scr", "overl"))
    names = sorted(set(dot) | set(ours or {}))
    shown = names if limit is None else names[:limit]
    for name in shown:
        d = dot.get(name)
        f = (ours or {}).get(name) or {}
        if not isinstance(f, dict):
            f = {}
        dot_columns = ("%6d %5d %10d %-13s" % (
            d["scenes"], d["crossings"], d["area"], "(%.0fx%.0f)" % (d["width"], d["height"]))
            if d else "%6s %5s %10s %-13s" % ("", "n/a", "n/a", "(not in dot)"))
        size = "(%sx%s)" % (number(f.get("widthPx")), number(f.get("heightPx"))) if f.get("widthPx") is not None else "n/a"
        fits = f.get("fits1400")
        overlaps = None
        if f.get("cardOverlaps") is not None:
            overlaps = (f.get("cardOverlaps") or 0) + (f.get("labelOverlaps") or 0) + (f.get("edgeCardCrossings") or 0)
        log("    %-34s %s | %5s %10s %-11s %5s %4s %4s %4s %5s" % (
            name[:34], dot_columns,
            number(f.get("crossings")), number(f.get("area")), size, number(f.get("labelsCovered")),
            number(f.get("truncatedLabels")), "n/a" if fits is None else ("yes" if fits else "NO"),
            screens_text(f), number(overlaps)))
    if len(names) > len(shown):
        total = sum(d["crossings"] for d in dot.values())
        ours_total = sum((v or {}).get("crossings", 0) or 0 for v in ours.values() if isinstance(v, dict)) if ours else None
        log("    … %d more storyboards; dot crossings in all %d: %d; flowdoc: %s" % (
            len(names) - len(shown), len(names), total, number(ours_total)))
    if ours:
        rows = [(name, dot.get(name), ours.get(name)) for name in names if isinstance(ours.get(name), dict)]
        worse = [n for n, d, f in rows if d and f.get("crossings", 0) > d["crossings"]]
        small = [f for n, d, f in rows if f.get("scenes", 0) <= 25]
        tall = [n for n, d, f in rows if (screens(f) or 0) > 1.5]
        log("    summary: %d storyboards; flowdoc crossings above dot's: %d%s; labels crossed: %d; cut: %d; "
            "fit at 1,400 px: %d of %d (%d of %d with <= 25 scenes); taller than 1.5 screens: %d%s" % (
                len(rows), len(worse), (" (" + ", ".join(worse) + ")") if worse else "",
                sum(f.get("labelsCovered", 0) or 0 for n, d, f in rows),
                sum(f.get("truncatedLabels", 0) or 0 for n, d, f in rows),
                sum(1 for n, d, f in rows if f.get("fits1400")), len(rows),
                sum(1 for f in small if f.get("fits1400")), len(small),
                len(tall), (" (" + ", ".join(tall) + ")") if tall else ""))
    if why:
        log("    flowdoc layout-stats: n/a (%s)" % why)
