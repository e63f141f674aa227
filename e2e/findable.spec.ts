// Search engines and share previews: sitemap.xml, robots.txt, noindex on the private area and the
// not-found page, and the share card of every page.
import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext } from "./support/test.ts";
import { loadContent } from "../content/checked-content.ts";
import {
  isPublicPage,
  privateAreaPaths,
  routeManifest,
} from "../site/shared/routes/route-manifest.ts";
import { sitePages } from "../site/shared/routes/route-pages.ts";
import { settings } from "./support/site.ts";

const content = loadContent();
const { speakers } = content;

const privatePaths: readonly string[] = privateAreaPaths;

/**
 * Every public prerendered page: each public route of the route manifest, a dynamic one (every
 * day's list and grid, speaker, session, article and contributor) once per entry of the content.
 */
const publicPaths = sitePages(content)
  .filter((page) => isPublicPage(page.route.kind))
  .map((page) => page.path);

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
  expect(urls).toHaveLength(publicPaths.length);
  for (const url of urls) {
    expect(url.startsWith(`${settings.siteUrl}/`)).toBe(true);
    expect(url.endsWith("/") && url !== `${settings.siteUrl}/`, url).toBe(false);
  }
  const { register, notFound } = routeManifest;
  for (const excluded of [...privatePaths, register.path, notFound.prerenderedAt]) {
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
    expect(await response.text(), sitePath).toContain(`<link rel="canonical" href="${url}"`);
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
  for (const sitePath of [...privatePaths, "/data/"]) {
    expect(lines).toContain(`Disallow: ${sitePath}`);
  }
  // The private graphics are encrypted (docs/decisions/024): robots.txt need not name them.
  expect(lines.join("\n")).not.toContain("/graphics/");
  expect(lines.filter((line) => line.startsWith("Disallow:"))).toHaveLength(
    privatePaths.length + 1,
  );
});

// A void element ends in ">" or "/>" alike in HTML.
const noindex = /<meta name="robots" content="noindex"\/?>/;

test("the private pages and the not-found page carry noindex; public pages do not", async ({
  request,
}) => {
  for (const sitePath of privatePaths) {
    expect(await (await request.get(sitePath)).text(), sitePath).toMatch(noindex);
  }
  const notFound = await request.get("/no-such-page");
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).toMatch(noindex);
  for (const sitePath of ["/", "/schedule", "/speakers", `/speakers/${speakers[0]!.id}`]) {
    expect(await (await request.get(sitePath)).text(), sitePath).not.toMatch(noindex);
  }
});

/** The card each public page shares (docs/decisions/013-share-cards.md): its path under /share. */
const ownCard = (sitePath: string) =>
  `${settings.siteUrl}/share/${sitePath === "/" ? "home" : sitePath.slice(1)}.png`;

const defaultImage = `${settings.siteUrl}/images/share/default.png`;

/** The content of a page's <meta property|name="key"> tags. */
function metaContents(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"\\/?>`, "g");
  return [...html.matchAll(pattern)].map((match) => match[1]!);
}

/** Width and height from a PNG's IHDR chunk, which the format puts first. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(bytes.toString("latin1", 12, 16)).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Fetches a share image from the local server: its path under the test's own origin. */
async function fetchImage(request: APIRequestContext, url: string) {
  const response = await request.get(new URL(url).pathname);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toMatch(/^image\/png/);
  return response.body();
}

test("every sitemap page shares its own 1200x630 card, absolute, served as a PNG", async ({
  request,
}) => {
  const digests = new Map<string, string>();
  for (const url of await sitemapUrls(request)) {
    const sitePath = new URL(url).pathname;
    const html = await (await request.get(sitePath)).text();
    const card = ownCard(sitePath);
    expect(metaContents(html, "og:image"), sitePath).toEqual([card]);
    expect(metaContents(html, "twitter:image"), sitePath).toEqual([card]);
    expect(metaContents(html, "og:image:width"), sitePath).toEqual(["1200"]);
    expect(metaContents(html, "og:image:height"), sitePath).toEqual(["630"]);
    expect(metaContents(html, "og:image:alt")[0], sitePath).toBeTruthy();
    const bytes = await fetchImage(request, card);
    expect(pngSize(bytes), card).toEqual({ width: 1200, height: 630 });
    digests.set(sitePath, createHash("sha256").update(bytes).digest("hex"));
  }
  expect(digests.size).toBe(publicPaths.length);
  // Every page's card is its own picture, not a copy of another page's.
  expect(new Set(digests.values()).size).toBe(digests.size);
});

test("the private pages, the redirect and the not-found page keep the default image", async ({
  request,
}) => {
  const pages = [...privatePaths, "/register"].map((sitePath) => request.get(sitePath));
  for (const response of [...(await Promise.all(pages)), await request.get("/no-such-page")]) {
    const html = await response.text();
    expect(metaContents(html, "og:image"), response.url()).toEqual([defaultImage]);
    expect(metaContents(html, "twitter:image"), response.url()).toEqual([defaultImage]);
  }
  expect(pngSize(await fetchImage(request, defaultImage))).toEqual({ width: 1200, height: 630 });
});
