#!/usr/bin/python3
"""End-to-end test of `flowdoc serve` in a real browser (Debian's chromium, headless).

Starts `flowdoc serve` on a free loopback port over a fresh starter site, then, in Chromium:
  1. opens a chapter and reads its text;
  2. edits the chapter on disk and waits for the page to reload with the new text;
  3. breaks a flow block and waits for the error overlay, which must name the right
     file, line and rule;
  4. fixes it and waits for the overlay to go and the page to reload.
Prints the save-to-browser times it measured. Exits non-zero on any failure.

Usage: serve_browser_test.py PATH/TO/flowdoc
       serve_browser_test.py PATH/TO/flowdoc --measure SITE CHAPTER PAGE [TIMES]
The second form copies SITE, serves it, and only measures the time from saving an edit of
CHAPTER (relative to SITE) to PAGE (a URL path) showing it, TIMES times (default 5).
"""
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

FLOWDOC = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/flowdoc")
CHAPTER = "content/01-first-flow.md"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until(predicate, timeout=15.0, step=0.02, what="condition"):
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        try:
            value = predicate()
        except Exception:
            value = None
        if value:
            return time.monotonic() - start
        time.sleep(step)
    raise AssertionError(f"timed out after {timeout}s waiting for {what}")


def overlay_text(driver):
    """The overlay's text (it lives in a shadow root), or None when there is none."""
    return driver.execute_script(
        "var h = document.getElementById('flowdoc-overlay');"
        "return h ? (h.shadowRoot || h).textContent : null;")


def main():
    site = tempfile.mkdtemp(prefix="flowdoc-e2e-")
    root = os.path.join(site, "site-src")
    subprocess.run([FLOWDOC, "new", root], check=True, stderr=subprocess.DEVNULL)
    port = free_port()
    server = subprocess.Popen(
        [FLOWDOC, "serve", root, "--port", str(port)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    driver = None
    failures = 0
    try:
        url = f"http://127.0.0.1:{port}/first-flow.html"
        def up():
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return True
        wait_until(up, what="the server to listen")

        options = Options()
        for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1200,900"]:
            options.add_argument(flag)
        options.binary_location = "/usr/bin/chromium"
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        driver.get(url)
        assert "A first flow" in driver.find_element(By.TAG_NAME, "h1").text, "chapter title missing"
        assert driver.find_elements(By.CSS_SELECTOR, "svg [data-scene]"), "diagram missing"
        print("ok: page served with its diagram")

        path = os.path.join(root, CHAPTER)
        with open(path, encoding="utf-8") as f:
            original = f.read()

        # 1. An edit reloads the page.
        marker = "Edited while serving: the browser reloaded by itself."
        saved = time.monotonic()
        with open(path, "w", encoding="utf-8") as f:
            f.write(original + "\n" + marker + "\n")
        wait_until(lambda: marker in driver.find_element(By.TAG_NAME, "main").text, what="the edit to show")
        print(f"ok: edit shown {1000 * (time.monotonic() - saved):.0f} ms after saving")

        # 2. A broken flow block shows the overlay with the right place and rule.
        broken = original.replace("segue showNote: Notes -> NoteDetail push", "segue showNote: Notes -> NoteDetial push")
        assert broken != original
        line = next(i for i, l in enumerate(broken.splitlines(), 1) if "NoteDetial" in l)
        saved = time.monotonic()
        with open(path, "w", encoding="utf-8") as f:
            f.write(broken)
        wait_until(lambda: overlay_text(driver), what="the error overlay")
        text = overlay_text(driver)
        print(f"ok: overlay shown {1000 * (time.monotonic() - saved):.0f} ms after saving")
        expected_place = f"{CHAPTER}:{line}:"
        assert expected_place in text, f"overlay does not name {expected_place}: {text!r}"
        assert "flow.unknown-scene" in text, f"overlay does not name the rule: {text!r}"
        assert "NoteDetail" in text, f"overlay has no suggestion: {text!r}"
        assert marker in driver.find_element(By.TAG_NAME, "main").text, "last good content not kept under the overlay"
        print(f"ok: overlay names {expected_place} and flow.unknown-scene, last good page kept")

        # 3. Fixing it removes the overlay and reloads.
        saved = time.monotonic()
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)
        wait_until(lambda: overlay_text(driver) is None, what="the overlay to go")
        wait_until(lambda: marker not in driver.find_element(By.TAG_NAME, "main").text, what="the reload after the fix")
        print(f"ok: recovered {1000 * (time.monotonic() - saved):.0f} ms after the fix")
    except Exception as error:  # report and fail
        failures += 1
        print(f"FAIL: {error}")
        if driver is not None:
            shot = os.path.join(site, "failure.png")
            driver.save_screenshot(shot)
            print(f"screenshot: {shot}")
    finally:
        if driver is not None:
            driver.quit()
        os.killpg(server.pid, signal.SIGINT)
        try:
            out, _ = server.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            out, _ = server.communicate()
            failures += 1
            print("FAIL: serve did not stop on Ctrl-C within 10 s")
        if failures:
            print("--- serve output ---\n" + out)
        else:
            shutil.rmtree(site, ignore_errors=True)
    print(f"browser: {4 - failures if not failures else 0} passed, {failures} failed")
    return 1 if failures else 0


def measure(site, chapter, page, times):
    """Save-to-browser times for prose edits of one chapter of a copied site."""
    work = tempfile.mkdtemp(prefix="flowdoc-measure-")
    root = os.path.join(work, "site-src")
    shutil.copytree(site, root, ignore=shutil.ignore_patterns("site", ".build"))
    port = free_port()
    server = subprocess.Popen([FLOWDOC, "serve", root, "--port", str(port)], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, start_new_session=True)
    driver = None
    samples = []
    try:
        def up():
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return True
        wait_until(up, timeout=600, what="the first build")
        options = Options()
        for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1200,900"]:
            options.add_argument(flag)
        options.binary_location = "/usr/bin/chromium"
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        driver.get(f"http://127.0.0.1:{port}{page}")
        path = os.path.join(root, chapter)
        for number in range(times):
            marker = f"Measured edit number {number}."
            saved = time.time()
            with open(path, "a", encoding="utf-8") as f:
                f.write("\n" + marker + "\n")
            wait_until(lambda: marker in driver.page_source, what="the edit")
            # When the reloaded page had its content (DOMContentLoaded), by the browser's clock:
            # the polling of this script does not count.
            shown = driver.execute_script(
                "var n = performance.getEntriesByType('navigation')[0];"
                "return performance.timeOrigin + n.domContentLoadedEventEnd;") / 1000.0
            samples.append(1000 * (shown - saved))
            time.sleep(0.5)
    finally:
        if driver is not None:
            driver.quit()
        os.killpg(server.pid, signal.SIGINT)
        out, _ = server.communicate(timeout=30)
        shutil.rmtree(work, ignore_errors=True)
    samples.sort()
    print(f"save-to-browser over {len(samples)} edits: median {samples[len(samples) // 2]:.0f} ms, "
          f"min {samples[0]:.0f} ms, max {samples[-1]:.0f} ms")
    print("serve's own report of each rebuild:")
    for line in out.splitlines():
        if line.startswith("rebuilt") or line.startswith("built"):
            print("  " + line)
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[2] == "--measure":
        sys.exit(measure(sys.argv[3], sys.argv[4], sys.argv[5], int(sys.argv[6]) if len(sys.argv) > 6 else 5))
    sys.exit(main())
