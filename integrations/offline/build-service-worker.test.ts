import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  buildServiceWorker,
  precacheLimitBytes,
  expandPagePattern,
  imagesNamedIn,
  pageHtml,
} from "./build-service-worker.ts";
import {
  generatedImageKey,
  isNeverCached,
  offlinePages,
  originalImageKey,
  privatePages,
} from "./offline-rules.ts";

describe("isNeverCached", () => {
  it("covers the private pages, their data, the encrypted data and the private graphics", () => {
    for (const page of privatePages) {
      expect(isNeverCached(page)).toBe(true);
      expect(isNeverCached(`${page}/`)).toBe(true);
      expect(isNeverCached(`${page}.data`)).toBe(true);
      expect(isNeverCached(`${page}/index.html`)).toBe(true);
    }
    expect(isNeverCached("/data/private.json")).toBe(true);
    expect(isNeverCached("/graphics/private_speakers/a.png")).toBe(true);
    expect(isNeverCached("/graphics/private_url_posters.zip")).toBe(true);
  });

  it("leaves the public pages alone", () => {
    for (const page of ["/", "/schedule", "/speakers/7", "/venue", "/privacy", "/analyticsx"]) {
      expect(isNeverCached(page)).toBe(false);
    }
    expect(offlinePages.some((page) => isNeverCached(page))).toBe(false);
  });
});

describe("pageHtml", () => {
  it("names the prerendered HTML of a page", () => {
    expect(pageHtml("/")).toBe("index.html");
    expect(pageHtml("/schedule")).toBe("schedule/index.html");
    expect(pageHtml("/speakers/7")).toBe("speakers/7/index.html");
  });
});

describe("imagesNamedIn", () => {
  it("finds site images in HTML and data, not absolute share-image URLs", () => {
    const html =
      '<img src="/images/speakers/a.webp" srcset="/images/speakers/a.webp 1x, /images/speakers/b.webp 2x">' +
      '<meta property="og:image" content="https://summit.example/images/share/default.png">' +
      '<link rel="icon" href="/images/logo/logo.svg">';
    const data = '[{"image":"/images/speakers/c.webp"}]';
    const picture =
      '<source srcset="/images/generated/speakers/a-240.avif 240w,/images/generated/speakers/a-480.avif 480w">';
    expect(imagesNamedIn(picture)).toEqual([]);
    expect(imagesNamedIn(html)).toEqual([
      "/images/speakers/a.webp",
      "/images/speakers/b.webp",
      "/images/logo/logo.svg",
    ]);
    expect(imagesNamedIn(data)).toEqual(["/images/speakers/c.webp"]);
  });
});

describe("expandPagePattern", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("expands * to the page folders of the build", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "offline-pages-"));
    for (const id of ["7", "12"]) await mkdir(path.join(dir, "speakers", id), { recursive: true });
    await writeFile(path.join(dir, "speakers", "7.data"), "");
    expect(await expandPagePattern(dir, "/speakers/*")).toEqual(["/speakers/12", "/speakers/7"]);
    expect(await expandPagePattern(dir, "/schedule")).toEqual(["/schedule"]);
    expect(await expandPagePattern(dir, "/")).toEqual(["/"]);
  });

  it("does not take the page of another route for a match of *", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "offline-pages-"));
    for (const folder of ["tuesday/grid", "changes"]) {
      await mkdir(path.join(dir, "schedule", folder), { recursive: true });
    }
    expect(await expandPagePattern(dir, "/schedule/*")).toEqual(["/schedule/tuesday"]);
    expect(await expandPagePattern(dir, "/schedule/*/grid")).toEqual(["/schedule/tuesday/grid"]);
  });
});

