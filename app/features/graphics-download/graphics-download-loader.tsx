import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from "react";

// The page's code loads on its own: nothing of it shows until the private data is decrypted, so
// it need not weigh on the page's initial JavaScript.
const loadScreen = () => import("./graphics-screen.tsx");
const GraphicsScreen = lazy(loadScreen);

/** Fetches the page's code once the browser is idle after load, while the visitor unlocks. */
function prefetchWhenLoaded() {
  if (typeof window === "undefined") return;
  const prefetch = () => void loadScreen().catch(() => undefined);
  if (document.readyState === "complete") setTimeout(prefetch, 0);
  else window.addEventListener("load", prefetch, { once: true });
}
prefetchWhenLoaded();

export const loadingMessage = "Loading the graphics...";
export const loadFailedMessage =
  "The graphics page could not be loaded. Check your connection and reload the page.";

export interface GraphicsDownloadLoaderProps {
  /** The decrypted graphics dataset; its shape is checked before it is shown. */
  graphics: unknown;
}

/** The graphics page, with a loading line while its code arrives and a message if it cannot. */
export function GraphicsDownloadLoader({ graphics }: GraphicsDownloadLoaderProps) {
  return (
    <LoadErrorBoundary>
      <Suspense
        fallback={
          <div className="container section">
            <p role="status">{loadingMessage}</p>
          </div>
        }
      >
        <GraphicsScreen graphics={graphics} />
      </Suspense>
    </LoadErrorBoundary>
  );
}

class LoadErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("The graphics download page failed to load:", error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="container section">
        <p role="alert">{loadFailedMessage}</p>
      </div>
    );
  }
}
