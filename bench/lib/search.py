"""Search figures for bench/run: the index's size per chapter, and in headless Chromium the
time from a keystroke to its results on screen (the page's own clock: from the input event's
timestamp to the results being in the DOM, as search.js records it in flowdocSearch.timings).

Every query is typed one key at a time on a chapter page opened from file://. The first
keystroke of the run loads search/meta.js ("first load"); every later keystroke is counted,
including the ones that load a new term file or entries file.
"""
import os
import statistics
import time

QUERIES = ["segue", "navigation controller", "Step%(mid)d", "show%(mid)d", "dequeues cell",
           "Step%(mid)dViewController", "modal sheet", "prepare", "toolbar", "identifier"]


def index_stats(site, chapters):
    folder = os.path.join(site, "search")
    files = [os.path.join(folder, name) for name in os.listdir(folder)] if os.path.isdir(folder) else []
    total = sum(os.path.getsize(path) for path in files)
    meta = os.path.join(folder, "meta.js")
    return {
        "files": len(files), "bytes": total, "bytesPerChapter": total / chapters if chapters else 0,
        "metaBytes": os.path.getsize(meta) if os.path.exists(meta) else 0,
        "largestFileBytes": max((os.path.getsize(path) for path in files), default=0),
    }


def browser_timings(site, chapters, log):
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.options import Options
        from selenium.webdriver.chrome.service import Service
        from selenium.webdriver.common.by import By
        from selenium.webdriver.common.keys import Keys
    except ImportError:
        log("    (python3-selenium is not installed: no browser timings)")
        return None
    if not (os.path.exists("/usr/bin/chromium") and os.path.exists("/usr/bin/chromedriver")):
        log("    (chromium / chromium-driver not installed: no browser timings)")
        return None
    page = None
    for folder, _, names in os.walk(site):
        for name in sorted(names):
            if name.endswith(".html") and name != "index.html" and "storyboards" not in folder:
                page = os.path.join(folder, name)
                break
        if page:
            break
    options = Options()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.get("file://" + page)
        box = driver.find_element(By.ID, "search-input")
        mid = max(1, chapters // 2)
        per_key = []
        first = None
        leading = {}
        for pattern in QUERIES:
            query = pattern % {"mid": mid}
            box.send_keys(Keys.CONTROL, "a")
            box.send_keys(Keys.DELETE)
            for index, key in enumerate(query):
                before = driver.execute_script("return flowdocSearch.timings.length;")
                box.send_keys(key)
                words = [w for w in query[:index + 1].replace("(", " ").split() if len(w) >= 2]
                if not words:
                    continue
                deadline = time.monotonic() + 20
                while time.monotonic() < deadline:
                    if driver.execute_script("return flowdocSearch.timings.length;") > before:
                        break
                    time.sleep(0.002)
                else:
                    raise RuntimeError("no results for %r within 20 s" % query[:index + 1])
                value = driver.execute_script("return flowdocSearch.lastTiming;")
                if first is None:
                    first = value
                else:
                    per_key.append(value)
            leading[query] = driver.execute_script(
                "var o = document.querySelector('#search-results [role=option]'); return o ? o.getAttribute('data-href').split('/').slice(-2).join('/') : null;")
        per_key.sort()
        return {
            "page": os.path.relpath(page, site), "firstLoadMs": first, "keystrokes": len(per_key),
            "medianMs": statistics.median(per_key), "p95Ms": per_key[int(0.95 * (len(per_key) - 1))],
            "maxMs": per_key[-1], "firstResult": leading,
        }
    finally:
        driver.quit()


def measure(site, chapters, log):
    stats = index_stats(site, chapters)
    log("    search index: %d files, %.1f MiB, %.0f bytes per chapter (meta.js %d bytes, largest file %.0f KiB)" % (
        stats["files"], stats["bytes"] / 1048576.0, stats["bytesPerChapter"], stats["metaBytes"],
        stats["largestFileBytes"] / 1024.0))
    timings = browser_timings(site, chapters, log)
    if timings:
        stats["browser"] = timings
        log("    search in Chromium (file://): first keystroke %.0f ms (loads meta.js); then %d keystrokes: "
            "median %.1f ms, p95 %.1f ms, max %.1f ms from keystroke to results" % (
                timings["firstLoadMs"], timings["keystrokes"], timings["medianMs"], timings["p95Ms"], timings["maxMs"]))
        for query, href in timings["firstResult"].items():
            log("      %-26s first result %s" % (query, href))
    return stats
