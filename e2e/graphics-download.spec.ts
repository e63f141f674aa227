import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import {
  expect,
  test,
  waitForHydration,
  type APIRequestContext,
  type Locator,
  type Page,
} from "./support/test.ts";
import { unzipSync } from "fflate";
import {
  decryptDataset,
  deriveEnvelopeKey,
  type PrivateEnvelope,
} from "../site/features/private-area/envelope.ts";
import {
  decryptPrivateFile,
  privateFileOverhead,
} from "../site/features/graphics-download/private-file.ts";
import type { GraphicItem, GraphicsCatalogue, GraphicsKind } from "../content/schema/private.ts";
import { formatSize } from "../integrations/graphics/generate-graphics.ts";
import { privatePlaintextDir } from "../integrations/private-data/plaintext-dir.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { builtSiteDir } from "./support/built-pages.ts";
import { watchPolicies } from "./support/csp.ts";
import { testFixturePassword, unlockPrivateArea } from "./support/private.ts";
import { fullTitle, settings } from "./support/site.ts";

const emptyMessage = "No graphics found matching your search.";

const tabs = [
  { id: "speakers", kind: "speakers", label: "Speaker Graphics", noun: "speaker graphics" },
  { id: "sponsors", kind: "sponsors", label: "Sponsor Graphics", noun: "sponsor graphics" },
  { id: "url", kind: "urlPosters", label: "URL Posters", noun: "URL posters" },
] as const satisfies readonly { id: string; kind: GraphicsKind; label: string; noun: string }[];

const bulkHeadings: Record<GraphicsKind, string> = {
  speakers: "NEED ALL SPEAKER GRAPHICS?",
  sponsors: "NEED ALL SPONSOR GRAPHICS?",
  urlPosters: "NEED ALL URL POSTERS?",
};

let unlocked: Promise<{ catalogue: GraphicsCatalogue; key: CryptoKey }> | undefined;

/**
 * The catalogue the build made, and the key: the page's own encrypted data, decrypted as the
 * browser does, with the key the fixture password and the envelope's salt derive.
 */
function unlockInNode(request: APIRequestContext) {
  unlocked ??= (async () => {
    const response = await request.get("/data/private.json");
    expect(response.ok()).toBe(true);
    const envelope = (await response.json()) as PrivateEnvelope;
    const key = await deriveEnvelopeKey(testFixturePassword, envelope);
    return { catalogue: await decryptDataset(envelope, key, "graphics"), key };
  })();
  return unlocked;
}

async function readCatalogue(request: APIRequestContext): Promise<GraphicsCatalogue> {
  return (await unlockInNode(request)).catalogue;
}

/**
 * What the build generated, before it encrypted it: the plaintext it keeps outside the site
 * (integrations/private-data/plaintext-dir.ts), the source of truth a download must equal.
 */
function generatedFile(sitePath: string): Promise<Buffer> {
  return readFile(
    path.join(privatePlaintextDir(builtSiteDir), ...sitePath.split("/").filter(Boolean)),
  );
}

