import { useContext, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useLocation,
  useMatches,
} from "react-router";
import pageScriptUrl from "virtual:page-script";
import "#app/features/offline/update-notice.css";
import { AppErrorPage } from "#app/shared/errors/app-error-page.tsx";
import { NotFoundPage } from "#app/shared/errors/not-found-page.tsx";
import { SiteShell } from "#app/shared/layout/site-shell.tsx";
import type { Route } from "./+types/root";
import "./styles/global.css";

/** What a route module may export as `handle`. */
export interface RouteHandle {
  /**
   * The page has interactive React parts: the browser loads React and hydrates it. Every other
   * page is prerendered HTML plus the page script (docs/decisions/019-hydrate-only-where-needed.md).
   */
  hydrate?: boolean;
}

function useHydratesHere(): boolean {
  const matches = useMatches();
  // React Router also renders a shell for client-side rendering, __spa-fallback.html (never
  // served here, deploy/nginx.conf), and fails the build unless that shell has its scripts.
  const isSpaShell = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  return (
    isSpaShell ||
    matches.some((match) => (match.handle as RouteHandle | undefined)?.hydrate === true)
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/images/logo/quillmere-logo.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  // Tells the client which address this HTML was prerendered for (see entry.client.tsx).
  const { pathname } = useLocation();
  const hydrates = useHydratesHere();
  return (
    <html lang="en-GB" data-rendered-path={pathname} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
        <meta name="theme-color" content="#000000" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrates ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : null}
        <script type="module" src={pageScriptUrl} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteShell>
        <NotFoundPage />
      </SiteShell>
    );
  }
  console.error(error);
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <SiteShell>
      <AppErrorPage detail={detail} />
    </SiteShell>
  );
}
