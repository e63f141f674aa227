// The build served by nginx with the committed deploy/nginx.conf (integrations/deploy/nginx-server.ts
// starts it on a loopback port): deep links, the not-found page, the headers, each page's own
// Content-Security-Policy (its <meta>, and the site-wide header part from nginx and our server),
// hydration under it, and the private area. Issue
// 21: the policy and type of every other file, the methods, encoded internal paths, no .data, and
// an SVG with a script and an uploaded HTML file (in a test-only folder) that run nothing.
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { createStaticSite } from "../server/static-site.ts";
import { expect, test, reactIsHydrated } from "./support/test.ts";
import {
  documentHeaderPolicy,
  editorContentSecurityPolicy,
  immutableCacheControl,
  mapFrameOrigin,
  nonDocumentPolicy,
  revalidateCacheControl,
  serviceWorkerPolicy,
} from "../hosting/security-headers.ts";
import { metaPolicies, neededMetaPolicy, watchPolicies } from "./support/csp.ts";
import {
  findOrInstallNginx,
  nginxMissingMessage,
  startNginx,
  type NginxServer,
} from "../integrations/deploy/nginx-server.ts";
import { readSitePages } from "../integrations/deploy/site-pages.ts";
import { loadContent } from "../content/checked-content.ts";
import { communityRoutes } from "./support/community-routes.ts";
import { unlockPrivateArea } from "./support/private.ts";
import { builtSiteDir } from "./support/built-pages.ts";
import { fullTitle, routes } from "./support/site.ts";

const { journalCategories } = loadContent();

const clientDir = builtSiteDir;

// One nginx for the file: its tests run in order in one worker.
test.describe.configure({ mode: "default" });

let nginxPath: string | undefined;
let nginx: NginxServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000); // a first run may install Debian's nginx
  nginxPath = findOrInstallNginx();
  // Without nginx (and not root on Debian) the file is skipped locally, and fails in CI.
  if (!nginxPath && !process.env.CI) test.skip(true, nginxMissingMessage);
  if (!nginxPath) throw new Error(nginxMissingMessage);
  nginx = await startNginx({ nginx: nginxPath, clientDir });
});

test.afterAll(async () => {
  await nginx?.stop();
});

const at = (sitePath: string) => `${nginx!.origin}${sitePath}`;

const deepLinks = [
  ...routes.filter(
    (route) =>
      ["/", "/schedule", "/speakers", "/venue", "/private"].includes(route.path) ||
      route.path.startsWith("/speakers/"),
  ),
  communityRoutes[0]!,
];

test("deep links answer 200 with their own page, with no trailing-slash redirect", async ({
  request,
}) => {
  for (const { path: sitePath, title } of deepLinks) {
    for (const address of sitePath === "/" ? ["/"] : [sitePath, `${sitePath}/`]) {
      const response = await request.get(at(address), { maxRedirects: 0 });
      expect(response.status(), address).toBe(200);
      expect(await response.text(), address).toContain(`<title>${fullTitle(title)}</title>`);
    }
  }
});

test("/schedule?day= is served as it is where /schedule holds every day, from nginx and our server", async ({
  request,
}) => {
  // Our summit's /schedule holds every day: ?day= is how its tabs keep the chosen one. (A larger
  // programme's old links go to the day's page: server/static-site.test.ts.)
  for (const origin of [nginx!.origin, ""]) {
    for (const query of ["?day=thursday", "?day=someday", "?day=..%2F..%2Fetc", "?day="]) {
      const response = await request.get(`${origin}/schedule${query}`, { maxRedirects: 0 });
      expect(response.status(), `${origin} ${query}`).toBe(200);
      expect(await response.text()).toContain(`<title>${fullTitle("Schedule")}</title>`);
    }
  }
});

