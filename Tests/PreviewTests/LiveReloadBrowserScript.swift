/// The selenium script `BrowserTests` runs with Debian's python3. Kept as a Swift string so the
/// test target holds no non-Swift file (SwiftPM would warn about an undeclared resource).
///
/// Protocol: the script prints a step name when it is ready for the next build and waits for
/// a line on stdin before checking what the page did; it prints `done` at the end.
enum LiveReloadBrowserScript {
    static let source = #"""
"""Drives headless Chromium through a live-reload session; the Swift test publishes builds.

Protocol on stdout/stdin: this script prints a step name when it is ready for the next
build and waits for a line on stdin before checking what the page did.
Run with Debian's /usr/bin/python3 (python3-selenium, chromium-driver).
"""
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

OVERLAY_TEXT = """
var host = document.querySelector('flowdoc-build-status');
if (!host) return null;
var root = host.shadowRoot || host;
return {text: root.textContent, images: root.querySelectorAll('img').length,
        dismiss: root.querySelectorAll('button').length};
"""


def wait_for(driver, script, predicate, timeout=10):
    deadline = time.time() + timeout
    value = None
    while time.time() < deadline:
        value = driver.execute_script(script)
        if predicate(value):
            return value
        time.sleep(0.05)
    raise SystemExit("timed out; last value: %r" % (value,))


def step(name, detail=""):
    print(name, detail, flush=True)
    if sys.stdin.readline() == "":
        raise SystemExit("test went away")


def main():
    base = sys.argv[1]
    options = Options()
    options.add_argument("--headless=new")
    options.add_argument("--no-sandbox")
    options.add_argument("--disable-gpu")
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.get(base + "long.html")
        wait_for(driver, "return document.readyState", lambda s: s == "complete")
        time.sleep(0.5)  # let the EventSource connect
        driver.execute_script("window.scrollTo(0, 1500); window.__sameDocument = true;")

        step("ready-for-failure")
        overlay = wait_for(driver, "return (function(){" + OVERLAY_TEXT + "})()",
                           lambda v: v and "content/a.md:3:5" in v["text"])
        assert "[flow.unknown-scene]" in overlay["text"], overlay
        assert "<img src=x" in overlay["text"], "diagnostic markup must show as text"
        assert overlay["images"] == 0, "diagnostic markup must not become elements"
        assert overlay["dismiss"] == 0, "error panels are not dismissible"
        assert driver.execute_script("return window.__sameDocument === true"), "a failed build must not reload"

        step("ready-for-success")
        wait_for(driver, "return window.__sameDocument === undefined && document.readyState === 'complete'",
                 lambda v: v is True)
        wait_for(driver, "return window.scrollY", lambda y: y > 1000)
        assert driver.execute_script("return (function(){" + OVERLAY_TEXT + "})()") is None

        step("ready-for-warnings")
        warning = wait_for(driver, "return (function(){" + OVERLAY_TEXT + "})()",
                           lambda v: v and "flow.unreachable-scene" in v["text"])
        assert warning["dismiss"] == 1, warning
        driver.execute_script(
            "document.querySelector('flowdoc-build-status').shadowRoot.querySelector('button').click()")
        wait_for(driver, "return (function(){" + OVERLAY_TEXT + "})()", lambda v: v is None)

        # A page opened while the build is broken shows the overlay at once.
        step("ready-for-broken-open")
        driver.get(base + "long.html")
        wait_for(driver, "return (function(){" + OVERLAY_TEXT + "})()",
                 lambda v: v and "content/b.md:9:1" in v["text"])

        # The server restarts (a new process, generations from 1 again): the page reconnects
        # by itself and reloads, and the overlay goes away.
        driver.execute_script("window.__sameDocument = true;")
        step("ready-for-restart")
        wait_for(driver, "return window.__sameDocument === undefined && document.readyState === 'complete'",
                 lambda v: v is True, timeout=15)
        wait_for(driver, "return (function(){" + OVERLAY_TEXT + "})()", lambda v: v is None)
        print("done", flush=True)
    finally:
        driver.quit()


main()
"""#
}
