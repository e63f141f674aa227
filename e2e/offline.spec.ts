import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test, type Page } from "./support/test.ts";
import { createStaticSite } from "../server/static-site.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { loadContent, loadPrivateContent } from "../content/checked-content.ts";
import { unlockPrivateArea } from "./support/private.ts";
import { builtSiteDir } from "./support/built-pages.ts";

const { days, scheduleEvents, speakers } = loadContent();
const { ticketAnalytics } = loadPrivateContent();

// The service worker is what these tests are about; the other specs block it (playwright.config.ts).
test.use({ serviceWorkers: "allow" });
// Each test starts in a fresh browser context, so its first visit installs the worker, which
// downloads the whole precache (about 250 files, one at a time) before it takes control.
test.slow();

const [firstSpeaker, secondSpeaker] = speakers;
const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Waits until the service worker is active and controls the page. */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  });
}

/** Every URL held in the browser's caches (the service worker's precache among them). */
function cachedURLs(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

test("after one visit the public pages and their assets load with the network off", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await page.goto("/schedule");
  await page.goto(`/speakers/${firstSpeaker!.id}`);
  await context.setOffline(true);

  // Pages visited before.
  for (const [path, title] of [
    ["/", "Quillmere AI Summit 2025"],
    ["/schedule", "Schedule"],
    [`/speakers/${firstSpeaker!.id}`, firstSpeaker!.name],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(heading(page)).toHaveText(title);
  }
  await expect(page.getByRole("heading", { name: "Biography" })).toBeVisible();

  // Pages never opened before, loaded fresh.
  await page.goto("/venue");
  await expect(heading(page)).toHaveText("Venue");
  await expect(page.locator("address")).toContainText("173 Euston Road");
  await page.goto(`/speakers/${secondSpeaker!.id}`);
  await expect(heading(page)).toHaveText(secondSpeaker!.name);
  const portrait = page.locator(`main img[src="${secondSpeaker!.image}"]`).first();
  await expect(portrait).toBeVisible();
  expect(await portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );
  await page.goto("/speakers");
  await expect(heading(page)).toHaveText("SPEAKERS");
  await page.goto("/partners");
  await expect(heading(page)).toHaveText("PARTNERS & SPONSORS");

  // Following a link to the schedule works too: its page and its controls' code come from the
  // cache, and the controls run.
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Schedule" })
    .click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(heading(page)).toHaveText("Schedule");
  await expect(page.getByText("Tuesday, 28 October 2025").first()).toBeVisible();
  await expect(page.locator('html[data-programme-script="ready"]')).toBeAttached();
  await expect(page.getByRole("button", { name: /to my agenda$/ }).first()).toBeVisible();
});

/** The paths of every page held in the browser's caches (precached, or kept as visited). */
async function cachedPaths(page: Page): Promise<string[]> {
  return (await cachedURLs(page)).map((url) => new URL(url).pathname);
}

// Sessions have no place in the precache (the day pages list them all): theirs are the pages the
// visited pages' cache is for.
const [visitedSession, starredSession, idleSession] = scheduleEvents.filter(
  (event) => event.day === days[0]!.id && event.speakers.length > 0,
);

test("each day's page and its grid load offline without having been visited", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await context.setOffline(true);
  for (const day of days) {
    const list = await page.goto(`/schedule/${day.slug}`);
    expect(list?.fromServiceWorker()).toBe(true);
    await expect(page).toHaveTitle(new RegExp(`^Schedule: ${day.name}, `));
    await expect(page.locator(".event-list > li").first()).toBeVisible();
    const grid = await page.goto(`/schedule/${day.slug}/grid`);
    expect(grid?.fromServiceWorker()).toBe(true);
    await expect(page).toHaveTitle(new RegExp(`^Schedule grid: ${day.name}, `));
    await expect(page.getByRole("table")).toHaveCount(1);
  }
  // The controls' code is kept too: they run on the grid offline.
  await expect(page.locator('html[data-programme-script="ready"]')).toBeAttached();
});