test("unknown paths and build-internal files get the not-found page with status 404", async ({
  request,
}) => {
  for (const address of [
    // nginx runs no function: no agenda feed (docs/deploy.md), and the share link says so.
    "/agenda.ics?s=1",
    "/no-such-page",
    "/speakers/999",
    "/404",
    "/404.html",
    "/_headers",
    "/assets/gone.js",
  ]) {
    const response = await request.get(at(address), { maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    const html = await response.text();
    expect(html, address).toContain("Page Not Found");
    expect(response.headers()["content-security-policy"], address).toBe(documentHeaderPolicy);
    expect(metaPolicies(html).policies, address).toEqual([neededMetaPolicy(html)]);
  }
});

test("pages carry the security headers and revalidate; hashed assets are immutable; gzip is on", async ({
  request,
}) => {
  const page = await request.get(at("/schedule"), { headers: { "Accept-Encoding": "gzip" } });
  const headers = page.headers();
  // The header: what a <meta> cannot hold. The page's own policy: its <meta>.
  expect(headers["content-security-policy"]).toBe("frame-ancestors 'none'");
  const [policy] = metaPolicies(await page.text()).policies;
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
  expect(policy).not.toContain("'unsafe-inline'");
  expect(policy).toContain(`frame-src ${mapFrameOrigin};`);
  expect(policy).not.toContain("frame-ancestors");
  expect(headers["strict-transport-security"]).toMatch(/^max-age=\d{8}/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cache-control"]).toBe(revalidateCacheControl);
  expect(headers["content-encoding"]).toBe("gzip");

  const asset = /"(\/assets\/[^"]+\.js)"/.exec(await page.text())![1]!;
  const script = await request.get(at(asset), { headers: { "Accept-Encoding": "gzip" } });
  expect(script.status()).toBe(200);
  expect(script.headers()["cache-control"]).toBe(immutableCacheControl);
  expect(script.headers()["content-type"]).toMatch(/^application\/javascript/);
  expect(script.headers()["x-content-type-options"]).toBe("nosniff");
  expect(script.headers()["content-encoding"]).toBe("gzip");

  for (const address of ["/sw.js", "/data/private.json", "/schedule.ics"]) {
    const response = await request.get(at(address));
    expect(response.status(), address).toBe(200);
    expect(response.headers()["cache-control"], address).toBe(revalidateCacheControl);
  }
});

test("the content editor (/admin) gets its own policy and noindex from nginx and our server", async ({
  request,
}) => {
  for (const [name, get] of [
    ["nginx", (address: string) => request.get(at(address))],
    ["our server", (address: string) => request.get(address)],
  ] as const) {
    for (const address of ["/admin", "/admin/"]) {
      const editor = await get(address);
      expect(editor.status(), `${name} ${address}`).toBe(200);
      expect(editor.headers()["content-security-policy"], name).toBe(editorContentSecurityPolicy());
      expect(editor.headers()["x-robots-tag"], name).toBe("noindex, nofollow");
    }
    const bundle = await get("/admin/decap-cms-app.js");
    expect(bundle.headers()["x-robots-tag"], name).toBe("noindex, nofollow");
    const page = await get("/schedule");
    expect(page.headers()["content-security-policy"], name).toBe(documentHeaderPolicy);
    expect(page.headers()["x-robots-tag"], name).toBeUndefined();
  }
});

const builtPages = readSitePages(clientDir);

/** The policy of the page at sitePath, checked under each of its addresses on both servers. */
async function checkAddresses(request: APIRequestContext, sitePath: string) {
  const addresses =
    sitePath === "/" ? ["/", "/index.html"] : [sitePath, `${sitePath}/`, `${sitePath}/index.html`];
  // The policy is read from the page nginx sends under its own address; every other address, on
  // either server, must send that same page (so, the same policy) with the same header.
  let first: string | undefined;
  for (const [name, get] of [
    ["nginx", (address: string) => request.get(at(address))],
    ["our server", (address: string) => request.get(address)],
  ] as const) {
    for (const address of addresses) {
      const response = await get(address);
      expect(response.status(), `${name} ${address}`).toBe(200);
      expect(response.headers()["content-security-policy"], `${name} ${address}`).toBe(
        documentHeaderPolicy,
      );
      const html = await response.text();
      if (first !== undefined) {
        expect(html === first, `${name} ${address} sends the page of ${sitePath}`).toBe(true);
        continue;
      }
      first = html;
      const meta = metaPolicies(html);
      // Exactly the page's hashes, none of another page's, none of its own missing; before
      // everything it governs; and the same site-wide header part for every page.
      expect(meta.policies, `${name} ${address}`).toEqual([neededMetaPolicy(html, sitePath)]);
      expect(meta.before, `${name} ${address}`).toEqual(["meta[charset]"]);
    }
  }
}

// In groups of 24 pages (about 240 requests), each with its own time limit: all ~140 pages in one
// test took 33-36 s on busy cores, close to a third of its limit. Within a group, eight pages at
// a time: one after another, each request waited on its round trip; all at once, the test's
// nginx drops connections.
const policyGroupSize = 24;
for (let start = 0; start < builtPages.length; start += policyGroupSize) {
  const group = builtPages.slice(start, start + policyGroupSize);
  test(`pages ${group[0]!.path} to ${group.at(-1)!.path} each carry a <meta> policy with their own inline code only, first in <head>, under every address, from nginx and our server`, async ({
    request,
  }) => {
    for (let first = 0; first < group.length; first += 8)
      await Promise.all(
        group
          .slice(first, first + 8)
          .map(({ path: sitePath }) => checkAddresses(request, sitePath)),
      );
  });
}

test("pages with different inline code get different <meta> policies (the build has such pages)", () => {
  const policies = builtPages.map(
    ({ file }) => metaPolicies(readFileSync(path.join(clientDir, file), "utf8")).policies[0],
  );
  expect(new Set(policies).size, "distinct policies among the pages").toBeGreaterThan(1);
});

/** A request from a test to nginx or to our server, by name. */
type Get = (address: string) => ReturnType<APIRequestContext["get"]>;

/** Both servers, each with how to reach it. */
function bothServers(request: APIRequestContext): [string, Get][] {
  return [
    ["nginx", (address) => request.get(at(address), { maxRedirects: 0 })],
    ["our server", (address) => request.get(address, { maxRedirects: 0 })],
  ];
}

test("every file that is not a document carries the non-document policy (the worker its own) and its type, from nginx and our server", async ({
  request,
}) => {
  const imageFolder = path.join(clientDir, "images", "speakers");
  const image = `/images/speakers/${readdirSync(imageFolder).find((name) => /\.(webp|png|jpe?g|avif)$/.test(name))!}`;
  const page = await request.get(at("/schedule"));
  const html = await page.text();
  const script = /"(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const calendar = readdirSync(path.join(clientDir, "calendar")).find((name) =>
    name.endsWith(".ics"),
  )!;
  const types: Record<string, RegExp> = {
    [image]: /^image\/(webp|png|jpeg|avif)$/,
    "/images/logo/quillmere-logo.svg": /^image\/svg\+xml$/,
    "/share/home.png": /^image\/png$/,
    [script]: /^(application|text)\/javascript\b/,
    "/schedule.json": /^application\/json\b/,
    "/data/private.json": /^application\/json\b/,
    "/schedule.ics": /^text\/calendar\b/,
    [`/calendar/${calendar}`]: /^text\/calendar\b/,
    "/robots.txt": /^text\/plain\b/,
    "/sitemap.xml": /^(text|application)\/xml\b/,
    "/admin/decap-cms-app.js": /^(application|text)\/javascript\b/,
    "/sw.js": /^(application|text)\/javascript\b/,
  };
  for (const [name, get] of bothServers(request)) {
    for (const [address, type] of Object.entries(types)) {
      const response = await get(address);
      expect(response.status(), `${name} ${address}`).toBe(200);
      expect(response.headers()["content-type"], `${name} ${address}`).toMatch(type);
      expect(response.headers()["content-security-policy"], `${name} ${address}`).toBe(
        address === "/sw.js" ? serviceWorkerPolicy : nonDocumentPolicy,
      );
      expect(response.headers()["x-content-type-options"], `${name} ${address}`).toBe("nosniff");
    }
  }
});

