import { StrictMode, type ReactNode } from "react";
import { AppErrorPage } from "./app-error-page.tsx";
import { ErrorBoundary } from "./error-boundary.tsx";

export interface IslandBoundaryProps {
  /** The island's name, for the console line that reports a failure ("The schedule island failed:"). */
  name: string;
  children: ReactNode;
}

/**
 * What every island (a component a page hydrates with a client directive) renders around itself:
 * a render error shows the site's error screen in the island, and the rest of the page stays.
 */
export function IslandBoundary({ name, children }: IslandBoundaryProps) {
  return (
    <StrictMode>
      <ErrorBoundary logMessage={`The ${name} island failed:`} fallback={<AppErrorPage />}>
        {children}
      </ErrorBoundary>
    </StrictMode>
  );
}
