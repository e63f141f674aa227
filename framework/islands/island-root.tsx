import { StrictMode, useEffect, type ReactNode } from "react";
import { AppErrorPage } from "#app/shared/errors/app-error-page.tsx";
import { ErrorBoundary } from "#app/shared/errors/error-boundary.tsx";
import { islandHydratedAttribute } from "./island-props.ts";

/** Marks the island's element once React has committed it in the browser. */
function HydratedMark({ element }: { element: Element | undefined }) {
  useEffect(() => element?.setAttribute(islandHydratedAttribute, ""), [element]);
  return null;
}

export interface IslandRootProps {
  name: string;
  /** The element the island hydrates (in the browser; the build has none). */
  element?: Element;
  children: ReactNode;
}

/**
 * The root of an island's own React tree, the same at build time and in the browser: useId()
 * numbers by position in the tree, so both sides must render exactly this around the component.
 */
export function IslandRoot({ name, element, children }: IslandRootProps) {
  return (
    <StrictMode>
      <HydratedMark element={element} />
      {/* A render error shows the site's error screen in the island; the rest of the page stays. */}
      <ErrorBoundary logMessage={`The ${name} island failed:`} fallback={<AppErrorPage />}>
        {children}
      </ErrorBoundary>
    </StrictMode>
  );
}

/** Keeps an island's useId() values apart from the page's and from other islands'. */
export const islandIdPrefix = (name: string) => `${name}-`;
