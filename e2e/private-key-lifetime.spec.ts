// How long a device keeps the private area's key (issue 31; docs/decisions/006): no longer than the
// tab that unlocked it, and no longer than the idle limit.
import { chromium, type BrowserContext } from "@playwright/test";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, waitForHydration, type Page } from "./support/test.ts";
import { loadPrivateContent } from "../content/checked-content.ts";
import { deriveEnvelopeKey, type PrivateEnvelope } from "../site/features/private-area/envelope.ts";
import {
  keysInIndexedDB,
  privateKeysChecked,
  testFixturePassword,
  unlockPrivateArea,
} from "./support/private.ts";

const { ticketAnalytics } = loadPrivateContent();

/** A browser on its own profile folder, as a visitor's browser is (closing it ends the session). */
function launchBrowser(profile: string, baseURL: string | undefined): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    baseURL,
    executablePath: process.env.CHROME_PATH || undefined,
    args: ["--disable-dev-shm-usage"],
    serviceWorkers: "block",
  });
}

async function open(context: BrowserContext, address: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(address);
  await waitForHydration(page);
  return page;
}

/** The files under `folder` that hold `needle` anywhere in their bytes. */
async function filesHolding(folder: string, needle: Buffer): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const holding: string[] = [];
  for (const entry of entries.filter((item) => item.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file).catch(() => Buffer.alloc(0));
    if (bytes.includes(needle)) holding.push(path.relative(folder, file));
  }
  return holding;
}

test.describe("how long the device keeps the private area's key", () => {
  test("closing the unlocked tab and the browser leaves nothing usable, in IndexedDB or on disk", async ({
    baseURL,
    request,
  }) => {
    test.slow();
    const envelope = (await (await request.get("/data/private.json")).json()) as PrivateEnvelope;
    const dataKey = await deriveEnvelopeKey(testFixturePassword, envelope, true);
    const rawKey = Buffer.from(await crypto.subtle.exportKey("raw", dataKey));
    const profile = await mkdtemp(path.join(tmpdir(), "quillmere-profile-"));
    try {
      const first = await launchBrowser(profile, baseURL);
      const page = await open(first, "/private");
      await unlockPrivateArea(page);
      await page.close();
      await first.close();
      // Chromium writes a stored CryptoKey's raw bytes into the profile's IndexedDB files.
      expect.soft(await filesHolding(profile, rawKey)).toEqual([]);

      const second = await launchBrowser(profile, baseURL);
      try {
        // Only a public page: whatever it finds, it cannot decrypt with, and it deletes it.
        const home = await open(second, "/");
        expect.soft((await keysInIndexedDB(home)).usable).toBe(0);
        // A record no tab holds goes once it is still unheld navigationGraceMs (5 s) later.
        await expect
          .poll(() => keysInIndexedDB(home), { timeout: 20_000 })
          .toEqual({ databases: [], records: 0, cryptoKeys: 0, usable: 0 });
        const privatePage = await open(second, "/analytics");
        await expect(privatePage.getByLabel("Password", { exact: true })).toBeVisible();
      } finally {
        await second.close();
      }
    } finally {
      await rm(profile, { recursive: true, force: true });
    }
  });

  test("a new tab finds nothing it can use and is locked; the unlocked tab stays unlocked", async ({
    page,
    context,
  }) => {
    await page.goto("/private");
    await unlockPrivateArea(page);
    // A tab the visitor opens (not a duplicate, which would copy sessionStorage).
    const second = await open(context, "/");
    expect(await keysInIndexedDB(second)).toMatchObject({ cryptoKeys: 0, usable: 0 });
    await privateKeysChecked(second);
    expect((await keysInIndexedDB(second)).records).toBe(1);
    await second.goto("/analytics");
    await expect(second.getByLabel("Password", { exact: true })).toBeVisible();
    // The new tab's purge took the open tab's record for a live one.
    await page.goto("/analytics");
    await expect(page.getByText(ticketAnalytics.organizations[0]!)).toBeVisible();
    await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  });

  test("a public page deletes the key once no private page has used it for 30 minutes", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/private");
    await unlockPrivateArea(page);
    await page.clock.fastForward("29:00");
    await page.goto("/venue");
    await privateKeysChecked(page);
    expect((await keysInIndexedDB(page)).records).toBe(1);
    await page.clock.fastForward("02:00");
    await page.goto("/");
    await expect
      .poll(() => keysInIndexedDB(page))
      .toEqual({ databases: [], records: 0, cryptoKeys: 0, usable: 0 });
    await page.goto("/analytics");
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  });

  test("logout deletes the stored record, and the database with it", async ({ page }) => {
    await page.goto("/analytics");
    await unlockPrivateArea(page);
    expect((await keysInIndexedDB(page)).records).toBe(1);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expect
      .poll(() => keysInIndexedDB(page))
      .toEqual({ databases: [], records: 0, cryptoKeys: 0, usable: 0 });
  });
});