/** Every file the built site holds under the private prefix, as site paths. */
async function builtPrivateFiles(): Promise<string[]> {
  const graphics = path.join(builtSiteDir, "graphics");
  const names = await readdir(graphics, { recursive: true, withFileTypes: true });
  return names
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${path.relative(builtSiteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
    )
    .filter((sitePath) => sitePath.startsWith("/graphics/private_"))
    .sort();
}

const allItems = (graphics: GraphicsCatalogue) =>
  tabs.flatMap(({ kind }) => [...graphics[kind], graphics.packages[kind]]);

/** Pearson's chi-square of the byte histogram against uniform: about 255 for random bytes. */
function byteChiSquare(bytes: Uint8Array): number {
  const counts = new Array<number>(256).fill(0);
  for (const byte of bytes) counts[byte]! += 1;
  const expected = bytes.length / 256;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The first bytes of the file types the private folders could hold. */
const magicNumbers = [
  pngSignature.subarray(0, 4),
  Buffer.from("PK\x03\x04", "latin1"),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from("RIFF"),
  Buffer.from("GIF8"),
  Buffer.from("%PDF"),
];

/** The image of a card or the dialog has loaded a decrypted picture from a Blob URL. */
async function expectDecryptedPicture(image: Locator) {
  await expect(image).toHaveAttribute("src", /^blob:/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

const debugLine = (tab: string, total: number, shown: number) =>
  `Tab: ${tab} · ${total} items · ${shown} shown`;
const tab = (page: Page, name: string | RegExp) => page.getByRole("tab", { name });
const cards = (page: Page) => page.getByRole("tabpanel").getByRole("article");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search" });
const previewButton = (page: Page, name: string) =>
  page.getByRole("button", { name: `Preview ${name}`, exact: true });

async function openGraphics(page: Page, request: APIRequestContext) {
  const graphics = await readCatalogue(request);
  await page.goto("/graphicsdownload");
  await unlockPrivateArea(page);
  await expect(
    page.getByText(debugLine("speakers", graphics.speakers.length, graphics.speakers.length)),
  ).toBeVisible({ timeout: 15_000 });
  return graphics;
}

/** Every element that takes the focus while Tab is pressed `presses` times. */
async function tabStops(page: Page, presses: number) {
  const stops: { inDialog: boolean; label: string }[] = [];
  for (let index = 0; index < presses; index++) {
    await page.keyboard.press("Tab");
    stops.push(
      await page.evaluate(() => {
        const element = document.activeElement;
        return {
          inDialog: Boolean(element?.closest("dialog[open]")),
          label: `${element?.tagName ?? "none"} ${element?.textContent?.trim() ?? ""}`,
        };
      }),
    );
  }
  return stops;
}

async function expectFocused(locator: Locator) {
  await expect(locator).toBeFocused();
}

test.describe("graphics download, locked", () => {
  test("asks for the password, shows no graphics, keeps out of search engines, and passes axe", async ({
    page,
  }) => {
    await page.goto("/graphicsdownload");
    await expect(page).toHaveTitle(fullTitle("Graphics Download"));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(page.getByText(/^Tab: /)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("graphics download, unlocked", () => {
  test("opens on Speaker Graphics with every speaker graphic, the side cards and the guide, and passes axe", async ({
    page,
    request,
  }) => {
    test.slow(); // axe over a page of 58 cards takes a while
    const graphics = await openGraphics(page, request);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GRAPHICS DOWNLOAD");
    await expect(
      page.getByText(
        "Download official graphics for speakers and sponsors to use in your promotional materials.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("tab")).toHaveText([
      "Speaker Graphics",
      "Sponsor Graphics",
      "URL Posters",
      "IRL Posters (Coming Soon)",
    ]);
    await expect(tab(page, "Speaker Graphics")).toHaveAttribute("aria-selected", "true");
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search speaker graphics...");
    await expect(cards(page)).toHaveCount(graphics.speakers.length);
    await expect(cards(page).getByRole("heading")).toHaveText(
      graphics.speakers.map((item) => item.name),
    );
    await expect(page.getByTestId("graphic-size")).toHaveText(
      graphics.speakers.map((item) => item.size),
    );

    const first = cards(page).first();
    await expectDecryptedPicture(first.getByRole("img"));
    await expect(first.getByRole("button", { name: /^Download/ })).toBeVisible();
    await expect(first.getByRole("button", { name: /^Preview/ })).toBeVisible();

    const update = page.getByRole("region", { name: "UPDATE YOUR INFORMATION" });
    const form = update.getByRole("link", { name: /Speaker information form/ });
    await expect(form).toHaveAttribute("href", settings.speakerInformationFormUrl);
    await expect(form).toHaveAttribute("target", "_blank");
    await expect(form).toHaveAttribute("rel", "noopener noreferrer");

    const bulk = page.getByRole("region", { name: "NEED ALL SPEAKER GRAPHICS?" });
    await expect(bulk).toContainText("Multiple Files");
    await expect(bulk).toContainText("Package");
    await expect(bulk.getByRole("button", { name: /^Download All \(ZIP\)/ })).toBeVisible();

    const guide = page.getByRole("region", { name: "HOW TO USE THESE GRAPHICS" });
    await expect(guide.getByRole("heading", { level: 3 })).toHaveText([
      "Download",
      "Maintain Aspect Ratio",
      "Preserve Colors",
      "Share",
    ]);
    await expectNoAxeViolations(page);
  });

  for (const { id, kind, label, noun } of tabs.slice(1)) {
    test(`the ${label} tab shows its graphics and its download-all card, and passes axe`, async ({
      page,
      request,
    }) => {
      test.slow();
      const graphics = await openGraphics(page, request);
      await tab(page, label).click();
      await expect(tab(page, label)).toHaveAttribute("aria-selected", "true");
      const items = graphics[kind];
      await expect(page.getByText(debugLine(id, items.length, items.length))).toBeVisible();
      await expect(searchBox(page)).toHaveAttribute("placeholder", `Search ${noun}...`);
      await expect(cards(page)).toHaveCount(items.length);
      await expect(page.getByTestId("graphic-size")).toHaveText(items.map((item) => item.size));
      await expect(page.getByRole("region", { name: bulkHeadings[kind] })).toBeVisible();
      await expect(page.getByRole("region", { name: "UPDATE YOUR INFORMATION" })).toHaveCount(0);
      if (kind === "sponsors") {
        const sponsor = items.find((item) => item.variant === "Dark")!;
        const card = cards(page).filter({
          has: page.getByRole("button", { name: `Preview ${sponsor.name}`, exact: true }),
        });
        await expect(card.getByRole("heading")).toHaveText(sponsor.originalName!);
        await expect(card).toContainText("Variant: Dark");
        await expect(card.locator(".graphic-badge--variant")).toHaveText("Dark");
      }
      // The page passed whole on the first tab; choosing a tab changes the tabs and their panel.
      await expectNoAxeViolations(page, {
        within: page.getByRole("tablist").or(page.getByRole("tabpanel")),
      });
    });
  }

  test("the IRL Posters tab is disabled: neither a click nor the arrow keys select it", async ({
    page,
    request,
  }) => {
    const graphics = await openGraphics(page, request);
    const irl = tab(page, "IRL Posters (Coming Soon)");
    await expect(irl).toBeDisabled();
    await irl.click({ force: true });
    await expect(irl).toHaveAttribute("aria-selected", "false");
    await expect(tab(page, "Speaker Graphics")).toHaveAttribute("aria-selected", "true");
    await expect(cards(page)).toHaveCount(graphics.speakers.length);
    await tab(page, "URL Posters").click();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Speaker Graphics")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Speaker Graphics")).toBeFocused();
  });

  test("search filters the current tab by name, original name or variant, as plain text, and keeps its text across tabs", async ({
    page,
    request,
  }) => {
    const graphics = await openGraphics(page, request);
    const speakers = graphics.speakers.length;
    const sponsor = graphics.sponsors[0]!;
    const someone = graphics.speakers[0]!.name;

    await searchBox(page).fill(someone.toUpperCase());
    await expect(cards(page).getByRole("heading")).toHaveText([someone]);
    await expect(page.getByText(debugLine("speakers", speakers, 1))).toBeVisible();

    await searchBox(page).fill("light");
    await expect(page.getByText(emptyMessage)).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText(debugLine("speakers", speakers, 0))).toBeVisible();

    await tab(page, "Sponsor Graphics").click();
    await expect(searchBox(page)).toHaveValue("light");
    const light = graphics.sponsors.filter((item) => item.variant === "Light");
    await expect(
      page.getByText(debugLine("sponsors", graphics.sponsors.length, light.length)),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(light.length);
    await expect(page.getByText(emptyMessage)).toHaveCount(0);

    await searchBox(page).fill(sponsor.originalName!.toLowerCase());
    await expect(cards(page)).toHaveCount(
      graphics.sponsors.filter((item) => item.originalName === sponsor.originalName).length,
    );

    await tab(page, "URL Posters").click();
    await expect(searchBox(page)).toHaveValue(sponsor.originalName!.toLowerCase());
    await expect(page.getByText(emptyMessage)).toBeVisible();
    await searchBox(page).fill("(9:16)");
    await expect(cards(page).getByRole("heading")).toHaveText(["Story (9:16)"]);

    for (const pattern of [".*", "[a-z]+", "^Register", "Story|Social"]) {
      await searchBox(page).fill(pattern);
      await expect(page.getByText(emptyMessage)).toBeVisible();
      await expect(page.getByText(debugLine("url", graphics.urlPosters.length, 0))).toBeVisible();
    }
    await searchBox(page).fill("");
    await tab(page, "Speaker Graphics").click();
    await expect(cards(page)).toHaveCount(speakers);
  });

  test("the preview dialog traps the focus and closes by its button, Escape and a backdrop click, giving the focus back", async ({
    page,
    request,
  }) => {
    test.slow();
    const graphics = await openGraphics(page, request);
    await tab(page, "Sponsor Graphics").click();
    const sponsor = graphics.sponsors.find((item) => item.variant === "Light")!;
    const trigger = previewButton(page, sponsor.name);
    const dialog = page.getByRole("dialog", { name: sponsor.name });

    await trigger.click();
    await expect(dialog).toBeVisible();
    await expectDecryptedPicture(dialog.getByRole("img"));
    await expect(dialog.locator("dt")).toHaveText(["Organization", "Variant", "Size"]);
    await expect(dialog.locator("dd")).toHaveText([sponsor.originalName!, "Light", sponsor.size]);
    await expect(dialog.getByRole("button", { name: /^Download/ })).toBeVisible();
    await expectFocused(dialog.getByRole("button", { name: "Close preview" }));
    const stops = await tabStops(page, 6);
    expect(stops.filter((stop) => !stop.inDialog && !stop.label.startsWith("BODY"))).toEqual([]);
    expect(stops.some((stop) => stop.label.startsWith("BUTTON Download"))).toBe(true);
    await expectNoAxeViolations(page, { within: dialog });

    await dialog.getByRole("button", { name: "Close preview" }).click();
    await expect(dialog).toHaveCount(0);
    await expectFocused(trigger);

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expectFocused(trigger);

    await trigger.click();
    await expect(dialog).toBeVisible();
    // A click inside the dialog leaves it open; one on the backdrop closes it.
    await dialog.getByRole("img").click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog).toHaveCount(0);
    await expectFocused(trigger);
  });

  test("a speaker preview shows the title, a large image, the size and Download", async ({
    page,
    request,
  }) => {
    const graphics = await openGraphics(page, request);
    const speaker = graphics.speakers[1]!;
    await previewButton(page, speaker.name).click();
    const dialog = page.getByRole("dialog", { name: speaker.name });
    await expect(dialog.getByRole("heading", { name: speaker.name })).toBeVisible();
    const image = dialog.getByRole("img");
    await expect(image).toHaveAttribute("src", /^blob:/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1080);
    expect((await image.boundingBox())!.width).toBeGreaterThan(300);
    await expect(dialog.locator("dt")).toHaveText(["Size"]);
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: /^Download/ }).click();
    expect((await download).suggestedFilename()).toBe(speaker.filename);
  });
});

test.describe("downloads", () => {
  test("a graphic downloads with the size its card shows, and the temporary link goes away", async ({
    page,
    request,
  }) => {
    const graphics = await openGraphics(page, request);
    const item = graphics.speakers[2]!;
    const card = cards(page).filter({ has: previewButton(page, item.name) });
    const shown = await card.getByTestId("graphic-size").textContent();
    expect(shown).toMatch(/^\d+\.\d{2} MB$/);

    const download = page.waitForEvent("download");
    await card.getByRole("button", { name: `Download ${item.name}`, exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(item.filename);
    const { size } = await stat((await file.path())!);
    expect(size).toBe(item.bytes);
    expect(formatSize(size)).toBe(shown);
    await expect(page.locator("a[download]")).toHaveCount(0);
    // Byte for byte what the build rendered, and a PNG.
    const bytes = await readFile((await file.path())!);
    expect(bytes.equals(await generatedFile(item.path))).toBe(true);
    expect(bytes.subarray(0, 8).equals(pngSignature)).toBe(true);
  });

  for (const { label, kind } of tabs) {
    test(`the ${label} zip holds exactly the tab's files`, async ({ page, request }) => {
      const graphics = await openGraphics(page, request);
      await tab(page, label).click();
      const items: GraphicItem[] = graphics[kind];
      await expect(cards(page)).toHaveCount(items.length);
      const bulk = page.getByRole("region", { name: bulkHeadings[kind] });
      const shown = await bulk.getByTestId("package-size").textContent();

      const download = page.waitForEvent("download");
      await bulk.getByRole("button", { name: /^Download All \(ZIP\)/ }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(graphics.packages[kind].filename);
      const bytes = await readFile((await file.path())!);
      expect(formatSize(bytes.length)).toBe(shown);

      const entries = unzipSync(new Uint8Array(bytes));
      expect(Object.keys(entries).sort()).toEqual(items.map((item) => item.filename).sort());
      for (const item of items) expect(entries[item.filename]!.length).toBe(item.bytes);
      // Byte for byte the zip the build made, holding byte for byte the graphics it rendered.
      expect(bytes.equals(await generatedFile(graphics.packages[kind].path))).toBe(true);
      for (const item of items.slice(0, 3)) {
        expect(Buffer.from(entries[item.filename]!).equals(await generatedFile(item.path))).toBe(
          true,
        );
      }
    });
  }
});

test.describe("private files", () => {
  test("without the password, every file under the private folders is ciphertext: no file type, no plaintext, uniformly random bytes", async ({
    request,
  }) => {
    test.slow(); // 106 files, 15 MB, each fetched and checked
    const { catalogue: graphics, key } = await unlockInNode(request);
    const files = await builtPrivateFiles();
    // Exactly the catalogue's files: nothing else is published under the private prefix.
    expect(files).toEqual(
      allItems(graphics)
        .map((item) => item.path)
        .sort(),
    );
    const items = new Map(allItems(graphics).map((item) => [item.path, item]));
    for (const sitePath of files) {
      // A request with no session, as anyone would make it.
      const response = await request.get(sitePath);
      expect(response.status(), sitePath).toBe(200);
      const served = await response.body();
      // Served as it is on disk, so any host serves the same ciphertext.
      expect(served.equals(await readFile(path.join(builtSiteDir, sitePath))), sitePath).toBe(true);

      const plaintext = await generatedFile(sitePath);
      expect(plaintext.length, sitePath).toBe(items.get(sitePath)!.bytes);
      expect(served.length, sitePath).toBe(plaintext.length + privateFileOverhead);
      expect(served.subarray(0, 4).toString("latin1"), sitePath).toBe("QPF\x01");
      for (const magic of magicNumbers) {
        expect(served.subarray(4, 4 + magic.length).equals(magic), sitePath).toBe(false);
      }
      expect(served.includes(pngSignature), sitePath).toBe(false);
      // No 16-byte run of the plaintext, sampled along the file, appears in what is served.
      for (let sample = 0; sample < 32; sample++) {
        const at = Math.floor(((plaintext.length - 16) * sample) / 31);
        expect(served.includes(plaintext.subarray(at, at + 16)), `${sitePath} @${at}`).toBe(false);
      }
      // Random bytes have a chi-square near 255 (a PNG's or a zip's are in the thousands); above
      // 400 happens by chance about once in a hundred million files.
      expect(byteChiSquare(served.subarray(4)), sitePath).toBeLessThan(400);
      expect(byteChiSquare(plaintext), sitePath).toBeGreaterThan(400);

      // With the key the password derives, it decrypts to what the build generated...
      const decrypted = Buffer.from(
        await decryptPrivateFile(key, sitePath, new Uint8Array(served)),
      );
      expect(decrypted.equals(plaintext), sitePath).toBe(true);
    }
    // ...and only under its own path: a file served under another name does not decrypt.
    const [first, second] = files;
    const swapped = new Uint8Array(await (await request.get(first!)).body());
    await expect(decryptPrivateFile(key, second!, swapped)).rejects.toThrow();
  });

  test("with the password, the pictures decrypt and show, with the graphics page's policy allowing only them", async ({
    page,
    request,
  }) => {
    const problems = await watchPolicies(page);
    const graphics = await openGraphics(page, request);
    for (const { label, kind } of tabs) {
      await tab(page, label).click();
      await expect(cards(page)).toHaveCount(graphics[kind].length);
      for (const index of [0, 1, 2]) {
        await expectDecryptedPicture(cards(page).nth(index).getByRole("img"));
      }
    }
    expect(problems).toEqual([]);
  });
});

test.describe("missing files and failures", () => {
  test("missing images fall back (alternate folders, then the default logo) and are only logged", async ({
    page,
    request,
  }) => {
    const graphics = await readCatalogue(request);
    const speaker = graphics.speakers[0]!;
    const sponsor = graphics.sponsors[0]!;
    const warnings: string[] = [];
    page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
    // The speaker card is missing from every folder; the sponsor card from its own.
    await page.route(
      (url) => url.pathname.endsWith(`/${speaker.filename}`) || url.pathname === sponsor.path,
      (route) => route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/graphicsdownload");
    await unlockPrivateArea(page);
    const speakerImage = cards(page).first().getByRole("img");
    await expect(speakerImage).toHaveAttribute("src", settings.defaultImage);
    await expect
      .poll(() => speakerImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    for (const folder of ["/graphics/private_url_posters", "/images/speakers", "/images/team"]) {
      expect(warnings.join("\n")).toContain(`${folder}/${speaker.filename}`);
    }

    await tab(page, "Sponsor Graphics").click();
    const sponsorImage = cards(page).first().getByRole("img");
    await expect(sponsorImage).toHaveAttribute("src", settings.defaultImage);
    expect(warnings.join("\n")).toContain(`${sponsor.path}; trying ${settings.defaultImage}`);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("says so when the page's code cannot load", async ({ page }) => {
    let attempts = 0;
    // The old build names the chunk island-graphics-screen-<hash>.js, Astro graphics-screen.<hash>.js.
    await page.route(/\/assets\/(?:island-)?graphics-screen[-.][^/]+\.js$/, (route) => {
      attempts += 1;
      return route.abort();
    });
    await page.goto("/graphicsdownload");
    // The code is fetched ahead once the page has loaded. Its first failure looks like a stale
    // chunk after a redeploy, so the page reloads once (site/shared/lib/stale-chunk.ts) and fetches
    // it ahead again. Wait for that second attempt: a password typed before the reload would be lost.
    await expect.poll(() => attempts).toBeGreaterThanOrEqual(2);
    await waitForHydration(page);
    await unlockPrivateArea(page);
    await expect(
      page.getByRole("alert").filter({ hasText: "The graphics page could not be loaded." }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("tab")).toHaveCount(0);
  });
});
