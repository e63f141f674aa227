// The build served by nginx with the committed deploy/nginx.conf (scripts/deploy/nginx-server.ts
// starts it on a loopback port): deep links, the not-found page, the headers, hydration under the
// Content-Security-Policy, the private area, and the optional basic auth for private graphics.
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./support/test.ts";
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  immutableCacheControl,
  mapFrameOrigin,
  readCspHashes,
  revalidateCacheControl,
} from "../server/security-headers.ts";
import {
  findOrInstallNginx,
  nginxMissingMessage,
  startNginx,
  type NginxServer,
} from "../scripts/deploy/nginx-server.ts";
import { loadContent } from "../content/load/content.ts";
import { journalRoutes } from "./support/journal-routes.ts";
import { unlockPrivateArea } from "./support/private.ts";
import { fullTitle, routes } from "./support/site.ts";

const { teamMembers } = loadContent();

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
  expect(policy).toBe(contentSecurityPolicy(readCspHashes(clientDir)!));
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
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
      contentSecurityPolicy(readCspHashes(clientDir)!),
    );
    expect(page.headers()["x-robots-tag"], name).toBeUndefined();
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

test("pages hydrate under the policy with no violation, and links navigate client-side", async ({
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

  // Client-side navigation: the document (and this marker) survives the click.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Schedule" })
    .click();
  await expect(page).toHaveURL(at("/schedule"));
  await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the pages' <noscript> styles apply under the policy", async ({ page }) => {
    const problems = await watchPolicies(page);
    await page.goto(at("/team"));
    await expect(page.getByText(teamMembers[0]!.detailedBio)).toBeVisible();
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
