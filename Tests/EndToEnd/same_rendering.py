#!/usr/bin/python3
"""Checks that two builds of a site render the same, pixel for pixel (Debian's chromium, headless).

For a markup-only change (less whitespace, no empty lists) that must not change what a reader
sees. Opens each page of site A and the same page of site B from file:// and compares the PNG
screenshots byte for byte (same Chromium, same pixels -> same PNG bytes) in these states:
  - the whole page at 1,400 px and at 390 px wide, light and dark colour scheme;
  - at 390 px with the sidebar opened from the header's Contents toggle;
  - at 390 px and 1,400 px after each of the first 4 Tab presses (keyboard focus rings).

Usage: same_rendering.py SITE_A SITE_B [PAGE ...]   (pages relative to the site; default: every
       .html page of SITE_A). Writes differing pairs to /tmp/same-rendering/. Exits 1 on any difference.
"""
import glob
import os
import sys

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


def shots(driver, url):
    """Every state's screenshot of one page, by state name."""
    result = {}
    for width in (1400, 390):
        for scheme in ("light", "dark"):
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                   {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            driver.set_window_size(width, 900)
            driver.get(url)
            height = driver.execute_script("return document.documentElement.scrollHeight")
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": width, "height": min(height, 16000), "deviceScaleFactor": 1, "mobile": False})
            result[f"{width}-{scheme}"] = driver.get_screenshot_as_png()
            driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False})
        driver.get(url)
        body = driver.find_element(By.TAG_NAME, "body")
        for press in range(4):
            body = driver.switch_to.active_element
            body.send_keys(Keys.TAB)
            result[f"{width}-tab{press + 1}"] = driver.get_screenshot_as_png()
        if width == 390:
            driver.get(url)
            labels = driver.find_elements(By.CSS_SELECTOR, ".nav-toggle-label")
            if labels and labels[0].is_displayed():
                labels[0].click()
                result["390-menu-open"] = driver.get_screenshot_as_png()
                height = driver.execute_script("return document.documentElement.scrollHeight")
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": 390, "height": min(height, 16000), "deviceScaleFactor": 1, "mobile": False})
                result["390-menu-open-full"] = driver.get_screenshot_as_png()
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    return result


def main():
    a, b = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    pages = sys.argv[3:] or sorted(os.path.relpath(p, a) for p in glob.glob(os.path.join(a, "**", "*.html"), recursive=True))
    os.makedirs(OUT, exist_ok=True)
    driver = new_driver()
    compared = differing = 0
    try:
        for page in pages:
            left = shots(driver, "file://" + os.path.join(a, page))
            right = shots(driver, "file://" + os.path.join(b, page))
            for state in left:
                compared += 1
                if left[state] != right.get(state):
                    differing += 1
                    name = page.replace("/", "_") + "-" + state
                    open(os.path.join(OUT, name + "-a.png"), "wb").write(left[state])
                    open(os.path.join(OUT, name + "-b.png"), "wb").write(right.get(state) or b"")
                    print(f"DIFFERENT {page} {state}")
    finally:
        driver.quit()
    print(f"{len(pages)} pages, {compared} screenshots compared, {differing} different")
    sys.exit(1 if differing else 0)


if __name__ == "__main__":
    main()
