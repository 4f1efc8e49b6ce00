#!/usr/bin/python3
"""Browser test of the reader's side of a built site (Debian's chromium, headless).

Builds the bundled site (content/ + templates/ of this repository) with the given flowdoc,
then, from file:// :
  1. presses `/` and checks the search box has the focus; types queries and checks the
     expected entry is the first result (a segue name opens its storyboard-page entry, a
     heading its chapter section, a code identifier a chapter), with the terms marked;
  2. opens the first result with the keyboard (arrows, Enter) and checks the address;
  3. clicks a listing's copy button and checks the clipboard holds the listing's text (or,
     where the headless clipboard is not readable, the text the button copied);
  4. presses → and ← and checks the next and previous chapter open;
  5. checks that with JavaScript off the search box is not shown;
then in `flowdoc serve`: the search works over http, and the 404 page answered for a deep
missing address loads its style sheet and links back to the home page.

Usage: reader_browser_test.py PATH/TO/flowdoc [--shots DIR]
With --shots, saves screenshots of the search results and of the print page in DIR.
"""
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FLOWDOC = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/release/flowdoc")
SHOTS = sys.argv[sys.argv.index("--shots") + 1] if "--shots" in sys.argv else None


def wait_until(predicate, timeout=10.0, step=0.02, what="condition"):
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        try:
            value = predicate()
        except Exception:
            value = None
        if value:
            return value
        time.sleep(step)
    raise AssertionError(f"timed out after {timeout}s waiting for {what}")


def browser(javascript=True, width=1280, height=900):
    options = Options()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 f"--window-size={width},{height}", "--allow-file-access-from-files"):
        options.add_argument(flag)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def results(driver):
    return driver.execute_script(
        "var root = document.getElementById('search').getAttribute('data-root');"
        "var base = new URL(root || './', document.baseURI).href;"
        "return Array.from(document.querySelectorAll('#search-results [role=option]'))"
        ".map(o => [o.getAttribute('data-href').replace(base, ''), o.textContent, o.querySelectorAll('mark').length]);")


def search(driver, query, expected_first):
    """Types `query` into the box (after `/`) and waits for `expected_first` to lead the results."""
    box = driver.find_element(By.ID, "search-input")
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(Keys.DELETE)
    box.send_keys(query)
    found = wait_until(lambda: (lambda r: r if r and (r[0][0] == expected_first or (
                           expected_first.endswith(".html") and r[0][0].startswith(expected_first + "#")))
                           else None)(results(driver)),
                       what=f"'{expected_first}' first for '{query}' (got {results(driver)[:3]})")
    print(f"  '{query}' → {found[0][0]}  ({len(found)} results)")
    return found


