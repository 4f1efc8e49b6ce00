#!/usr/bin/python3
"""Checks that two builds of a site render the same, pixel for pixel (Debian's chromium, headless).

For a markup-only change (less whitespace, no empty lists) that must not change what a reader
sees. Opens each page of site A and the same page of site B from file:// and compares the PNG
screenshots byte for byte (same Chromium, same pixels -> same PNG bytes) in these states:
  - the whole page at 1,400 px and at 390 px wide, light and dark colour scheme;
  - at 390 px with the sidebar opened from the header's Contents toggle;
  - at 390 px and 1,400 px after each of the first 4 Tab presses (keyboard focus rings).

Usage: same_rendering.py SITE_A SITE_B [PAGE ...]   (pages relative to the site; default: every
       .html page of SITE_A). A state that differs is shot twice more on both sides (headless Chromium's rare one-pixel
anti-aliasing noise); it counts as the same when any shot of A equals any shot of B. Writes differing pairs to /tmp/same-rendering/. Exits 1 on any difference.
"""
import glob
import os
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

OUT = "/tmp/same-rendering"


def new_driver():
    options = Options()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--hide-scrollbars", "--force-device-scale-factor=1", "--allow-file-access-from-files"):
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def shot(driver):
    """A screenshot once two in a row agree (layout and fonts settled)."""
    last = driver.get_screenshot_as_png()
    for _ in range(20):
        time.sleep(0.1)
        now = driver.get_screenshot_as_png()
        if now == last:
            return now
        last = now
    return last


def load(driver, url, width, scheme="light", full=False):
    """Opens `url` in a fresh viewport of `width` x 900, or of the page's whole height (measured
    first, then the page is loaded again at that size: no relayout before the screenshot)."""
    height = 900
    for attempt in range(2 if full else 1):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
        driver.get("about:blank")  # no scroll position restored from the last visit
        driver.get(url)
        driver.execute_script(
            "window.scrollTo(0, 0);"
            "var s = document.createElement('style');"  # no blinking text caret
            "s.textContent = '* { caret-color: transparent !important; }';"
            "document.head.appendChild(s);")
        height = min(driver.execute_script("return document.documentElement.scrollHeight"), 16000)
    time.sleep(0.1)


def shots(driver, url):
    """Every state's screenshot of one page, by state name."""
    result = {}
    load(driver, url, 1400)  # warm-up: fonts and style sheets in the cache
    for width in (1400, 390):
        for scheme in ("light", "dark"):
            load(driver, url, width, scheme, full=True)
            result[f"{width}-{scheme}"] = shot(driver)
        load(driver, url, width)
        for press in range(4):
            driver.switch_to.active_element.send_keys(Keys.TAB)
            time.sleep(0.05)
            result[f"{width}-tab{press + 1}"] = shot(driver)
        if width == 390:
            load(driver, url, width)
            labels = driver.find_elements(By.CSS_SELECTOR, ".nav-toggle-label")
            if labels and labels[0].is_displayed():
                labels[0].click()
                time.sleep(0.05)
                result["390-menu-open"] = shot(driver)
                height = driver.execute_script("return document.documentElement.scrollHeight")
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": 390, "height": min(height, 16000), "deviceScaleFactor": 1, "mobile": False})
                time.sleep(0.1)
                result["390-menu-open-full"] = shot(driver)
    return result


def main():
    a, b = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    pages = sys.argv[3:] or sorted(os.path.relpath(p, a) for p in glob.glob(os.path.join(a, "**", "*.html"), recursive=True))
    os.makedirs(OUT, exist_ok=True)
    driver = new_driver()
    compared = differing = 0
    try:
        for page in pages:
            left = {k: [v] for k, v in shots(driver, "file://" + os.path.join(a, page)).items()}
            right = {k: [v] for k, v in shots(driver, "file://" + os.path.join(b, page)).items()}
            # Headless Chromium now and then anti-aliases a pixel differently from one load to the
            # next (a border's end beside a sticky box): a state that differs is shot twice more on
            # both sides, and counts as the same when any shot of A equals any shot of B. A real
            # difference differs every time.
            for retry in range(2):
                if all(set(left[k]) & set(right.get(k, [])) for k in left):
                    break
                for k, v in shots(driver, "file://" + os.path.join(a, page)).items(): left[k].append(v)
                for k, v in shots(driver, "file://" + os.path.join(b, page)).items(): right.setdefault(k, []).append(v)
            for state in left:
                compared += 1
                if not set(left[state]) & set(right.get(state, [])):
                    differing += 1
                    name = page.replace("/", "_") + "-" + state
                    open(os.path.join(OUT, name + "-a.png"), "wb").write(left[state][0])
                    open(os.path.join(OUT, name + "-b.png"), "wb").write((right.get(state) or [b""])[0])
                    print(f"DIFFERENT {page} {state}", flush=True)
    finally:
        driver.quit()
    print(f"{len(pages)} pages, {compared} screenshots compared, {differing} different")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
