// Test support: a browser with a fake service worker container, for the tests of
// service-worker-updates.ts and of the page script's update notice.
import { vi } from "vitest";
import type { ServiceWorkerEnvironment } from "./service-worker-updates.ts";

export class FakeWorker extends EventTarget {
  state: ServiceWorkerState = "installing";
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

export class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** A new version is found and starts installing. */
  find(worker = new FakeWorker()) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
    return worker;
  }
  /** The installing version finishes installing and waits. */
  install(worker: FakeWorker) {
    this.installing = null;
    this.waiting = worker;
    worker.become("installed");
  }
  /** A new version is found, installs and waits. */
  installNewVersion() {
    const worker = this.find();
    this.install(worker);
    return worker;
  }
}

/** A page (by default loaded and controlled by the current worker) in a fake browser. */
export function fakeBrowser({ controlled = true, loaded = true } = {}) {
  const registration = new FakeRegistration();
  const container = new EventTarget() as EventTarget & {
    controller: object | null;
    register: ReturnType<typeof vi.fn>;
  };
  container.controller = controlled ? {} : null;
  container.register = vi.fn(async () => registration);
  const windowEvents = new EventTarget();
  const reload = vi.fn();
  const environment = {
    document: { readyState: loaded ? "complete" : "interactive" },
    addEventListener: windowEvents.addEventListener.bind(windowEvents),
    removeEventListener: windowEvents.removeEventListener.bind(windowEvents),
    navigator: { serviceWorker: container },
    location: { reload },
  } as unknown as ServiceWorkerEnvironment;
  const onUpdateWaiting = vi.fn();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { environment, registration, container, windowEvents, reload, onUpdateWaiting, settle };
}
