#!/usr/bin/env python3
"""The baseline of screengraph-benchmark's real-browser comparison: a hand-written
Selenium script (pip `selenium`) that does what a ScreenGraph tour does, step by step.

It reads a plan that screengraph-benchmark writes from the tour (routes of steps: a
click or typing on a located element, then a wait for the next screen's identity) and
performs it the way a careful hand-written Selenium suite would: one session for all
routes, each route from a fresh start (cookies deleted, the start URL opened), an
explicit wait polling every 50 ms (ScreenGraph's interval) for each identity, and an
open JS dialog (DokuWiki's lock-expiry alert) accepted and the command sent again, as a
monitor does. It prints one JSON line: steps and seconds.

    selenium_tour.py PLAN.json WEBDRIVER_URL START_URL
"""
import json
import sys
import time

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException, UnexpectedAlertPresentException
from selenium.webdriver.chrome.options import Options

POLL = 0.05
TIMEOUT = 5.0


def main():
    plan_path, server, start_url = sys.argv[1:4]
    with open(plan_path, encoding="utf-8") as plan_file:
        plan = json.load(plan_file)
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"]:
        options.add_argument(argument)
    options.set_capability("unhandledPromptBehavior", "ignore")
    driver = webdriver.Remote(command_executor=server, options=options)

    def accepting_dialogs(action):
        # A dialog the step did not expect is accepted and the command sent again, once.
        try:
            return action()
        except UnexpectedAlertPresentException:
            try:
                driver.switch_to.alert.accept()
            except NoAlertPresentException:
                pass
            return action()

    def find_all(locator):
        return accepting_dialogs(lambda: driver.find_elements(locator["using"], locator["value"]))

    def dialog_text():
        try:
            return driver.switch_to.alert.text
        except NoAlertPresentException:
            return None

    def wait_for(identity):
        deadline = time.monotonic() + TIMEOUT
        while True:
            if identity["app"] == "system":
                if dialog_text() == identity["value"]:
                    return
            elif find_all(identity):
                return
            if time.monotonic() >= deadline:
                raise RuntimeError("timed out waiting for %s" % identity["value"])
            time.sleep(POLL)

    steps = 0
    started = time.monotonic()
    try:
        for route in plan["routes"]:
            accepting_dialogs(driver.delete_all_cookies)
            accepting_dialogs(lambda: driver.get(start_url))
            for step in route:
                action = step.get("action")
                if action in ("accept", "dismiss"):
                    alert = driver.switch_to.alert
                    alert.accept() if action == "accept" else alert.dismiss()
                elif action in ("click", "type"):
                    element = None
                    deadline = time.monotonic() + TIMEOUT
                    while element is None:
                        found = find_all(step["element"])
                        if found:
                            element = found[0]
                        elif time.monotonic() >= deadline:
                            raise RuntimeError("no element %s" % step["element"]["value"])
                        else:
                            time.sleep(POLL)
                    accepting_dialogs(element.click)
                    if action == "type":
                        accepting_dialogs(lambda: element.send_keys(step["text"]))
                if "wait" in step:
                    wait_for(step["wait"])
                steps += 1
    finally:
        seconds = time.monotonic() - started
        driver.quit()
    print(json.dumps({"steps": steps, "seconds": seconds}))


if __name__ == "__main__":
    main()