test("a page visited online that the precache does not hold loads offline afterwards", async ({
  page,
  context,
}) => {
  const address = `/sessions/${visitedSession!.id}`;
  await page.goto("/");
  await waitForServiceWorker(page);
  expect(await cachedPaths(page)).not.toContain(address);

  // Visited with a query and a trailing slash: kept under its canonical address all the same.
  await page.goto(`${address}/?from=test`);
  await expect(heading(page)).toHaveText(visitedSession!.title);
  await expect.poll(() => cachedPaths(page)).toContain(address);

  await context.setOffline(true);
  for (const variant of [address, `${address}/`]) {
    const response = await page.goto(variant);
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(heading(page)).toHaveText(visitedSession!.title);
  }
  // A page neither precached nor visited is still the not-found page.
  const other = await page.goto(`/sessions/${idleSession!.id}`);
  expect(other?.status()).toBe(404);
});

test("a session starred on the schedule, never opened, loads offline afterwards", async ({
  page,
  context,
}) => {
  const address = `/sessions/${starredSession!.id}`;
  await page.goto("/schedule");
  await waitForServiceWorker(page);
  expect(await cachedPaths(page)).not.toContain(address);
  const star = page
    .locator(`article#${starredSession!.id}`)
    .getByRole("button", { name: /to my agenda$/ });
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await expect.poll(() => cachedPaths(page)).toContain(address);

  await context.setOffline(true);
  const response = await page.goto(address);
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(heading(page)).toHaveText(starredSession!.title);
  // Offline, the session's page still shows it starred.
  await expect(page.getByRole("button", { name: "★ In my agenda" })).toBeVisible();
});

test("a page load fetches the sessions of the agenda not kept yet, in an idle moment", async ({
  page,
  context,
}) => {
  const address = `/sessions/${idleSession!.id}`;
  await page.goto("/");
  await waitForServiceWorker(page);
  // Starred before the worker was there to keep it.
  await page.evaluate(
    (id) =>
      localStorage.setItem("quillmere:agenda:v1", JSON.stringify({ version: 1, sessions: [id] })),
    idleSession!.id,
  );
  expect(await cachedPaths(page)).not.toContain(address);
  await page.goto("/venue");
  await expect.poll(() => cachedPaths(page)).toContain(address);

  await context.setOffline(true);
  await page.goto(address);
  await expect(heading(page)).toHaveText(idleSession!.title);
});

test("online, pages come from the network first; a network that hangs falls back to the copy", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  // A fresh deploy's HTML reaches an online visitor even though an older copy is kept.
  await context.route("**/venue", async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: `${await response.text()}<!-- fresh from the network -->`,
    });
  });
  const fresh = await page.goto("/venue");
  expect(fresh?.fromServiceWorker()).toBe(true);
  expect(await fresh?.text()).toContain("<!-- fresh from the network -->");
  await context.unroute("**/venue");

  // A network that does not answer: after the timeout (3 s) the kept copy is shown.
  await context.route("**/schedule", () => {});
  const started = Date.now();
  const kept = await page.goto("/schedule");
  expect(kept?.fromServiceWorker()).toBe(true);
  await expect(heading(page)).toHaveText("Schedule");
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_500);
});

