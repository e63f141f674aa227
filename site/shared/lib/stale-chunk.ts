const reloadMarker = "summit:stale-chunk-reload";

/** What the handler needs of the browser; a parameter so that tests can pass a fake. */
export interface StaleChunkEnvironment {
  addEventListener(type: "vite:preloadError", listener: (event: Event) => void): void;
  location: { href: string; reload(): void };
  sessionStorage: Pick<Storage, "getItem" | "setItem">;
}

/**
 * After a redeploy, an open tab may ask for a chunk that no longer exists. Reload the page once
 * for that address (the new HTML names the new chunks) instead of showing a broken page; if the
 * reload did not help, let the error reach the error screen rather than loop.
 * Every island installs it (framework/islands/hydrate-island.tsx) for its lazy parts.
 */
export function reloadOnceOnStaleChunk(environment: StaleChunkEnvironment) {
  environment.addEventListener("vite:preloadError", (event) => {
    const address = environment.location.href;
    let alreadyReloaded = false;
    try {
      alreadyReloaded = environment.sessionStorage.getItem(reloadMarker) === address;
      environment.sessionStorage.setItem(reloadMarker, address);
    } catch {
      // Storage blocked: reloading once more is still better than a broken page.
    }
    if (alreadyReloaded) return;
    event.preventDefault();
    environment.location.reload();
  });
}
