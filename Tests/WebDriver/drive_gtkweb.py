"""Drives `gtkweb --automation-mode` through WebKit's WebDriver (WebKitWebDriver) with Selenium.

usage: drive_gtkweb.py DRIVER GTKWEB URL

Opens URL (a page with a button `#go` whose click sets the title to "clicked" and a list of three `li`),
clicks the button, waits for the title, runs a script, and prints one JSON line with what it saw.
Every wait has a deadline; on any failure it prints `error: …` and exits 1. The driver listens on a free
loopback port and is stopped (with the browser it launched) before the script ends.
"""

import json
import socket
import sys

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main(driver_path, gtkweb_path, url):
    options = Options()
    options.binary_location = gtkweb_path
    options.add_argument("--automation-mode")
    # The driver matches this against the application name the browser gives its automation session.
    options.set_capability("browserName", "gtkweb")
    service = Service(executable_path=driver_path, port=free_port(), service_args=["--host=127.0.0.1"])
    driver = webdriver.WebKitGTK(options=options, service=service)
    try:
        driver.set_page_load_timeout(30)
        driver.set_script_timeout(30)
        driver.get(url)
        loaded_title = driver.title
        button = driver.find_element(By.ID, "go")
        button.click()
        WebDriverWait(driver, 30).until(lambda d: d.title == "clicked")
        result = driver.execute_script("return [document.querySelectorAll('li').length, 6 * 7, location.href]")
        print(json.dumps({
            "browserName": driver.capabilities.get("browserName"),
            "loadedTitle": loaded_title,
            "buttonText": button.text,
            "title": driver.title,
            "script": result,
        }), flush=True)
    finally:
        driver.quit()


if __name__ == "__main__":
    if len(sys.argv) != 4:
        print("usage: drive_gtkweb.py DRIVER GTKWEB URL", file=sys.stderr)
        sys.exit(2)
    try:
        main(*sys.argv[1:])
    except Exception as error:  # any failure is the test's answer, said in one line
        print(f"error: {type(error).__name__}: {error}", flush=True)
        sys.exit(1)
