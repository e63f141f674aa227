// Build-only, in buildEnd before the CSP hashes: puts each prerendered page's stylesheets into the
// page itself, so the first paint needs the HTML and nothing else.
//
// Why: a stylesheet <link> blocks rendering until it arrives, and on a slow phone network it waits
// behind the module preloads of the same page (Lighthouse measured a first paint of 1.6 s on every
// page, almost all of it spent waiting for 6 KB of CSS). Inlined, the CSS costs about 5 KB gzip per
// page.
//
// No page hydrates the document (islands hydrate their own element, docs/decisions/020), so pages
// drop the <link> elements. Only React Router's SPA shell, never served, still hydrates its <head>:
// there they stay, with media="not all", because a missing element would make React throw the
// page away and render it again; a stylesheet whose media never matches does not block rendering.
import path from "node:path";

export const stylesheetLink = /<link rel="stylesheet" href="([^"]+)"\/>/g;

/** The file a stylesheet href names (React Router's manifest may append a bare "#"). */
export function stylesheetPath(clientDir: string, href: string): string {
  const sitePath = href.replace(/[#?].*$/, "");
  if (!sitePath.startsWith("/assets/") || !sitePath.endsWith(".css")) {
    throw new Error(`Cannot inline the stylesheet ${href}: only /assets/*.css files are built.`);
  }
  return path.join(clientDir, sitePath);
}

/**
 * A document React Router hydrates: one it wrote its context into (<Scripts />). Since the islands
 * (docs/decisions/020-islands.md) that is only its SPA shell, which is never served; the pages
 * themselves have their stylesheet links removed.
 */
export const hydrates = (html: string) => html.includes("window.__reactRouterContext");

/**
 * The page with its stylesheets inlined in one <style> where the first stylesheet link was, and
 * every stylesheet link switched off (a document React Router hydrates) or removed (any other).
 * Pages without stylesheets come back unchanged.
 */
export function inlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  const hrefs = [...html.matchAll(stylesheetLink)].map((match) => match[1]!);
  if (hrefs.length === 0) return html;
  const css = hrefs.map((href) => readStylesheet(href).trim()).join("\n");
  if (css.includes("</style")) throw new Error(`A stylesheet contains "</style": ${hrefs}`);
  let first = true;
  return html.replace(stylesheetLink, (_link, href: string) => {
    const off = hydrates(html) ? `<link rel="stylesheet" href="${href}" media="not all"/>` : "";
    if (!first) return off;
    first = false;
    return `<style>${css}</style>${off}`;
  });
}