test("the build publishes no route data (.data), and both servers answer 404 for it", async ({
  request,
}) => {
  const found = readdirSync(clientDir, { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".data"),
  );
  expect(found).toEqual([]);
  for (const [name, get] of bothServers(request)) {
    for (const address of ["/schedule.data", "/_.data", "/speakers/1.data"]) {
      expect((await get(address)).status(), `${name} ${address}`).toBe(404);
    }
  }
});

test("both servers answer only GET and HEAD: 405 with Allow for any other method, never a page", async ({
  request,
}) => {
  for (const [name, origin] of [
    ["nginx", nginx!.origin],
    ["our server", ""],
  ] as const) {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]) {
      for (const address of ["/schedule", "/images/logo/quillmere-logo.svg", "/no-such-page"]) {
        const response = await request.fetch(`${origin}${address}`, { method, maxRedirects: 0 });
        expect(response.status(), `${name} ${method} ${address}`).toBe(405);
        expect(response.headers()["allow"], `${name} ${method} ${address}`).toBe("GET, HEAD");
        // Not one of the site's pages, which all carry their policy <meta> (nginx has its own
        // short 405 page).
        expect(await response.text(), `${name} ${method} ${address}`).not.toContain(
          "Content-Security-Policy",
        );
      }
    }
    const head = await request.head(`${origin}/schedule`);
    expect(head.status(), `${name} HEAD`).toBe(200);
    expect(head.headers()["allow"], `${name} HEAD`).toBeUndefined();
  }
});

