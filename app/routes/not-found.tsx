import { NotFoundPage } from "#app/shared/errors/not-found-page.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";

// Prerendered once as /404 and moved to 404.html, which hosts serve for any unknown URL.
export const meta = () =>
  pageMeta({
    title: "Page Not Found",
    description: "There is no page at this address.",
    path: "/404",
    noindex: true,
  });

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
