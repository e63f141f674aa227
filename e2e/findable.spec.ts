// Search engines and share previews: sitemap.xml, robots.txt, noindex on the private area and the
// not-found page, and the share image of every page.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { speakers } from "../content/speakers.ts";
import { journalRoutes } from "./support/journal-routes.ts";
import { routes, settings } from "./support/site.ts";

const privatePaths = [
  "/private",
  "/socialcontent",
  "/analytics",
  "/communitydiscounts",
  "/graphicsdownload",
];

/** Every public prerendered page: the route table, every speaker, the journal. */
const publicPaths = [
  ...new Set([
    ...routes.map((route) => route.path),
    ...speakers.map((speaker) => `/speakers/${speaker.id}`),
    ...journalRoutes.map((route) => route.path),
  ]),
].filter((sitePath) => !privatePaths.includes(sitePath) && sitePath !== "/register");

const absolute = (sitePath: string) =>
  sitePath === "/" ? `${settings.siteUrl}/` : `${settings.siteUrl}${sitePath}`;

async function sitemapUrls(request: APIRequestContext) {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xml).toMatch(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  );
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

test("sitemap.xml lists every public prerendered page, absolute, and nothing else", async ({
  request,
}) => {
  const urls = await sitemapUrls(request);
  expect(new Set(urls).size).toBe(urls.length);
  for (const sitePath of publicPaths) expect(urls).toContain(absolute(sitePath));
  for (const url of urls) {
    expect(url.startsWith(`${settings.siteUrl}/`)).toBe(true);
    expect(url.endsWith("/") && url !== `${settings.siteUrl}/`, url).toBe(false);
  }
  for (const excluded of [...privatePaths, "/register", "/404"]) {
    expect(urls).not.toContain(absolute(excluded));
  }
});

test("every sitemap address is a page whose canonical link is that address", async ({
  request,
}) => {
  for (const url of await sitemapUrls(request)) {
    const sitePath = new URL(url).pathname;
    const response = await request.get(sitePath, { maxRedirects: 0 });
    expect(response.status(), sitePath).toBe(200);
    expect(await response.text(), sitePath).toContain(`<link rel="canonical" href="${url}"/>`);
  }
});

test("robots.txt points to the sitemap and keeps crawlers out of private paths", async ({
  request,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).split("\n");
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain(`Sitemap: ${settings.siteUrl}/sitemap.xml`);
  for (const sitePath of [...privatePaths, "/graphics/private_", "/data/"]) {
    expect(lines).toContain(`Disallow: ${sitePath}`);
  }
  expect(lines.filter((line) => line.startsWith("Disallow:"))).toHaveLength(
    privatePaths.length + 2,
  );
});

const noindex = '<meta name="robots" content="noindex"/>';

test("the private pages and the not-found page carry noindex; public pages do not", async ({
  request,
}) => {
  for (const sitePath of privatePaths) {
    expect(await (await request.get(sitePath)).text(), sitePath).toContain(noindex);
  }
  const notFound = await request.get("/no-such-page");
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toContain(noindex);
  for (const sitePath of ["/", "/schedule", "/speakers", `/speakers/${speakers[0]!.id}`]) {
    expect(await (await request.get(sitePath)).text(), sitePath).not.toContain(noindex);
  }
});

test("the share image of every page is an image the site serves", async ({ request }) => {
  const checked = new Map<string, number>();
  for (const sitePath of [...publicPaths, ...privatePaths]) {
    const html = await (await request.get(sitePath)).text();
    const images = [
      ...html.matchAll(/<meta (?:property="og:image"|name="twitter:image") content="([^"]+)"\/>/g),
    ].map((match) => match[1]!);
    expect(images.length, sitePath).toBeGreaterThanOrEqual(1);
    for (const image of images) {
      expect(image.startsWith(`${settings.siteUrl}/`), `${sitePath}: ${image}`).toBe(true);
      const imagePath = new URL(image).pathname;
      if (!checked.has(imagePath)) {
        const response = await request.get(imagePath);
        expect(response.headers()["content-type"], imagePath).toMatch(/^image\//);
        checked.set(imagePath, response.status());
      }
      expect(checked.get(imagePath), `${sitePath}: ${image}`).toBe(200);
    }
  }
});
