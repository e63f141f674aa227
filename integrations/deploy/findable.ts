// Build-only: sitemap.xml and robots.txt, from the pages the build actually prerendered.
import type { SitePage } from "./site-pages.ts";

/**
 * Files only the private area fetches, of no use to a crawler: its encrypted data. The private
 * graphics (/graphics/private_*) are encrypted too now (docs/decisions/024), so their names need
 * not be kept from anyone, and robots.txt no longer points at them.
 */
export const crawlerFreePrefixes = ["/data/"];

/** The absolute canonical address of a site path, as page-meta.ts builds it. */
export function absoluteUrl(siteUrl: string, sitePath: string): string {
  return sitePath === "/" ? `${siteUrl}/` : `${siteUrl}${sitePath}`;
}

/** Pages search engines should list: not the private area (noindex) and not /register (a redirect). */
export function publicPages(pages: readonly SitePage[]): SitePage[] {
  return pages.filter((page) => !page.noindex && !page.redirects);
}

/** The noindex pages (the private area), kept out by robots.txt as well. */
export function privatePages(pages: readonly SitePage[]): SitePage[] {
  return pages.filter((page) => page.noindex);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(siteUrl: string, pages: readonly SitePage[]): string {
  const urls = publicPages(pages).map(
    (page) => `  <url><loc>${escapeXml(absoluteUrl(siteUrl, page.path))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(siteUrl: string, pages: readonly SitePage[]): string {
  const disallowed = [...privatePages(pages).map((page) => page.path), ...crawlerFreePrefixes];
  return [
    "User-agent: *",
    ...disallowed.map((sitePath) => `Disallow: ${sitePath}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
