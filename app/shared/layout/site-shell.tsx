import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

export const mainContentId = "main-content";

export interface SiteShellProps {
  children: ReactNode;
}

/**
 * The layout every page sits in, error screens included. Rendered at build time only: no page
 * navigates on the client (a link loads the next page, which starts at its skip link).
 */
export function SiteShell({ children }: SiteShellProps) {
  return (
    <>
      <a className="skip-link" href={`#${mainContentId}`}>
        Skip to main content
      </a>
      <SiteHeader pathname={useLocation().pathname} />
      <main id={mainContentId} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
