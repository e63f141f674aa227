import { screen } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import {
  serviceWorkerURL,
  skipWaitingMessage,
} from "#site/features/offline/service-worker-updates.ts";
import {
  FakeWorker,
  fakeBrowser,
} from "#site/features/offline/fake-service-worker.test-support.ts";
import { createUpdateRegion, offerUpdates, updateMessage } from "./update-notice.ts";

beforeEach(() => {
  document.body.innerHTML = `<div role="status" class="update-notice"></div>`;
});

const region = () => screen.getByRole("status");

describe("offerUpdates", () => {
  it("registers the worker and leaves the region empty while no new version waits", async () => {
    const browser = fakeBrowser();
    offerUpdates(browser.environment, region());
    await browser.settle();
    expect(browser.container.register).toHaveBeenCalledWith(serviceWorkerURL);
    expect(region()).toBeEmptyDOMElement();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("offers a new version once it waits", async () => {
    const browser = fakeBrowser();
    offerUpdates(browser.environment, region());
    await browser.settle();
    browser.registration.installNewVersion();
    expect(region()).toHaveTextContent(updateMessage);
    expect(updateMessage).toBe("A new version of this site is available.");
    expect(screen.getByRole("button", { name: "Reload" })).toBeEnabled();
  });

  it("offers a version left waiting by an earlier visit", async () => {
    const browser = fakeBrowser();
    browser.registration.waiting = new FakeWorker();
    offerUpdates(browser.environment, region());
    await browser.settle();
    expect(region()).toHaveTextContent("A new version of this site is available.");
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
  });

  it("on Reload, disables the button and asks the waiting version to take over, then reloads", async () => {
    const user = userEvent.setup();
    const browser = fakeBrowser();
    offerUpdates(browser.environment, region());
    await browser.settle();
    const waiting = browser.registration.installNewVersion();
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(screen.getByRole("button", { name: "Reload" })).toBeDisabled();
    expect(waiting.postMessage).toHaveBeenCalledTimes(1);
    expect(waiting.postMessage).toHaveBeenCalledWith(skipWaitingMessage);
    expect(skipWaitingMessage).toEqual({ type: "SKIP_WAITING" });
    expect(browser.reload).not.toHaveBeenCalled();
    browser.container.dispatchEvent(new Event("controllerchange"));
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it("shows one notice however often a new version is announced", async () => {
    const browser = fakeBrowser();
    browser.registration.waiting = new FakeWorker();
    offerUpdates(browser.environment, region());
    await browser.settle();
    browser.registration.installNewVersion();
    browser.registration.installNewVersion();
    expect(screen.getAllByRole("button", { name: "Reload" })).toHaveLength(1);
    expect(screen.getAllByText(updateMessage)).toHaveLength(1);
  });

  it("does not even register without a region to offer updates in", async () => {
    const browser = fakeBrowser();
    browser.registration.waiting = new FakeWorker();
    expect(() => offerUpdates(browser.environment, null)).not.toThrow();
    await browser.settle();
    expect(browser.container.register).not.toHaveBeenCalled();
  });
});

describe("createUpdateRegion", () => {
  it("adds an empty polite live region at the end of <body>", () => {
    document.body.innerHTML = "<main>Page</main>";
    const region = createUpdateRegion(document);
    expect(document.body.lastElementChild).toBe(region);
    expect(region).toHaveAttribute("role", "status");
    expect(region).toHaveClass("update-notice");
    expect(region).toBeEmptyDOMElement();
  });
});
