// The build served by nginx with the committed deploy/nginx.conf (scripts/deploy/nginx-server.ts
// starts it on a loopback port): deep links, the not-found page, the headers, each page's own
// Content-Security-Policy (its <meta>, and the site-wide header part from nginx and our server),
// hydration under it, the private area, and the optional basic auth for private graphics.
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, reactIsHydrated } from "./support/test.ts";
import {
  documentHeaderPolicy,
  editorContentSecurityPolicy,
  immutableCacheControl,
  mapFrameOrigin,
  revalidateCacheControl,
} from "../server/security-headers.ts";
import { metaPolicies, neededMetaPolicy, watchPolicies } from "./support/csp.ts";
import {
  findOrInstallNginx,
  nginxMissingMessage,
  startNginx,
  type NginxServer,
} from "../scripts/deploy/nginx-server.ts";
import { readSitePages } from "../scripts/deploy/site-pages.ts";
import { loadContent } from "../content/load/content.ts";
import { journalRoutes } from "./support/journal-routes.ts";
import { unlockPrivateArea } from "./support/private.ts";
import { fullTitle, routes } from "./support/site.ts";

const { journalCategories } = loadContent();

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build/client");

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
  journalRoutes[0]!,
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

  for (const address of ["/schedule.data", "/data/private.json", "/schedule.ics"]) {
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

test("each page carries a <meta> policy with its own inline code only, first in <head>, under every address, from nginx and our server", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const policies = new Map<string, string>();
  for (const { path: sitePath } of builtPages) {
    const addresses =
      sitePath === "/"
        ? ["/", "/index.html"]
        : [sitePath, `${sitePath}/`, `${sitePath}/index.html`];
    for (const [name, get] of [
      ["nginx", (address: string) => request.get(at(address))],
      ["our server", (address: string) => request.get(address)],
    ] as const) {
      for (const address of addresses) {
        const response = await get(address);
        expect(response.status(), `${name} ${address}`).toBe(200);
        const html = await response.text();
        const meta = metaPolicies(html);
        // Exactly the page's hashes, none of another page's, none of its own missing; before
        // everything it governs; and the same site-wide header part for every page.
        expect(meta.policies, `${name} ${address}`).toEqual([neededMetaPolicy(html, sitePath)]);
        expect(meta.before, `${name} ${address}`).toEqual(["meta[charset]"]);
        expect(response.headers()["content-security-policy"], `${name} ${address}`).toBe(
          documentHeaderPolicy,
        );
        policies.set(sitePath, meta.policies[0]!);
      }
    }
  }
  // Pages with different inline code get different policies (the build has such pages).
  expect(new Set(policies.values()).size, "distinct policies among the pages").toBeGreaterThan(1);
});

test("images, assets and data carry no policy, from nginx and our server", async ({ request }) => {
  const imageFolder = path.join(clientDir, "images", "speakers");
  const image = `/images/speakers/${readdirSync(imageFolder).find((name) => /\.(webp|png|jpe?g|avif)$/.test(name))!}`;
  const page = await request.get(at("/schedule"));
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(await page.text())![1]!;
  for (const address of [image, "/share/home.png", asset, "/schedule.data", "/schedule.json"]) {
    for (const response of [await request.get(at(address)), await request.get(address)]) {
      expect(response.status(), address).toBe(200);
      expect(response.headers()["content-security-policy"], address).toBeUndefined();
      expect(response.headers()["x-content-type-options"], address).toBe("nosniff");
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

test("pages load, and the schedule hydrates, under the policy with no violation", async ({
  page,
}) => {
  const problems = await watchPolicies(page);
  for (const sitePath of [
    "/",
    "/schedule",
    deepLinks.find((route) => route.path.startsWith("/speakers/"))!.path,
    journalRoutes[0]!.path,
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

  // The schedule is a page that hydrates: React runs under its policy.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Schedule" })
    .click();
  await expect(page).toHaveURL(at("/schedule"));
  await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  await expect.poll(() => reactIsHydrated(page)).toBe(true);
  expect(problems).toEqual([]);
});

test("from our own server too, pages load and the schedule hydrates with no violation", async ({
  page,
}) => {
  const problems = await watchPolicies(page);
  for (const sitePath of ["/", "/venue", "/no-such-page", "/schedule"]) {
    await page.goto(sitePath);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  }
  await expect.poll(() => reactIsHydrated(page)).toBe(true);
  expect(problems).toEqual([]);
});

test("every page runs its inline scripts and styles under its own policy, with no violation", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = await watchPolicies(page);
  // /register only sends the visitor on to the ticket shop.
  for (const { path: sitePath } of builtPages.filter((built) => !built.redirects)) {
    const before = problems.length;
    await page.goto(at(sitePath));
    await expect(page.locator("h1").first(), sitePath).toBeAttached();
    expect(problems.slice(before), sitePath).toEqual([]);
  }
  await page.goto(at("/no-such-page"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
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

test("the optional basic-auth block protects /graphics/private_* and nothing else", async ({
  request,
}) => {
  const guarded = await startNginx({
    nginx: nginxPath!,
    clientDir,
    privateGraphicsUsers: { speaker: "correct horse" },
  });
  try {
    const folder = readdirSync(path.join(clientDir, "graphics")).find((name) =>
      name.startsWith("private_"),
    )!;
    const file = readdirSync(path.join(clientDir, "graphics", folder))[0]!;
    const graphic = `${guarded.origin}/graphics/${folder}/${file}`;
    expect((await request.get(graphic)).status()).toBe(401);
    const authorization = `Basic ${Buffer.from("speaker:correct horse").toString("base64")}`;
    expect(
      (await request.get(graphic, { headers: { Authorization: authorization } })).status(),
    ).toBe(200);
    expect((await request.get(`${guarded.origin}/schedule`)).status()).toBe(200);
  } finally {
    await guarded.stop();
  }
});
