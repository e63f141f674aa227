// The offline worker (docs/decisions/007) is registered from every page, and a new deploy's
// worker, once waiting, is offered in a live region at the end of <body>.
import {
  activateWaitingWorker,
  registerServiceWorker,
  type ServiceWorkerEnvironment,
} from "#site/features/offline/service-worker-updates.ts";

export const updateMessage = "A new version of this site is available.";

/**
 * The live region, empty, added at once so that screen readers announce the message when it
 * appears. It is the page script's own element, outside React's markup: React 19 hydration skips
 * a node added at the end of <body> instead of treating it as a mismatch.
 */
export function createUpdateRegion(document: Document): HTMLElement {
  const region = document.createElement("div");
  region.setAttribute("role", "status");
  region.className = "update-notice";
  document.body.append(region);
  return region;
}

/** Registers the worker; shows "Reload" in the region when a new version waits. */
export function offerUpdates(environment: ServiceWorkerEnvironment, region: HTMLElement | null) {
  if (!region) return;
  registerServiceWorker(environment, (registration) => {
    if (region.childElementCount > 0) return;
    const box = region.ownerDocument.createElement("div");
    box.className = "update-notice__box";
    const message = region.ownerDocument.createElement("p");
    message.textContent = updateMessage;
    const reload = region.ownerDocument.createElement("button");
    reload.type = "button";
    reload.className = "button";
    reload.textContent = "Reload";
    reload.addEventListener("click", () => {
      reload.disabled = true;
      activateWaitingWorker(environment, registration);
    });
    box.append(message, reload);
    region.append(box);
  });
}