describe("buildServiceWorker", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  async function write(file: string, text: string) {
    await mkdir(path.dirname(path.join(dir!, file)), { recursive: true });
    await writeFile(path.join(dir!, file), text);
  }

  async function manifest(): Promise<Map<string, string | null>> {
    const worker = await readFile(path.join(dir!, "sw.js"), "utf8");
    const entries = [...worker.matchAll(/\{"revision":("[0-9a-f]+"|null),"url":"([^"]+)"\}/g)];
    return new Map(
      entries.map(([, revision, url]) => [url!, JSON.parse(revision!) as string | null]),
    );
  }

  it("precaches the offline pages under their addresses, their images and the code pages load, nothing private", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "offline-build-"));
    vi.spyOn(console, "log").mockImplementation(() => {});
    const page = (body: string) =>
      `<html><link rel="icon" href="/images/logo/logo.svg">${body}</html>`;
    await write("index.html", page("home"));
    await write("schedule/index.html", page("schedule"));
    await write("speakers/index.html", page('<img src="/images/speakers/a.webp">'));
    await write("speakers/7/index.html", page("speaker 7"));
    // React Router's data files are fetched by no page, and an image named only there is not kept.
    await write("speakers/7.data", '["/images/team/unused.webp"]');
    await write("venue/index.html", page("venue"));
    // The other public pages (one article, one contributor); a resized photo is not precached.
    for (const sitePath of ["/partners", "/becomeasponsor", "/team", "/sideevents", "/community"]) {
      await write(`${sitePath.slice(1)}/index.html`, page(sitePath));
    }
    await write(
      "community/essay/index.html",
      page(
        '<img src="/images/speakers/a.webp" srcset="/images/generated/speakers/a-240.webp 240w">',
      ),
    );
    await write("contributor/ada/index.html", page("contributor"));
    await write("images/generated/speakers/a-240.webp", "webp");
    await write("404.html", page("not found"));
    await write("assets/page-script-AbC123.js", "export {};");
    await write("assets/island-schedule-DeF456.js", "export {};");
    await write("assets/island-my-agenda-GhI789.css", "p{}");
    await write("images/logo/logo.svg", "<svg/>");
    await write("images/speakers/a.webp", "webp");
    await write("images/team/unused.webp", "webp");
    // Private files, even when a page names them, never enter the precache.
    await write("private/index.html", page('<img src="/graphics/private_speakers/a.png">'));
    await write("data/private.json", "{}");
    await write("graphics/private_speakers/a.png", "png");
    // The search index loads from the network when a visitor searches, never ahead (decision 043).
    await write("search/index.html", page("search"));
    await write("pagefind/pagefind.js", "export {};");
    await write("pagefind/wasm.en-gb.pagefind", "wasm");
    await write("pagefind/index/en-gb_1.pf_index", "index");

    const summary = await buildServiceWorker({ clientDir: dir });
    const entries = await manifest();
    expect([...entries.keys()].sort()).toEqual(
      [
        "/",
        "/schedule",
        "/speakers",
        "/speakers/7",
        "/venue",
        "/partners",
        "/becomeasponsor",
        "/team",
        "/sideevents",
        "/community",
        "/community/essay",
        "/contributor/ada",
        "404.html",
        "assets/island-my-agenda-GhI789.css",
        "assets/island-schedule-DeF456.js",
        "assets/page-script-AbC123.js",
        "images/logo/logo.svg",
        "images/speakers/a.webp",
      ].sort(),
    );
    expect(entries.get("assets/page-script-AbC123.js")).toBeNull();
    expect(summary.count).toBe(18);

    // A page's revision follows its HTML, so a deploy that changes it refreshes the kept copy.
    const before = entries.get("/speakers/7");
    await write("speakers/7/index.html", page("speaker 7, new bio"));
    await buildServiceWorker({ clientDir: dir });
    const after = await manifest();
    expect(after.get("/speakers/7")).not.toBe(before);
    expect(after.get("/")).toBe(entries.get("/"));
  }, 60_000);

  it("keeps the precache under its limit on a large event: a page too large or beyond the limit is left to the network", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "offline-build-"));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await write("index.html", "<html>home</html>");
    // A schedule page above Workbox's 2 MB per-file limit, as a 1,000-session programme made.
    await write("schedule/index.html", `<html>${"x".repeat(2.2 * 1024 * 1024)}</html>`);
    // Forty speakers with a 200 KB photo each: 8 MB in all, over the 6 MB limit.
    for (let id = 1; id <= 40; id += 1) {
      const photo = `/images/speakers/s${String(id).padStart(2, "0")}.webp`;
      await write(`speakers/${id}/index.html`, `<html><img src="${photo}"></html>`);
      await write(photo.slice(1), "p".repeat(200 * 1000));
    }
    for (const sitePath of ["speakers", "venue", "partners", "becomeasponsor", "team"]) {
      await write(`${sitePath}/index.html`, "<html>page</html>");
    }
    for (const sitePath of ["sideevents", "community", "community/a", "contributor/b"]) {
      await write(`${sitePath}/index.html`, "<html>page</html>");
    }
    await write("404.html", "<html>not found</html>");
    await write("assets/page-script-AbC123.js", "export {};");
    await write("assets/island-schedule-DeF456.js", "export {};");

    const summary = await buildServiceWorker({ clientDir: dir });
    const entries = await manifest();
    expect(entries.has("/")).toBe(true);
    expect(entries.has("/schedule")).toBe(false);
    expect(summary.bytes).toBeLessThanOrEqual(precacheLimitBytes);
    const speakers = [...entries.keys()].filter((url) => url.startsWith("/speakers/"));
    // Each kept page brings its photo; the pages after the limit bring none.
    expect(speakers.length).toBeGreaterThan(20);
    expect(speakers.length).toBeLessThan(40);
    const photos = [...entries.keys()].filter((url) => url.startsWith("images/speakers/"));
    expect(photos).toHaveLength(speakers.length);
    expect(log.mock.calls.flat().join("\n")).toMatch(
      /Offline: \d+ pages did not fit the 6 MB precache and load from the network only \(\/schedule, /,
    );
  }, 60_000);

  it("on a large event keeps each day's list, then the grids, before the speakers' pages", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "offline-build-"));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const sized = (megabytes: number) => `<html>${"x".repeat(megabytes * 1000 * 1000)}</html>`;
    for (const sitePath of ["", "schedule", "speakers", "venue", "partners", "becomeasponsor"]) {
      await write(`${sitePath ? `${sitePath}/` : ""}index.html`, "<html>page</html>");
    }
    for (const sitePath of ["team", "sideevents", "community", "community/a", "contributor/b"]) {
      await write(`${sitePath}/index.html`, "<html>page</html>");
    }
    // Three busy days: their lists fill 4.5 MB of the 6, so one grid fits and no speaker does.
    for (const day of ["tuesday", "wednesday", "thursday"]) {
      await write(`schedule/${day}/index.html`, sized(1.5));
      await write(`schedule/${day}/grid/index.html`, sized(1));
    }
    for (let id = 1; id <= 5; id += 1) await write(`speakers/${id}/index.html`, sized(0.6));
    await write("404.html", "<html>not found</html>");
    await write("assets/page-script-AbC123.js", "export {};");
    await write("assets/island-schedule-DeF456.js", "export {};");

    await buildServiceWorker({ clientDir: dir });
    const pages = [...(await manifest()).keys()].filter((url) => url.startsWith("/"));
    expect(pages.filter((url) => /^\/schedule\/\w+$/.test(url)).sort()).toEqual([
      "/schedule/thursday",
      "/schedule/tuesday",
      "/schedule/wednesday",
    ]);
    expect(pages.filter((url) => url.endsWith("/grid"))).toEqual(["/schedule/thursday/grid"]);
    expect(pages.filter((url) => /^\/speakers\/\d+$/.test(url))).toEqual([]);
    expect(pages).toContain("/speakers");
    expect(log.mock.calls.flat().join("\n")).toMatch(
      /Offline: 7 pages did not fit the 6 MB precache .*\(\/schedule\/tuesday\/grid, \/schedule\/wednesday\/grid, \/speakers\/1, \.\.\.\)/,
    );
  }, 60_000);
});

describe("generated images offline", () => {
  it("maps every size and format of a photo to the key of its original", () => {
    expect(generatedImageKey("/images/generated/speakers/ada-lovelace-240.avif")).toBe(
      "speakers/ada-lovelace",
    );
    expect(generatedImageKey("/images/generated/journal/x-card-800.webp")).toBe("journal/x-card");
    expect(originalImageKey("/images/speakers/ada-lovelace.webp")).toBe("speakers/ada-lovelace");
    expect(originalImageKey("/images/journal/x-card.png")).toBe("journal/x-card");
  });

  it("ignores other paths", () => {
    expect(generatedImageKey("/images/speakers/ada.webp")).toBeNull();
    expect(generatedImageKey("/images/generated/speakers/ada.avif")).toBeNull();
    expect(originalImageKey("/assets/app.js")).toBeNull();
    expect(originalImageKey("/images/generated/speakers/ada-240.avif")).toBeNull();
  });
});