test("build files are not served however their path is written, from nginx and our server", async ({
  request,
}) => {
  for (const [name, get] of bothServers(request)) {
    for (const address of [
      "/%5Fheaders",
      "/%5Fredirects",
      "/_headers/",
      "/images/%2E%2E/_redirects",
    ]) {
      const response = await get(address);
      expect(response.status(), `${name} ${address}`).toBe(404);
      expect(await response.text(), `${name} ${address}`).toContain("Page Not Found");
    }
  }
});

test("our own server sends the same headers as nginx", async ({ request }) => {
  const fromNginx = (await request.get(at("/schedule"))).headers();
  const fromNode = (await request.get("/schedule")).headers();
  for (const name of [
    "content-security-policy",
    "strict-transport-security",
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "x-frame-options",
    "cache-control",
  ]) {
    expect(fromNode[name], name).toBe(fromNginx[name]);
  }
});

test("pages load, the schedule's controls run and a private room hydrates, under the policy with no violation", async ({
  page,
}) => {
  const problems = await watchPolicies(page);
  for (const sitePath of [
    "/",
    "/schedule",
    deepLinks.find((route) => route.path.startsWith("/speakers/"))!.path,
    communityRoutes[0]!.path,
    "/partners",
    "/becomeasponsor",
    "/no-such-page",
    "/venue",
  ]) {
    await page.goto(at(sitePath));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  // The map frame loads lazily: bring it into view so frame-src is exercised.
  const map = page.locator("iframe");
  await map.scrollIntoViewIfNeeded();
  await expect(page.frameLocator("iframe").getByText("map")).toBeVisible();

  // The schedule's controls run under its policy, and so does React in a private room's island
  // (Astro's inline island loader included).
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Schedule" })
    .click();
  await expect(page).toHaveURL(at("/schedule"));
  await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  await expect(page.locator('html[data-programme-script="ready"]')).toBeAttached();
  await page.goto(at("/private"));
  await expect.poll(() => reactIsHydrated(page)).toBe(true);
  expect(problems).toEqual([]);
});

test("the <meta> policy is enforced: an inline script without its hash is blocked and reported", async ({
  page,
}) => {
  const problems = await watchPolicies(page);
  // The page as nginx serves it, with one injected inline script its policy does not name.
  await page.route(at("/venue"), async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      "</body>",
      "<script>document.documentElement.dataset.injected = 'ran'</script></body>",
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(at("/venue"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
  await expect.poll(() => problems.join("\n")).toMatch(/script-src/);
});

test("the header part of the policy keeps every page out of frames (frame-ancestors 'none')", async ({
  page,
}) => {
  // Another origin that frames a page of the site, served by nginx without X-Frame-Options (so
  // that only the policy header can keep it out) or, as a control, without either header.
  const framer = "http://framer.test/";
  let dropPolicy = false;
  await page.route(framer, (route) =>
    route.fulfill({ contentType: "text/html", body: `<iframe src="${at("/venue")}"></iframe>` }),
  );
  await page.route(at("/venue"), async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["x-frame-options"];
    if (dropPolicy) delete headers["content-security-policy"];
    await route.fulfill({ response, headers });
  });
  const framedTitle = async () => {
    await page.goto(framer);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame())!;
    await frame.waitForLoadState().catch(() => {});
    return frame.evaluate(() => document.title).catch(() => "");
  };
  expect(await framedTitle()).not.toMatch(/Venue/);
  dropPolicy = true;
  expect(await framedTitle()).toMatch(/Venue/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the pages' <noscript> styles apply under the policy", async ({ page }) => {
    const problems = await watchPolicies(page);
    await page.goto(at("/community"));
    const comingSoon = journalCategories.find((category) => category.comingSoon)!;
    await expect(page.getByText(comingSoon.description)).toBeVisible();
    await page.goto(at("/becomeasponsor"));
    await expect(page.getByRole("heading", { name: "Who Attends" })).toBeVisible();
    await expect(page.getByRole("tablist")).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test("a private page unlocks under the policy", async ({ page }) => {
  const problems = await watchPolicies(page);
  await page.goto(at("/analytics"));
  await unlockPrivateArea(page);
  await expect(page.getByRole("heading", { level: 1, name: "Ticket Analytics" })).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe("files from the content cannot run script, from nginx and our server", () => {
  // A test-only folder, never the real content: an SVG with a script and an uploaded page in the
  // media folder, and an SVG outside it, served by an nginx and a server of ours of their own.
  const ran = `document.documentElement.setAttribute("data-ran", "yes"); alert("ran")`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" onload="${ran.replace(/"/g, "&quot;")}"><script>${ran}</script><rect width="10" height="10"/></svg>`;
  const files: Record<string, string> = {
    "images/partners/logo.svg": svg,
    "images/uploads/upload.html": `<!doctype html><title>Uploaded</title><script>${ran}</script>`,
    "drawing.svg": svg,
  };
  let folder: string;
  let ownNginx: NginxServer | undefined;
  let ours: Server | undefined;
  const origins: Record<string, string> = {};

  test.beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "content-scripts-"));
    copyFileSync(path.join(clientDir, "404.html"), path.join(folder, "404.html"));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    }
    ownNginx = await startNginx({ nginx: nginxPath!, clientDir: folder });
    origins.nginx = ownNginx.origin;
    ours = createServer(createStaticSite({ root: folder }));
    await new Promise<void>((resolve) => ours!.listen(0, "127.0.0.1", resolve));
    origins["our server"] = `http://127.0.0.1:${(ours.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await ownNginx?.stop();
    await new Promise((resolve) => (ours ? ours.close(resolve) : resolve(undefined)));
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** Records the dialogs a page opens (the scripts above alert). */
  function watchDialogs(page: Page): string[] {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return dialogs;
  }

  const scriptRan = (page: Page) =>
    page.evaluate(() => document.documentElement.getAttribute("data-ran"));

  /** Serves an address with the given headers changed, as a host without these rules would. */
  async function served(
    page: Page,
    url: string,
    change: (headers: Record<string, string>) => void,
  ) {
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      change(headers);
      await route.fulfill({ response, headers });
    });
  }

  for (const name of ["nginx", "our server"]) {
    test(`${name}: an SVG with a script, opened on its own, runs nothing, in a unique origin`, async ({
      page,
    }) => {
      const dialogs = watchDialogs(page);
      for (const address of ["/images/partners/logo.svg", "/drawing.svg"]) {
        const response = await page.goto(`${origins[name]}${address}`);
        expect(response!.headers()["content-type"], address).toBe("image/svg+xml");
        expect(response!.headers()["content-security-policy"], address).toBe(nonDocumentPolicy);
        await expect(page.locator("rect")).toBeAttached();
        expect(await scriptRan(page), address).toBeNull();
        // sandbox: not the site's origin, so no access to its storage, even if a script ran.
        expect(await page.evaluate(() => self.origin), address).toBe("null");
      }
      expect(dialogs).toEqual([]);

      // The control: the same file without the policy runs its script, so the check above can fail.
      const url = `${origins[name]}/images/partners/logo.svg`;
      await served(page, url, (headers) => delete headers["content-security-policy"]);
      await page.goto(url);
      await expect.poll(() => scriptRan(page)).toBe("yes");
      expect(dialogs).toContain("ran");
    });

    test(`${name}: an uploaded HTML file in the media folder is no page: a download, and sandboxed even as HTML`, async ({
      page,
    }) => {
      const dialogs = watchDialogs(page);
      const url = `${origins[name]}/images/uploads/upload.html`;
      const download = page.waitForEvent("download");
      await page.goto(url).catch(() => undefined); // a download aborts the navigation
      expect((await download).suggestedFilename()).toBe("upload.html");

      // Had a browser shown it as a page, its policy would still run nothing.
      await served(page, url, (headers) => {
        headers["content-type"] = "text/html";
      });
      const response = await page.goto(url);
      expect(response!.headers()["content-security-policy"]).toBe(nonDocumentPolicy);
      await expect(page).toHaveTitle("Uploaded");
      expect(await scriptRan(page)).toBeNull();
      expect(dialogs).toEqual([]);

      // The control: as a page without the policy, it runs.
      await page.unrouteAll();
      await served(page, url, (headers) => {
        headers["content-type"] = "text/html";
        delete headers["content-security-policy"];
      });
      await page.goto(url);
      await expect.poll(() => scriptRan(page)).toBe("yes");
    });
  }
});
