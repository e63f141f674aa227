import {
  Component,
  startTransition,
  StrictMode,
  useEffect,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from "react";
import { hydrateRoot } from "react-dom/client";
import { AppErrorPage } from "#app/shared/errors/app-error-page.tsx";
import { reloadOnceOnStaleChunk } from "#app/shared/lib/stale-chunk.ts";
import { islandAttribute, islandHydratedAttribute, islandPropsAttribute } from "./island-props.ts";

/** Marks the island hydrated once React has committed it. */
function HydratedMark({ element }: { element: Element }) {
  useEffect(() => element.setAttribute(islandHydratedAttribute, ""), [element]);
  return null;
}

interface IslandErrorBoundaryProps {
  name: string;
  children: ReactNode;
}

/** A render error shows the site's error screen in the island; the rest of the page stays. */
class IslandErrorBoundary extends Component<IslandErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`The ${this.props.name} island failed:`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <AppErrorPage /> : this.props.children;
  }
}

/**
 * The browser side of <Island>: hydrates the element `<div data-island="<name>">` with `Island`
 * and the props the page carries for it. Called by the island's entry (scripts/islands).
 */
export function hydrateIsland<Props extends object>(
  name: string,
  Island: ComponentType<Props>,
  page: Document = document,
) {
  // After a redeploy, a lazy part of the island may be gone: reload once (decision 002).
  reloadOnceOnStaleChunk(window);
  const element = page.querySelector(`[${islandAttribute}="${name}"]`);
  const propsText = page.querySelector(`script[${islandPropsAttribute}="${name}"]`)?.textContent;
  if (!element || propsText == null) {
    console.error(`The page has no island "${name}" to hydrate.`);
    return;
  }
  let props: Props;
  try {
    props = JSON.parse(propsText) as Props;
  } catch (error) {
    console.error(`The props of island "${name}" are not JSON:`, error);
    return;
  }
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <HydratedMark element={element} />
        <IslandErrorBoundary name={name}>
          <Island {...props} />
        </IslandErrorBoundary>
      </StrictMode>,
    );
  });
}
