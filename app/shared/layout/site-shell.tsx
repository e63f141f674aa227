import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { useFocusOnNavigation } from "./use-focus-on-navigation.ts";

export const mainContentId = "main-content";

export interface SiteShellProps {
  children: ReactNode;
}

/** The layout every page sits in, error screens included. */
export function SiteShell({ children }: SiteShellProps) {
  useFocusOnNavigation(mainContentId);
  return (
    <>
      <a className="skip-link" href={`#${mainContentId}`}>
        Skip to main content
      </a>
      <SiteHeader />
      <main id={mainContentId} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
