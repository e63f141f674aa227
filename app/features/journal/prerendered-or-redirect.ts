import { isRouteErrorResponse, redirect, replace, type MetaDescriptor } from "react-router";
import { pageMeta } from "#app/shared/lib/page-meta.ts";

/**
 * In the browser, a known article or contributor has a prerendered data file; any other URL
 * answers 404 for it, and goes silently to `fallbackPath` (spec §8). Other failures (offline, a
 * server error) are real errors and reach the error screen.
 *
 * When the visitor landed on the unknown URL (it is in the address bar, served as the not-found
 * page), the redirect replaces that history entry so Back does not return to it. During an
 * in-app navigation the unknown URL never got an entry, so the redirect is pushed: replacing
 * would erase the page the visitor came from.
 */
export async function prerenderedOrRedirect<T>(
  serverLoader: () => Promise<T>,
  fallbackPath: string,
  request: Request,
): Promise<T> {
  try {
    return await serverLoader();
  } catch (error) {
    if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
    const landedHere = new URL(request.url).pathname === window.location.pathname;
    throw landedHere ? replace(fallbackPath) : redirect(fallbackPath);
  }
}

/** The meta of an article or contributor address that was not prerendered (it redirects). */
export function unknownJournalPageMeta(sitePath: string): MetaDescriptor[] {
  return pageMeta({
    title: "Journal",
    description: "Thinking About Thinking, the summit's journal.",
    path: sitePath,
    noindex: true,
  });
}
