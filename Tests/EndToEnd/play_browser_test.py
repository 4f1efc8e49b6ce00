#!/usr/bin/python3
"""End-to-end test of "Play the flow" in a real browser (Debian's chromium, headless).

Builds the bundled site with `flowdoc build` into a temporary folder and opens the FriendList
storyboard page from file:// (the page must work without a server). Then, with the mouse and
with the keyboard:
  1. without pressing Play the page shows no phone; Play shows Friends, the initial scene;
  2. tapping a friend's cell pushes Detail (with a back button), and the diagram marks it;
  3. tapping Edit presents the Edit scene modally over it;
  4. tapping Cancel unwinds back to Detail (the modal is gone) and the diagram follows;
  5. Back pops to Friends; the same flow again from the keyboard alone.
Also checks that with JavaScript off the storyboard page is the page it was (no Play button).
Exits non-zero on any failure.

Usage: play_browser_test.py PATH/TO/flowdoc [REPOSITORY] [--shots DIR]
With --shots, saves three frames (list, detail, modal edit) as DIR/diagrams-play-*.png.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

args = [a for a in sys.argv[1:]]
shots = None
if "--shots" in args:
    i = args.index("--shots")
    shots = args[i + 1]
    del args[i:i + 2]
FLOWDOC = os.path.abspath(args[0] if args else ".build/release/flowdoc")
REPO = os.path.abspath(args[1] if len(args) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))


def wait_until(predicate, timeout=5.0, step=0.02, what="condition"):
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


def browser(javascript=True):
    options = Options()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1400,1000", "--allow-file-access-from-files"]:
        options.add_argument(flag)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def current(driver):
    return driver.find_element(By.CSS_SELECTOR, ".fd-play-phone").get_attribute("data-current")


def depth(driver):
    return driver.find_element(By.CSS_SELECTOR, ".fd-play-phone").get_attribute("data-depth")


def marked(driver):
    return sorted(e.get_attribute("data-scene") for e in driver.find_elements(By.CSS_SELECTOR, "svg g.fd-scene.is-playing"))


def settle(driver):
    """Waits until no transition ghost is left on screen."""
    wait_until(lambda: not driver.find_elements(By.CSS_SELECTOR, ".fd-play-ghost"), what="the transition to end")


def top_layer(driver):
    layers = driver.find_elements(By.CSS_SELECTOR, ".fd-play-area > .fd-play-layer:not(.fd-play-ghost)")
    return layers[-1]


def click_in_top(driver, selector, text):
    buttons = [b for b in top_layer(driver).find_elements(By.CSS_SELECTOR, selector) if text in (b.get_attribute("textContent") or "")]
    assert buttons, f"no {selector} reading {text!r} on screen ({current(driver)})"
    buttons[0].click()


def shoot(driver, name):
    if not shots:
        return
    os.makedirs(shots, exist_ok=True)
    time.sleep(0.5)
    driver.save_screenshot(os.path.join(shots, f"diagrams-play-{name}.png"))


def play_with_mouse(driver):
    assert not driver.find_elements(By.CSS_SELECTOR, ".fd-play-phone:not([hidden])") or \
        not driver.find_element(By.CSS_SELECTOR, ".fd-play-panel").is_displayed(), "phone shown before Play"
    driver.find_element(By.CSS_SELECTOR, ".fd-play-toggle").click()
    wait_until(lambda: current(driver) == "Master", what="the initial scene (Friends)")
    assert marked(driver) == ["Master"], f"diagram marks {marked(driver)}, not Master"
    print("ok: Play starts at Friends (Master), marked in the diagram")
    shoot(driver, "1-list")

    click_in_top(driver, ".fd-play-cellbutton", "Cell")
    wait_until(lambda: current(driver) == "Detail", what="Detail after tapping a cell")
    settle(driver)
    back = top_layer(driver).find_elements(By.CSS_SELECTOR, ".fd-play-back")
    assert back and "Friends" in back[0].text, "a pushed scene has a back button to Friends"
    assert marked(driver) == ["Detail"], f"diagram marks {marked(driver)}, not Detail"
    played = driver.find_elements(By.CSS_SELECTOR, "svg g.fd-edge.is-played")
    assert played and played[0].get_attribute("data-to") == "Detail", "the push segue is marked in the diagram"
    print("ok: tapping a cell pushes Detail, with a back button; diagram marks Detail and showDetail")
    shoot(driver, "2-detail")

    click_in_top(driver, ".fd-play-barbutton", "Edit")
    wait_until(lambda: current(driver) == "Edit" and depth(driver) == "2", what="the Edit modal")
    assert top_layer(driver).get_attribute("class").find("fd-play-sheet") >= 0, "Edit is presented as a sheet"
    assert marked(driver) == ["Edit"], f"diagram marks {marked(driver)}, not Edit"
    print("ok: tapping Edit presents Edit modally (a second layer)")
    time.sleep(0.45)
    shoot(driver, "3-modal-edit")

    click_in_top(driver, ".fd-play-barbutton", "Cancel")
    wait_until(lambda: current(driver) == "Detail" and depth(driver) == "1", what="the unwind back to Detail")
    settle(driver)
    assert marked(driver) == ["Detail"], f"diagram marks {marked(driver)} after the unwind"
    played = driver.find_elements(By.CSS_SELECTOR, "svg g.fd-edge.is-played")
    assert played and "fd-unwind" in played[0].get_attribute("class"), "the unwind is marked in the diagram"
    print("ok: tapping Cancel unwinds to Detail, the modal is gone")

    click_in_top(driver, ".fd-play-back", "Friends")
    wait_until(lambda: current(driver) == "Master", what="Back to Friends")
    settle(driver)
    print("ok: Back pops to Friends")


def play_with_keyboard(driver):
    toggle = driver.find_element(By.CSS_SELECTOR, ".fd-play-toggle")
    driver.find_element(By.CSS_SELECTOR, ".fd-play-restart").click()
    wait_until(lambda: current(driver) == "Master", what="restart")

    def press_on(selector, text):
        buttons = [b for b in top_layer(driver).find_elements(By.CSS_SELECTOR, selector) if text in (b.get_attribute("textContent") or "")]
        assert buttons, f"no {selector} {text!r} on {current(driver)} (depth {depth(driver)}): " + \
            ", ".join(b.text for b in top_layer(driver).find_elements(By.CSS_SELECTOR, "button"))
        driver.execute_script("arguments[0].focus()", buttons[0])
        active = driver.switch_to.active_element
        assert active == buttons[0], "the control takes the keyboard focus"
        active.send_keys(Keys.ENTER)

    press_on(".fd-play-cellbutton", "Cell")
    wait_until(lambda: current(driver) == "Detail", what="Detail from the keyboard")
    settle(driver)
    focused = driver.switch_to.active_element
    assert focused.tag_name == "button" and driver.execute_script(
        "return arguments[0].closest('.fd-play-phone') !== null", focused), "focus moves into the new screen"
    press_on(".fd-play-barbutton", "Edit")
    wait_until(lambda: current(driver) == "Edit", what="Edit from the keyboard")
    press_on(".fd-play-barbutton", "Cancel")
    wait_until(lambda: current(driver) == "Detail" and depth(driver) == "1", what="the unwind from the keyboard")
    settle(driver)
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait_until(lambda: not driver.find_element(By.CSS_SELECTOR, ".fd-play-panel").is_displayed(), what="Escape to stop")
    assert toggle.get_attribute("aria-expanded") == "false"
    assert not driver.find_elements(By.CSS_SELECTOR, "svg .is-playing"), "stopping clears the marks"
    print("ok: the same flow from the keyboard; Escape stops playing")


def main():
    out = tempfile.mkdtemp(prefix="flowdoc-play-")
    driver = None
    try:
        site = os.path.join(out, "site")
        subprocess.run([FLOWDOC, "build", REPO, "-o", site], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        page = os.path.join(site, "storyboards", "friendlist.html")
        assert os.path.exists(page), "no FriendList storyboard page"
        url = "file://" + page

        driver = browser(javascript=False)
        driver.get(url)
        assert driver.find_elements(By.CSS_SELECTOR, "svg.fd-diagram"), "diagram missing without JavaScript"
        assert not driver.find_elements(By.CSS_SELECTOR, ".fd-play-toggle"), "a Play button without JavaScript"
        driver.quit()
        driver = None
        print("ok: without JavaScript the page has its diagram and no Play controls")

        driver = browser()
        driver.get(url)
        wait_until(lambda: driver.find_elements(By.CSS_SELECTOR, ".fd-play-toggle"), what="the Play button")
        play_with_mouse(driver)
        play_with_keyboard(driver)
        errors = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
        assert not errors, f"console errors: {errors}"
        print("play: all checks passed")
        return 0
    except AssertionError as error:
        print(f"FAIL: {error}")
        return 1
    finally:
        if driver is not None:
            driver.quit()
        shutil.rmtree(out, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
