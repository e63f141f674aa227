// The build served by nginx with the committed deploy/nginx.conf (scripts/deploy/nginx-server.ts
// starts it on a loopback port): deep links, the not-found page, the headers, each page's own
// Content-Security-Policy (from nginx and our server), hydration under it, the private area, and
// the optional basic auth for private graphics.
import { readdirSync } from "node:fs";
import path from "node:path";
import type { APIResponse } from "@playwright/test";
import { expect, test, type Page, reactIsHydrated } from "./support/test.ts";
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  immutableCacheControl,
  mapFrameOrigin,
  readCspHashes,
  revalidateCacheControl,
} from "../server/security-headers.ts";
import { collectCspHashes } from "../scripts/deploy/csp-hashes.ts";
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

/** The policy a document needs: the hashes of the inline code in the HTML it was served. */
async function policyFor(response: APIResponse): Promise<string> {
  const [hashes] = Object.values(
    collectCspHashes([{ file: "page.html", html: await response.text() }]),
  );
  return contentSecurityPolicy(hashes!);
}

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
    expect(await response.text(), address).toContain("Page Not Found");
    expect(response.headers()["content-security-policy"], address).toBeTruthy();
  }
});

test("pages carry the security headers and revalidate; hashed assets are immutable; gzip is on", async ({
  request,
}) => {
  const page = await request.get(at("/schedule"), { headers: { "Accept-Encoding": "gzip" } });
  const headers = page.headers();
  const policy = headers["content-security-policy"]!;
  expect(policy).toBe(contentSecurityPolicy(readCspHashes(clientDir)!["/schedule"]!));
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*;/);
  expect(policy).not.toContain("'unsafe-inline'");
  expect(policy).toContain(`frame-src ${mapFrameOrigin};`);
  expect(policy).toContain("frame-ancestors 'none'");
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
    expect(page.headers()["content-security-policy"], name).toBe(
      contentSecurityPolicy(readCspHashes(clientDir)!["/schedule"]!),
    );
    expect(page.headers()["x-robots-tag"], name).toBeUndefined();
  }
});

const builtPages = readSitePages(clientDir);

test("each page gets a policy with its own inline code only, under every address, from nginx and our server", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const policies = new Map<string, string>();
  for (const { path: sitePath } of builtPages) {
    const addresses =
      sitePath === "/"
        ? ["/", "/index.html"]
        : [sitePath, `${sitePath}/`, `${sitePath}/index.html`];
    const needed = await policyFor(await request.get(at(sitePath)));
    for (const [name, get] of [
      ["nginx", (address: string) => request.get(at(address))],
      ["our server", (address: string) => request.get(address)],
    ] as const) {
      for (const address of addresses) {
        const response = await get(address);
        expect(response.status(), `${name} ${address}`).toBe(200);
        // Exactly the page's hashes: none of another page's, none of its own missing.
        expect(response.headers()["content-security-policy"], `${name} ${address}`).toBe(needed);
      }
    }
    policies.set(sitePath, needed);
  }
  // Pages with different inline code get different policies (the build has such pages).
  const distinct = new Set(policies.values());
  expect(distinct.size, "distinct policies among the pages").toBeGreaterThan(1);
  const [first, second] = [...distinct];
  const pageWith = (policy: string) => [...policies].find(([, value]) => value === policy)![0];
  const [a, b] = [pageWith(first!), pageWith(second!)];
  expect((await request.get(at(a))).headers()["content-security-policy"]).not.toBe(
    (await request.get(at(b))).headers()["content-security-policy"],
  );

  // An unknown path is answered with 404.html, and so with 404.html's policy.
  for (const get of [(address: string) => request.get(at(address)), request.get.bind(request)]) {
    const missing = await get("/no-such-page");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-security-policy"]).toBe(await policyFor(missing));
  }
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

/** Records CSP violations (events and console) and Permissions-Policy complaints. */
async function watchPolicies(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy|Permissions[- ]Policy/i.test(message.text())) {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.effectiveDirective} ${event.blockedURI} ${event.sample}`,
      );
    });
  });
  // The map is a third-party embed; answer it locally so nothing leaves the machine.
  await page.route(`${mapFrameOrigin}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Map</title><p>map</p>" }),
  );
  return problems;
}

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
