import { expect, test } from "./support/test.ts";
import { fullTitle, routes, settings } from "./support/site.ts";

/** A void element as written in the HTML, with or without the XHTML-style slash. */
const voidTag = (tag: string) => new RegExp(`${tag.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*/?>`);

// The raw HTML, as a crawler or a browser without JavaScript gets it: no script runs here.
test.describe("prerendered HTML", () => {
  for (const route of routes) {
    test(`${route.path} has its own title and metadata before any script runs`, async ({
      request,
    }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const canonical =
        route.path === "/" ? `${settings.siteUrl}/` : `${settings.siteUrl}${route.path}`;
      expect(html).toContain(`<title>${fullTitle(route.title).replace(/&/g, "&amp;")}</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toMatch(voidTag(`<link rel="canonical" href="${canonical}"`));
      expect(html).toMatch(voidTag(`<meta property="og:url" content="${canonical}"`));
      expect(html).toMatch(/<meta property="og:type" content="(website|article|profile)"\/?>/);
      expect(html).toContain(`<meta property="og:image" content="${settings.siteUrl}/`);
      expect(html).toMatch(voidTag('<meta name="twitter:card" content="summary_large_image"'));
      expect(html).toContain('content="width=device-width, initial-scale=1, maximum-scale=5"');
      expect(html).toMatch(voidTag('<meta name="theme-color" content="#000000"'));
      // The page's own content is in the HTML, not only after hydration.
      expect(html).toContain('<main id="main-content"');
      expect(html).toMatch(/<h1[^>]*>/);
    });
  }

  test("an unknown URL gets the not-found page with status 404 and noindex", async ({
    request,
  }) => {
    for (const path of ["/no-such-page", "/speakers/99999/extra", "/404.html"]) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain("Page Not Found");
      expect(html).toMatch(voidTag('<meta name="robots" content="noindex"'));
    }
  });

  test("private routes are kept out of search engines", async ({ request }) => {
    const html = await (await request.get("/socialcontent")).text();
    expect(html).toMatch(voidTag('<meta name="robots" content="noindex"'));
  });
});
