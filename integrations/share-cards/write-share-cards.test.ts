import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../../content/checked-content.ts";
import { shareCardPath } from "../../site/shared/lib/share-card.ts";
import { pageTitle } from "../../site/shared/lib/page-meta.ts";
import { writeShareCards, type ShareCardsSummary } from "./write-share-cards.ts";

const { settings, speakers } = loadContent();

const speaker = speakers[0]!;

/** A prerendered page as the build writes it, reduced to the tags the cards read. */
function html(title: string, image: string, extra = "") {
  return [
    "<!DOCTYPE html><html><head>",
    `<meta property="og:title" content="${pageTitle(title)}"/>`,
    `<meta property="og:description" content="About ${title}."/>`,
    `<meta property="og:image" content="${settings.siteUrl}${image}"/>`,
    extra,
    "</head><body></body></html>",
  ].join("");
}

const pages: Record<string, string> = {
  "index.html": html("Overview", shareCardPath("/")),
  "venue/index.html": html("Venue", shareCardPath("/venue")),
  [`speakers/${speaker.id}/index.html`]: html(
    speaker.name,
    shareCardPath(`/speakers/${speaker.id}`),
  ),
  // A redirect and a noindex page keep the default image and get no card.
  "register/index.html": html(
    "Register",
    "/images/share/default.png",
    '<meta http-equiv="refresh" content="0; url=https://tickets.example/"/>',
  ),
  "private/index.html": html(
    "Private",
    "/images/share/default.png",
    '<meta name="robots" content="noindex"/>',
  ),
};

let workDir: string;
let clientDir: string;
let cacheDir: string;
let first: ShareCardsSummary;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "quillmere-share-cards-"));
  clientDir = path.join(workDir, "client");
  cacheDir = path.join(workDir, "cache");
  for (const [file, text] of Object.entries(pages)) {
    await mkdir(path.dirname(path.join(clientDir, file)), { recursive: true });
    await writeFile(path.join(clientDir, file), text);
  }
  first = await writeShareCards({ clientDir, cacheDir });
}, 60_000);

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const cardFile = (cardPath: string) => path.join(clientDir, ...cardPath.split("/").filter(Boolean));

describe("writeShareCards", () => {
  it("writes a card for each public page whose og:image names it, and none for the others", async () => {
    expect(first.cards.sort()).toEqual(
      ["/share/home.png", "/share/venue.png", `/share/speakers/${speaker.id}.png`].sort(),
    );
    expect(first).toMatchObject({ rendered: 3, reused: 0 });
    expect((await readdir(path.join(clientDir, "share"))).sort()).toEqual([
      "home.png",
      "speakers",
      "venue.png",
    ]);
  });

  it("renders each card as a 1200x630 PNG", async () => {
    for (const card of first.cards) {
      const metadata = await sharp(cardFile(card)).metadata();
      expect(metadata, card).toMatchObject({ format: "png", width: 1200, height: 630 });
    }
  });

  it("draws different pages differently", async () => {
    const pixels = await Promise.all(
      first.cards.map((card) => sharp(cardFile(card)).raw().toBuffer()),
    );
    expect(new Set(pixels.map((bytes) => bytes.toString("base64"))).size).toBe(pixels.length);
  });

  it("copies unchanged cards from the cache and renders only what changed", async () => {
    const again = await writeShareCards({ clientDir, cacheDir });
    expect(again).toMatchObject({ rendered: 0, reused: 3 });
    await writeFile(
      path.join(clientDir, "venue/index.html"),
      html("Getting here", "/share/venue.png"),
    );
    const changed = await writeShareCards({ clientDir, cacheDir });
    expect(changed).toMatchObject({ rendered: 1, reused: 2 });
  });

  it("draws the same cards on worker threads as in this thread", async () => {
    const inThisThread = await Promise.all(first.cards.map((card) => readFile(cardFile(card))));
    const otherClient = path.join(workDir, "client-threads");
    await cp(clientDir, otherClient, { recursive: true });
    await writeShareCards({
      clientDir: otherClient,
      cacheDir: path.join(workDir, "cache-threads"),
      renderThreads: 2,
    });
    for (const [index, card] of first.cards.entries()) {
      const inAWorker = await readFile(path.join(otherClient, ...card.split("/").filter(Boolean)));
      expect(inAWorker.equals(inThisThread[index]!), card).toBe(true);
    }
  }, 60_000);
});
