import { lazy, Suspense, type ComponentType } from "react";
import { ErrorBoundary } from "#site/shared/errors/error-boundary.tsx";

// A private page's screen, loaded on its own: nothing of it shows until the private data is
// decrypted, so it need not weigh on the island's initial JavaScript (docs/decisions/020-islands.md).
// A failed fetch ahead counts as a stale chunk: the page reloads once (site/shared/lib/stale-chunk.ts).

export interface LazyScreenOptions {
  /** Shown (role="status") while the screen's code arrives. */
  loadingMessage: string;
  /** Shown (role="alert") when the code cannot load. */
  loadFailedMessage: string;
  /** Names the screen in the console when it fails. */
  name: string;
}

/**
 * A component that renders the screen `load` imports, with a loading line meanwhile and a message
 * if the code cannot load. The code is fetched once the page has loaded, while the visitor types
 * the password, so it is usually there before it is needed.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { loadingMessage, loadFailedMessage, name }: LazyScreenOptions,
): ComponentType<Props> {
  const Screen = lazy(() => load().then((screen) => ({ default: screen })));
  prefetchWhenLoaded(load);

  function LoadErrorMessage() {
    return (
      <div className="container section">
        <p role="alert">{loadFailedMessage}</p>
      </div>
    );
  }

  return function LazyScreen(props: Props) {
    return (
      <ErrorBoundary logMessage={`The ${name} failed to load:`} fallback={<LoadErrorMessage />}>
        <Suspense
          fallback={
            <div className="container section">
              <p role="status">{loadingMessage}</p>
            </div>
          }
        >
          <Screen {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  };
}

function prefetchWhenLoaded(load: () => Promise<unknown>) {
  if (typeof window === "undefined") return;
  const prefetch = () => void load().catch(() => undefined);
  if (document.readyState === "complete") setTimeout(prefetch, 0);
  else window.addEventListener("load", prefetch, { once: true });
}
