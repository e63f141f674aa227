import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import pageScriptUrl from "virtual:page-script";
import "#app/features/offline/update-notice.css";
import { AppErrorPage } from "#app/shared/errors/app-error-page.tsx";
import { NotFoundPage } from "#app/shared/errors/not-found-page.tsx";
import { SiteShell } from "#app/shared/layout/site-shell.tsx";
import type { Route } from "./+types/root";
import "./styles/global.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/images/logo/quillmere-logo.svg", type: "image/svg+xml" },
];

/**
 * No page loads React Router in the browser: the pages are prerendered HTML with the page script,
 * and the few interactive parts hydrate as islands (docs/decisions/019 and 020), so the layout
 * renders no <Scripts />.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
        <meta name="theme-color" content="#000000" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <script type="module" src={pageScriptUrl} />
      </body>
    </html>
  );
}

/**
 * What React Router's SPA shell (__spa-fallback.html) shows in the layout: it renders the root's
 * HydrateFallback and no page. That shell is never served (deploy/nginx.conf), but the build fails
 * unless it has React Router's scripts, so they are here, where no prerendered page renders them.
 */
export function HydrateFallback() {
  return (
    <>
      <ScrollRestoration />
      <Scripts />
    </>
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
