import { describe, expect, it, vi } from "vitest";
import {
  activateWaitingWorker,
  registerServiceWorker,
  serviceWorkerURL,
  skipWaitingMessage,
} from "./service-worker-updates.ts";
import { FakeWorker, fakeBrowser } from "./fake-service-worker.test-support.ts";

describe("registerServiceWorker", () => {
  it("registers /sw.js only after the load event", async () => {
    const browser = fakeBrowser({ loaded: false });
    registerServiceWorker(browser.environment, browser.onUpdateWaiting);
    expect(browser.container.register).not.toHaveBeenCalled();
    browser.windowEvents.dispatchEvent(new Event("load"));
    expect(browser.container.register).toHaveBeenCalledWith(serviceWorkerURL);
  });

  it("registers at once when the page has already loaded", () => {
    const browser = fakeBrowser();
    registerServiceWorker(browser.environment, browser.onUpdateWaiting);
    expect(browser.container.register).toHaveBeenCalledTimes(1);
  });

  it("does nothing where service workers are not available", () => {
    const browser = fakeBrowser();
    const environment = { ...browser.environment, navigator: {} };
    expect(() => registerServiceWorker(environment, browser.onUpdateWaiting)()).not.toThrow();
  });

  it("copes with a browser that blocks service workers and registers nothing", async () => {
    const browser = fakeBrowser();
    browser.container.register.mockResolvedValue(undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    registerServiceWorker(browser.environment, browser.onUpdateWaiting);
    await browser.settle();
    expect(browser.onUpdateWaiting).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("only warns when registration fails", async () => {
    const browser = fakeBrowser();
    browser.container.register.mockRejectedValue(new Error("SecurityError"));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    registerServiceWorker(browser.environment, browser.onUpdateWaiting);
    await browser.settle();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("announces a new version once it is installed and waiting", async () => {
    const browser = fakeBrowser();
    registerServiceWorker(browser.environment, browser.onUpdateWaiting);
    await browser.settle();
    const worker = browser.registration.find();
    expect(browser.onUpdateWaiting).not.toHaveBeenCalled();
    browser.registration.install(worker);
    expect(browser.onUpdateWaiting).toHaveBeenCalledWith(browser.registration);
  });

  it("announces a version left waiting by an earlier visit", async () => {
    const browser = fakeBrowser();
    browser.registration.waiting = new FakeWorker();
    registerServiceWorker(browser.environment, browser.onUpdateWaiting);
    await browser.settle();
    expect(browser.onUpdateWaiting).toHaveBeenCalledTimes(1);
  });

  it("does not call the very first version an update", async () => {
    const browser = fakeBrowser({ controlled: false });
    registerServiceWorker(browser.environment, browser.onUpdateWaiting);
    await browser.settle();
    browser.registration.install(browser.registration.find());
    expect(browser.onUpdateWaiting).not.toHaveBeenCalled();
  });

  it("stops announcing once stopped", async () => {
    const browser = fakeBrowser();
    const stop = registerServiceWorker(browser.environment, browser.onUpdateWaiting);
    await browser.settle();
    stop();
    browser.registration.install(browser.registration.find());
    expect(browser.onUpdateWaiting).not.toHaveBeenCalled();
  });
});

describe("activateWaitingWorker", () => {
  it("asks the waiting version to take over and reloads once when it controls the page", () => {
    const browser = fakeBrowser();
    const waiting = new FakeWorker();
    browser.registration.waiting = waiting;
    activateWaitingWorker(browser.environment, browser.registration as never);
    expect(waiting.postMessage).toHaveBeenCalledWith(skipWaitingMessage);
    expect(browser.reload).not.toHaveBeenCalled();
    browser.container.dispatchEvent(new Event("controllerchange"));
    browser.container.dispatchEvent(new Event("controllerchange"));
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it("just reloads when no version waits any more (another tab activated it)", () => {
    const browser = fakeBrowser();
    activateWaitingWorker(browser.environment, { waiting: null });
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });
});
