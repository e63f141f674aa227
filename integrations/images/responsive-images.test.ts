import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findVariant, writeResponsiveImages } from "./responsive-images.ts";

let workDir: string;
let publicDir: string;

const square = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: "#36c" } });

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "quillmere-images-"));
  publicDir = path.join(workDir, "public");
  for (const folder of ["speakers", "partners", "share"]) {
    await mkdir(path.join(publicDir, "images", folder), { recursive: true });
  }
  await writeFile(
    path.join(publicDir, "images/speakers/ada.png"),
    await square(600).png().toBuffer(),
  );
  await writeFile(path.join(publicDir, "images/partners/logo.svg"), "<svg/>");
  await writeFile(
    path.join(publicDir, "images/share/default.png"),
    await square(50).png().toBuffer(),
  );
});

afterAll(() => rm(workDir, { recursive: true, force: true }));

describe("writeResponsiveImages", () => {
  const options = () => ({
    publicDir,
    clientDir: path.join(workDir, "client"),
    cacheDir: path.join(workDir, "cache"),
  });

  it("writes every width in AVIF and WebP, never wider than asked, and reuses them next time", async () => {
    const first = await writeResponsiveImages(options());
    expect(first).toMatchObject({ sources: 1, files: 10, encoded: 10 });
    const written = await readdir(path.join(workDir, "client/images/generated/speakers"));
    expect(written.sort()).toEqual(
      [80, 160, 240, 360, 480].flatMap((w) => [`ada-${w}.avif`, `ada-${w}.webp`]).sort(),
    );
    const meta = await sharp(
      path.join(workDir, "client/images/generated/speakers/ada-240.avif"),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([240, 240]);

    const second = await writeResponsiveImages(options());
    expect(second).toMatchObject({ files: 10, encoded: 0, bytes: first.bytes });
  });

  it("fails naming a source smaller than its largest size", async () => {
    const small = path.join(publicDir, "images/speakers/tiny.webp");
    await writeFile(small, await square(300).webp().toBuffer());
    try {
      await expect(writeResponsiveImages(options())).rejects.toThrow(
        "public/images/speakers/tiny.webp is 300 px wide; it must be at least 480 px wide",
      );
    } finally {
      await rm(small);
    }
  });

  it("finds the source of a generated path for the dev server", async () => {
    expect(await findVariant(publicDir, "/images/generated/speakers/ada-160.webp")).toEqual({
      sourceFile: path.join(publicDir, "images/speakers/ada.png"),
      width: 160,
      format: "webp",
    });
    expect(await findVariant(publicDir, "/images/generated/speakers/ada-161.webp")).toBeNull();
    expect(await findVariant(publicDir, "/images/generated/speakers/nobody-160.webp")).toBeNull();
  });
});