test("offline, an unknown address shows the not-found page", async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  await context.setOffline(true);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(heading(page)).toHaveText("Page Not Found");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

test("the private area is never cached: offline it shows no private data", async ({
  page,
  context,
}) => {
  await page.goto("/analytics");
  await waitForServiceWorker(page);
  // Unlock online, so the encrypted data and the private page have been fetched once.
  await page.reload();
  await unlockPrivateArea(page);
  await expect(page.getByText(ticketAnalytics.organizations[0]!)).toBeVisible();
  const privateAddress =
    /\/data\/private\.json|\/graphics\/private_|\/(private|socialcontent|analytics|communitydiscounts|graphicsdownload)(\/|\.|$)/;
  expect(
    (await cachedURLs(page)).filter((url) => privateAddress.test(new URL(url).pathname)),
  ).toEqual([]);

  await page.goto("/");
  await context.setOffline(true);
  // The encrypted data is not served from any cache.
  expect(
    await page.evaluate(() =>
      fetch("/data/private.json").then(
        (response) => `status ${response.status}`,
        () => "network error",
      ),
    ),
  ).toBe("network error");
  // A private page's HTML is not kept either: offline, loading one fails like any network request
  // (every page is a document load, docs/decisions/019), so no private data can show.
  await expect(page.goto("/private")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await expect(page.goto("/analytics")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
});

test("the private area is not kept as a visited page, nor when a page asks for it", async ({
  page,
  context,
}) => {
  const publicAddress = `/sessions/${visitedSession!.id}`;
  await page.goto("/");
  await waitForServiceWorker(page);
  // Visited with the worker in control, in every spelling the server answers...
  for (const address of ["/private", "/socialcontent/", "/%61nalytics"]) await page.goto(address);
  // ...and asked for by a page, as the agenda asks for its sessions.
  await page.evaluate(
    (paths) => navigator.serviceWorker.controller!.postMessage({ type: "KEEP_PAGES", paths }),
    ["/private", "/communitydiscounts", "/%70rivate", "/graphicsdownload/", publicAddress],
  );
  // The public page asked for with them is kept: the worker has done its work.
  await expect.poll(() => cachedPaths(page)).toContain(publicAddress);
  const privateAddress =
    /^\/(private|socialcontent|analytics|%61nalytics|%70rivate|communitydiscounts|graphicsdownload)(\/|$)/;
  expect((await cachedPaths(page)).filter((path) => privateAddress.test(path))).toEqual([]);

  await context.setOffline(true);
  await expect(page.goto("/private")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  await expect(page.goto("/socialcontent")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
});

/**
 * Serves the build like the test server, on its own origin, except that /sw.js carries a deploy
 * number: raising it is a new deploy. (The browser fetches the worker script for an update check
 * itself, so Playwright's request routing never sees that request.)
 */
async function startDeployableSite() {
  const root = builtSiteDir;
  const site = createStaticSite({ root });
  const worker = await readFile(path.join(root, "sw.js"), "utf8");
  const state = { deploy: 1 };
  const server = createServer((req, res) => {
    if (new URL(req.url ?? "/", "http://localhost").pathname !== "/sw.js") return site(req, res);
    res.writeHead(200, {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
    });
    res.end(`${worker}\n// deploy ${state.deploy}\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    deployAgain: () => void state.deploy++,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("a new deploy waits for the visitor: the notice's Reload activates it and reloads once", async ({
  page,
}) => {
  // Two installs of the offline worker, each precaching the whole site: 16 s on a quiet machine and
  // on one loaded to 27 alike (waits, not work), a third of the default limit; five times that.
  test.setTimeout(90_000);
  const site = await startDeployableSite();
  try {
    await page.goto(`${site.origin}/`);
    await waitForServiceWorker(page);
    const notice = page
      .getByRole("status")
      .filter({ hasText: "A new version of this site is available." });
    await expect(notice).toHaveCount(0);

    site.deployAgain();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    await expect(notice).toBeVisible();
    await expectNoAxeViolations(page);
    // The new version waits; the old one still controls the page.
    expect(
      await page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        return Boolean(registration.waiting && registration.active);
      }),
    ).toBe(true);

    await page.evaluate(
      () => ((window as unknown as { beforeReload: boolean }).beforeReload = true),
    );
    let loads = 0;
    page.on("load", () => loads++);
    await Promise.all([
      page.waitForEvent("load"),
      notice.getByRole("button", { name: "Reload" }).click(),
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined();
    // The new version is active and controls the page; nothing waits any more.
    expect(
      await page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        return {
          waiting: Boolean(registration.waiting),
          active: registration.active?.state,
          controlled: Boolean(navigator.serviceWorker.controller),
        };
      }),
    ).toEqual({ waiting: false, active: "activated", controlled: true });
    await expect(notice).toHaveCount(0);
    await expect(heading(page)).toHaveText("Quillmere AI Summit 2025");
    // One reload, not a loop: once nothing more is fetched, the page has loaded only once.
    await page.waitForLoadState("networkidle");
    expect(loads).toBe(1);
  } finally {
    await site.close();
  }
});

test("the service worker script is served for revalidation, never as an immutable asset", async ({
  request,
}) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("javascript");
  expect(response.headers()["cache-control"]).toMatch(/no-cache|max-age=0/);
  expect(response.headers()["cache-control"]).not.toContain("immutable");
});
