import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../../content/checked-content.ts";
import {
  graphicsKinds,
  type GraphicItem,
  type GraphicsCatalogue,
} from "../../content/schema/private.ts";
import {
  formatSize,
  generateGraphicsWithStats,
  graphicsFolders,
  type GenerateGraphicsOptions,
  type GraphicsStats,
} from "./generate-graphics.ts";

const { partners, settings, speakers } = loadContent();

let workDir: string;
let options: GenerateGraphicsOptions;
let first: GraphicsStats;
let catalogue: GraphicsCatalogue;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "quillmere-graphics-"));
  options = {
    plaintextDir: path.join(workDir, "plaintext"),
    cacheDir: path.join(workDir, "cache"),
    speakers,
    partners,
    settings,
    publicDir: path.resolve("event/public"),
    onlyFirst: 2,
  };
  first = await generateGraphicsWithStats(options);
  catalogue = first.catalogue;
}, 60_000);

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

const fileOf = (item: GraphicItem) =>
  path.join(options.plaintextDir, ...item.path.split("/").filter(Boolean));

const allItems = () =>
  graphicsKinds.flatMap((kind) => [...catalogue[kind], catalogue.packages[kind]]);

describe("formatSize", () => {
  it("shows megabytes with two decimals", () => {
    expect(formatSize(440_402)).toBe("0.42 MB");
    expect(formatSize(1024 * 1024)).toBe("1.00 MB");
    expect(formatSize(26_948_403)).toBe("25.70 MB");
  });

  it("never shows a non-empty file as 0.00 MB", () => {
    expect(formatSize(1)).toBe("0.01 MB");
  });
});

describe("generateGraphicsWithStats", () => {
  it("makes a speaker card per speaker, three sponsor cards per partner and the URL posters", () => {
    expect(catalogue.speakers.map((item) => item.name)).toEqual(
      speakers
        .slice(0, 2)
        .map((speaker) => speaker.name)
        .sort((a, b) => a.localeCompare(b, "en")),
    );
    expect(catalogue.speakers.map((item) => item.filename)).toContain("amara-okafor-reid.png");
    expect(catalogue.sponsors).toHaveLength(6);
    expect(catalogue.urlPosters.length).toBeGreaterThanOrEqual(3);
    expect(first.rendered).toBe(
      catalogue.speakers.length + catalogue.sponsors.length + catalogue.urlPosters.length,
    );
  });

  it("sorts each tab by name", () => {
    for (const kind of graphicsKinds) {
      const names = catalogue[kind].map((item) => item.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    }
  });

  it("gives sponsor cards their organisation and variant", () => {
    const brightmoor = catalogue.sponsors.filter((item) => item.originalName === "Brightmoor Labs");
    expect(brightmoor.map((item) => item.variant).sort()).toEqual(["Dark", "Light", "Square"]);
    expect(brightmoor.map((item) => item.name)).toContain("Brightmoor Labs (Dark)");
    expect(brightmoor.map((item) => item.filename)).toContain("brightmoor-labs-dark.png");
    for (const item of [...catalogue.speakers, ...catalogue.urlPosters]) {
      expect(item.originalName).toBeUndefined();
      expect(item.variant).toBeUndefined();
    }
  });

  it("lists files that exist, with their real sizes", async () => {
    for (const item of allItems()) {
      const { size } = await stat(fileOf(item));
      expect(item.bytes, item.path).toBe(size);
      expect(item.size).toBe(formatSize(size));
      expect(item.path).toBe(
        `/graphics/${path.posix.basename(path.posix.dirname(item.path))}/${item.filename}`,
      );
    }
  });

  it("puts exactly the catalogued files in each tab's folder and zip", async () => {
    for (const kind of graphicsKinds) {
      const pngs = catalogue[kind].map((item) => item.filename).sort();
      const zipItem = catalogue.packages[kind];
      expect(zipItem.isPackage).toBe(true);
      expect(zipItem.filename).toBe(graphicsFolders[kind].zip);
      expect(zipItem.path).toBe(`/graphics/${graphicsFolders[kind].folder}/${zipItem.filename}`);

      const folder = path.join(options.plaintextDir, "graphics", graphicsFolders[kind].folder);
      expect((await readdir(folder)).sort()).toEqual([...pngs, zipItem.filename].sort());

      const entries = unzipSync(new Uint8Array(await readFile(fileOf(zipItem))));
      expect(Object.keys(entries).sort()).toEqual(pngs);
      for (const item of catalogue[kind])
        expect(Buffer.from(entries[item.filename] ?? []).equals(await readFile(fileOf(item)))).toBe(
          true,
        );
    }
  });

  it("renders each graphic at its declared size", async () => {
    const size = async (item: GraphicItem | undefined) => {
      const { width, height, format } = await sharp(fileOf(item as GraphicItem)).metadata();
      return { width, height, format };
    };
    const poster = catalogue.urlPosters.find((item) => item.filename === "register-poster-a4.png");
    expect(await size(poster)).toEqual({ width: 1240, height: 1754, format: "png" });
    const story = catalogue.urlPosters.find((item) => item.filename === "story-9x16.png");
    expect(await size(story)).toEqual({ width: 1080, height: 1920, format: "png" });
    expect(await size(catalogue.speakers[0])).toEqual({ width: 1080, height: 1080, format: "png" });
    const light = catalogue.sponsors.find((item) => item.variant === "Light");
    expect(await size(light)).toEqual({ width: 1200, height: 630, format: "png" });
    const square = catalogue.sponsors.find((item) => item.variant === "Square");
    expect(await size(square)).toEqual({ width: 1080, height: 1080, format: "png" });
  });

  it("reuses the cache when nothing changed and renders only what changed", async () => {
    const total = first.rendered;
    const again = await generateGraphicsWithStats(options);
    expect(again).toMatchObject({ rendered: 0, reused: total });
    expect(again.catalogue).toEqual(catalogue);

    const [speaker, ...rest] = speakers;
    const changed = await generateGraphicsWithStats({
      ...options,
      speakers: [{ ...speaker!, title: "Chief Safety Officer" }, ...rest],
    });
    expect(changed).toMatchObject({ rendered: 1, reused: total - 1 });
  }, 30_000);
});
