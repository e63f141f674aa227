import { lazy, Suspense, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import { AppErrorPage } from "#app/shared/errors/app-error-page.tsx";
import { NotFoundPage } from "#app/shared/errors/not-found-page.tsx";
import { SiteShell } from "#app/shared/layout/site-shell.tsx";
import type { Route } from "./+types/root";
import "./styles/global.css";

// Not part of any page's initial JavaScript (decision 003): the notice is an empty live region
// until a new deploy is waiting, and its prerendered markup stays in place until the code arrives.
const UpdateNotice = lazy(() =>
  import("#app/features/offline/update-notice.tsx").then((m) => ({ default: m.UpdateNotice })),
);

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/images/logo/quillmere-logo.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  // Tells the client which address this HTML was prerendered for (see entry.client.tsx).
  const { pathname } = useLocation();
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
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
      <Suspense fallback={null}>
        <UpdateNotice />
      </Suspense>
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
