import { useEffect, useState } from "react";
import type { ServiceWorkerEnvironment } from "./service-worker-updates.ts";
import "./update-notice.css";

export interface UpdateNoticeProps {
  /** The browser to register in; by default the window, in production builds only. */
  environment?: ServiceWorkerEnvironment;
}

/**
 * Registers the service worker (docs/decisions/007-offline-service-worker.md) and, when a new
 * deploy's worker is waiting, offers to reload into it. The live region is always in the page so
 * that screen readers announce the message when it appears.
 */
export function UpdateNotice({ environment }: UpdateNoticeProps) {
  const [activate, setActivate] = useState<(() => void) | null>(null);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    const browser = environment ?? (import.meta.env.PROD ? window : null);
    if (!browser) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    // Loaded on demand: nothing of it is needed to show or hydrate the page (decision 003).
    void import("./service-worker-updates.ts").then((updates) => {
      if (stopped) return;
      stop = updates.registerServiceWorker(browser, (registration) =>
        setActivate(() => () => updates.activateWaitingWorker(browser, registration)),
      );
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [environment]);

  return (
    <div role="status" className="update-notice">
      {activate ? (
        <div className="update-notice__box">
          <p>A new version of this site is available.</p>
          <button
            type="button"
            className="button"
            disabled={reloading}
            onClick={() => {
              setReloading(true);
              activate();
            }}
          >
            Reload
          </button>
        </div>
      ) : null}
    </div>
  );
}