def check_file_site(site):
    driver = browser()
    try:
        home = "file://" + os.path.join(site, "index.html")
        driver.get(home)
        assert driver.find_element(By.ID, "search").is_displayed(), "search box hidden with JavaScript on"
        driver.find_element(By.TAG_NAME, "body").send_keys("/")
        assert driver.switch_to.active_element.get_attribute("id") == "search-input", "/ did not focus the search box"

        found = search(driver, "PickGame", "storyboards/ratings.html#segue-PickGame")
        search(driver, "choosing gam", "ratings.html#choosing-a-game")
        found = search(driver, "prepare(for:sender:)", "colorboard.html")
        assert found[0][2] > 0, "no marked term in the first result"
        # Case and diacritics folded: "PRÉPARE" finds what "prepare" finds.
        search(driver, "PRÉPARE", found[0][0])
        if SHOTS:
            box = driver.find_element(By.ID, "search-input")
            box.send_keys(Keys.CONTROL, "a")
            box.send_keys("unwind segue")
            wait_until(lambda: results(driver), what="results for 'unwind segue'")
            time.sleep(0.2)
            driver.save_screenshot(os.path.join(SHOTS, "reader-search.png"))
        box = driver.find_element(By.ID, "search-input")
        box.send_keys(Keys.CONTROL, "a")
        box.send_keys("PickGame")
        wait_until(lambda: results(driver) and results(driver)[0][0].endswith("#segue-PickGame"), what="PickGame again")
        # Arrow down to the second result and back up, then Enter opens the first.
        box.send_keys(Keys.ARROW_DOWN)
        assert driver.find_element(By.ID, "search-option-1").get_attribute("aria-selected") == "true"
        box.send_keys(Keys.ARROW_UP)
        assert box.get_attribute("aria-activedescendant") == "search-option-0"
        box.send_keys(Keys.ENTER)
        wait_until(lambda: driver.current_url.endswith("storyboards/ratings.html#segue-PickGame"),
                   what="Enter to open the storyboard entry")
        print("  Enter opened", driver.current_url.split("/site/")[-1])
        # Escape closes the list.
        box = driver.find_element(By.ID, "search-input")
        box.send_keys("players")
        wait_until(lambda: not driver.find_element(By.ID, "search-results").get_attribute("hidden"), what="results open")
        box.send_keys(Keys.ESCAPE)
        assert driver.find_element(By.ID, "search-results").get_attribute("hidden") is not None, "Escape did not close"

        # Copy button.
        driver.get("file://" + os.path.join(site, "colorboard.html"))
        try:
            driver.execute_cdp_cmd("Browser.grantPermissions", {
                "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        except Exception:
            pass
        button = driver.find_element(By.CSS_SELECTOR, ".listing .copy-button")
        expected = driver.execute_script(
            "return arguments[0].parentNode.querySelector('pre code').textContent;", button)
        assert "prepare(for segue" in expected or len(expected) > 20, expected
        button.click()
        wait_until(lambda: button.text in ("Copied", "Press Ctrl+C"), what="copy button feedback")
        clipboard = None
        try:
            clipboard = driver.execute_async_script(
                "var done = arguments[0]; navigator.clipboard.readText().then(done, () => done(null));")
        except Exception:
            clipboard = None
        copied = driver.execute_script("return window.flowdocLastCopied;")
        assert copied == expected, "the button copied other text than the listing's"
        if clipboard is not None:
            assert clipboard == expected, f"clipboard holds {clipboard[:60]!r}"
            print(f"  copy button: clipboard holds the listing ({len(expected)} characters)")
        else:
            print(f"  copy button: headless clipboard not readable; the button copied the listing ({len(expected)} characters)")

        # ← and →.
        driver.get("file://" + os.path.join(site, "colorboard.html"))
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
        wait_until(lambda: driver.current_url.endswith("/ratings.html"), what="→ to the next chapter")
        driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
        wait_until(lambda: driver.current_url.endswith("/colorboard.html"), what="← to the previous chapter")
        box = driver.find_element(By.ID, "search-input")
        box.click()
        box.send_keys(Keys.ARROW_RIGHT)
        time.sleep(0.3)
        assert driver.current_url.endswith("/colorboard.html"), "→ while typing left the page"
        print("  ←/→ open the previous/next chapter, not while typing")

        # The print page.
        driver.get("file://" + os.path.join(site, "print.html"))
        chapters = driver.find_elements(By.CSS_SELECTOR, ".print-chapter")
        figures = driver.find_elements(By.CSS_SELECTOR, ".print-chapter svg")
        ids = driver.execute_script(
            "var seen = {}, dup = []; document.querySelectorAll('[id]').forEach(e => { if (seen[e.id]) dup.push(e.id); seen[e.id] = 1; }); return dup;")
        assert len(chapters) >= 7 and figures, (len(chapters), len(figures))
        assert not ids, f"duplicate ids on the print page: {ids[:5]}"
        wrap = driver.execute_script("return getComputedStyle(document.querySelector('.print-book pre')).whiteSpace;")
        assert wrap == "pre-wrap", wrap
        print(f"  print page: {len(chapters)} chapters, {len(figures)} diagrams, no duplicate ids, code wraps")
        if SHOTS:
            driver.save_screenshot(os.path.join(SHOTS, "reader-print.png"))
        # 404 page opened from file:// finds its style sheet.
        driver.get("file://" + os.path.join(site, "404.html"))
        assert driver.execute_script("return getComputedStyle(document.body).margin;") == "0px", "404 page lost its style"
    finally:
        driver.quit()

    driver = browser(javascript=False)
    try:
        driver.get("file://" + os.path.join(site, "index.html"))
        assert not driver.find_element(By.ID, "search").is_displayed(), "search box shown without JavaScript"
        assert driver.find_element(By.CSS_SELECTOR, ".sidebar a").is_displayed()
        print("  without JavaScript: no search box, the sidebar still works")
    finally:
        driver.quit()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def check_serve(source):
    port = free_port()
    server = subprocess.Popen([FLOWDOC, "serve", source, "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    driver = None
    try:
        base = f"http://127.0.0.1:{port}/"
        wait_until(lambda: urllib.request.urlopen(base, timeout=1).status == 200, timeout=60, what="serve")
        driver = browser()
        driver.get(base + "colorboard.html")
        driver.find_element(By.TAG_NAME, "body").send_keys("/")
        search(driver, "PickGame", "storyboards/ratings.html#segue-PickGame")
        driver.get(base + "deep/er/missing.html")
        assert "not here" in driver.find_element(By.TAG_NAME, "h1").text
        assert driver.execute_script("return getComputedStyle(document.body).margin;") == "0px", "404 page lost its style"
        home = driver.find_element(By.CSS_SELECTOR, "main a").get_attribute("href")
        assert home == base + "index.html", home
        print("  serve: search works; the 404 page at /deep/er/missing.html is styled and links to", home)
    finally:
        if driver:
            driver.quit()
        server.terminate()
        server.wait(timeout=10)


def main():
    work = tempfile.mkdtemp(prefix="flowdoc-reader-")
    try:
        source = os.path.join(work, "book")
        os.makedirs(source)
        for name in ("content", "templates", "flowdoc.conf", "examples"):
            path = os.path.join(REPO, name)
            if os.path.isdir(path):
                shutil.copytree(path, os.path.join(source, name))
            elif os.path.exists(path):
                shutil.copy(path, source)
        site = os.path.join(source, "site")
        subprocess.run([FLOWDOC, "build", source, "-o", site], check=True, stdout=subprocess.DEVNULL)
        print("file://")
        check_file_site(site)
        print("flowdoc serve")
        check_serve(source)
        print("reader browser test: passed")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
