/** The service worker written by the build (integrations/offline/build-service-worker.ts). */
export const serviceWorkerURL = "/sw.js";

/** The message the worker answers by taking over (see integrations/offline/service-worker.ts). */
export const skipWaitingMessage = { type: "SKIP_WAITING" } as const;

/** What registration needs of the browser; a parameter so that tests can pass a fake. */
export interface ServiceWorkerEnvironment {
  document: { readyState: DocumentReadyState };
  addEventListener(type: "load", listener: () => void, options: { once: true }): void;
  removeEventListener(type: "load", listener: () => void): void;
  navigator: {
    serviceWorker?: Pick<ServiceWorkerContainer, "controller" | "register" | "addEventListener">;
  };
  location: { reload(): void };
}

/**
 * Registers the service worker after the page has loaded (so it never competes with the page for
 * the network), and calls `onUpdateWaiting` when a new version is installed and waiting: either
 * found now or left waiting by an earlier visit. The first version ever installed is not an update.
 * Returns a function that stops listening.
 */
export function registerServiceWorker(
  environment: ServiceWorkerEnvironment,
  onUpdateWaiting: (registration: ServiceWorkerRegistration) => void,
): () => void {
  const container = environment.navigator.serviceWorker;
  if (!container) return () => {};
  let stopped = false;

  const register = () => {
    container
      .register(serviceWorkerURL)
      .then((registration: ServiceWorkerRegistration | undefined) => {
        // Browsers (or test tools) that block service workers may resolve with nothing.
        if (!registration) return;
        const announce = () => {
          if (!stopped && registration.waiting && container.controller) {
            onUpdateWaiting(registration);
          }
        };
        const watch = (worker: ServiceWorker | null) =>
          worker?.addEventListener("statechange", () => {
            if (worker.state === "installed") announce();
          });
        announce();
        // The browser may have started installing a new version before this page asked.
        watch(registration.installing);
        registration.addEventListener("updatefound", () => watch(registration.installing));
      })
      .catch((error: unknown) =>
        console.warn("The service worker could not be registered.", error),
      );
  };

  if (environment.document.readyState === "complete") register();
  else environment.addEventListener("load", register, { once: true });
  return () => {
    stopped = true;
    environment.removeEventListener("load", register);
  };
}

/**
 * Lets the waiting version take over and reloads the page once it controls it, so the page and
 * its chunks come from one version. If no version is waiting any more (another tab let it take
 * over), the page is simply reloaded.
 */
export function activateWaitingWorker(
  environment: ServiceWorkerEnvironment,
  registration: Pick<ServiceWorkerRegistration, "waiting">,
) {
  const container = environment.navigator.serviceWorker;
  const waiting = registration.waiting;
  if (!container || !waiting) {
    environment.location.reload();
    return;
  }
  container.addEventListener("controllerchange", () => environment.location.reload(), {
    once: true,
  });
  waiting.postMessage(skipWaitingMessage);
}
