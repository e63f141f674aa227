import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from "react";
import type { CommunityDiscountsProps } from "./community-discounts.tsx";

// The page's code loads on its own, after the first paint: the page shows nothing of it until the
// private data is decrypted, so it need not weigh on the initial JavaScript.
const loadPage = () => import("./community-discounts.tsx");
const CommunityDiscounts = lazy(() =>
  loadPage().then((module) => ({ default: module.CommunityDiscounts })),
);

/** Fetches the page's code once the browser is idle after load, while the visitor unlocks. */
function prefetchWhenLoaded() {
  if (typeof window === "undefined") return;
  const prefetch = () => void loadPage().catch(() => undefined);
  if (document.readyState === "complete") setTimeout(prefetch, 0);
  else window.addEventListener("load", prefetch, { once: true });
}
prefetchWhenLoaded();

export const loadingMessage = "Loading the discount codes...";
export const loadFailedMessage =
  "The discount codes could not be loaded. Check your connection and reload the page.";

export type CommunityDiscountsLoaderProps = CommunityDiscountsProps;

/** The discounts page, with a loading line while its code arrives and a message if it cannot. */
export function CommunityDiscountsLoader(props: CommunityDiscountsLoaderProps) {
  return (
    <LoadErrorBoundary>
      <Suspense
        fallback={
          <div className="container section">
            <p role="status">{loadingMessage}</p>
          </div>
        }
      >
        <CommunityDiscounts {...props} />
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
    console.error("The community discounts page failed to load:", error, info.componentStack);
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
