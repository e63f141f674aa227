import { afterAll, describe, expect, it } from "vitest";
import { encryptPrivateFile } from "../../../site/features/graphics-download/private-file.ts";
import { deriveKey, toBase64 } from "../../../site/features/private-area/envelope.ts";
import type { PrivateDatasets } from "../../../content/schema/private.ts";
import { sha256Source } from "../../../integrations/deploy/csp-hashes.ts";
import { encryptDatasetsWithKey } from "../../../integrations/private-data/encrypt.ts";
import { removeTempFolders, tempFolder } from "../../../e2e/harness/test-support/temp-folder.ts";
import { compareBuilds } from "./compare-builds.ts";

afterAll(removeTempFolders);

const password = "fixture-password-for-these-tests";

interface SiteOptions {
  /** The hash in the page script's name (changes with its bytes). */
  scriptHash?: string;
  /** The page script's code. */
  script?: string;
  heading?: string;
  dtstamp?: string;
  poster?: string;
  discountCode?: string;
  /** The chunk React Router's SPA shell preloads, by its name before the hash. */
  shellChunk?: string;
  /** Files left out. */
  without?: string[];
}

/**
 * A small client folder as the build writes one: a page whose inline script names the hashed page
 * script (and whose policy holds that inline script's hash), a calendar with its build stamp, and
 * a private area encrypted afresh (new salt and IVs) on every call.
 */
async function site({
  scriptHash = "CuY75xzR",
  script = 'import{t as e}from"./tabs-B7_tReQp.js";e(document);',
  heading = "Overview",
  dtstamp = "20261124T213315Z",
  poster = "poster pixels",
  discountCode = "BRIGHTMOORLABS20",
  shellChunk = "private-area-paths",
  without = [],
}: SiteOptions = {}): Promise<string> {
  const inline = `import("/assets/page-script-${scriptHash}.js")`;
  const page = (title: string) =>
    `<!DOCTYPE html><html lang="en-GB"><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' ${sha256Source(inline)}"/><title>${title}</title></head><body><h1>${title}</h1><p>Three days<!-- --> in London</p><script type="module">${inline}</script></body></html>`;

  const salt = crypto.getRandomValues(new Uint8Array(16));
  // Few iterations: a test, not a password to protect. The envelope says how many.
  const key = await deriveKey(password, salt, 1000, ["encrypt", "decrypt"]);
  const envelope = await encryptDatasetsWithKey(
    { key, kdf: { name: "PBKDF2", hash: "SHA-256", iterations: 1000, salt: toBase64(salt) } },
    { discounts: { code: discountCode } } as unknown as PrivateDatasets,
  );
  const posterPath = "/graphics/private_url_posters/poster.png";
  const files: Record<string, string | Uint8Array> = {
    "index.html": page(heading),
    "speakers/7/index.html": page("Speaker 7"),
    "__spa-fallback.html": `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/${shellChunk}-Bx9_k2Qa.js"/></head><body></body></html>`,
    [`assets/page-script-${scriptHash}.js`]: script,
    "assets/tabs-B7_tReQp.js": "export function t(d){d.title='tabs'}",
    "calendar/tuesday.ics": `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:tue-lunch@quillmere\r\nDTSTAMP:${dtstamp}\r\nDTSTART:20251028T120000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    "data/private.json": JSON.stringify(envelope),
    [posterPath.slice(1)]: await encryptPrivateFile(
      key,
      posterPath,
      new TextEncoder().encode(poster),
    ),
    "images/logo.webp": new Uint8Array([82, 73, 70, 70, 1, 2, 3]),
  };
  for (const file of without) delete files[file];
  return tempFolder("equivalence-client", files);
}

const compare = async (base: SiteOptions, head: SiteOptions) =>
  compareBuilds(await site(base), await site(head), { password });

describe("compareBuilds", () => {
  it("finds two builds of the same source the same: stamps and encryption differ, nothing else", async () => {
    const comparison = await compare({}, { dtstamp: "20261125T080102Z" });
    expect(comparison.differences).toEqual([]);
    expect(comparison.onlyInBase).toEqual([]);
    expect(comparison.onlyInHead).toEqual([]);
    expect(comparison.compared).toBe(9);
    expect(comparison.notes).toEqual([]);
    expect(Object.fromEntries(comparison.normalised)).toEqual({
      "calendar DTSTAMP": 1,
      // The envelope and the poster: fresh salt and IVs, the same plaintext.
      "encrypted file": 2,
    });
  });

  it("maps hashed asset names to their stem, and the CSP hash of inline code that names them", async () => {
    // A refactoring: the page script's code and so its hash change, the pages do not.
    const comparison = await compare(
      {},
      {
        scriptHash: "D-uBH0V_",
        script: 'import{t}from"./tabs-B7_tReQp.js";t(document);',
      },
    );
    expect(comparison.onlyInBase).toEqual([]);
    expect(comparison.onlyInHead).toEqual([]);
    expect(comparison.differences).toEqual([
      expect.objectContaining({ file: "assets/page-script-[hash].js", kind: "code" }),
    ]);
    expect(comparison.normalised.get("hashed asset name")).toBe(1);
    // One inline script per page, on two pages.
    expect(comparison.normalised.get("CSP hash")).toBe(2);
  });

  it("counts React Router's SPA shell, which is never served, as code", async () => {
    const { differences } = await compare({}, { shellChunk: "route-manifest" });
    expect(differences).toEqual([
      expect.objectContaining({ file: "__spa-fallback.html", kind: "code" }),
    ]);
  });

  it("reports a change to a page's text, with the lines around it", async () => {
    const { differences } = await compare({}, { heading: "Overveiw" });
    expect(differences).toHaveLength(1);
    expect(differences[0]).toMatchObject({ file: "index.html", kind: "content" });
    const { detail } = differences[0]!;
    // The page one element a line, comments gone; the title and the heading changed.
    expect(detail[0]).toBe("@@ base line 3, head line 3 @@");
    expect(detail).toContain('-     <title>"Overview"</title>');
    expect(detail).toContain('+     <title>"Overveiw"</title>');
    expect(detail).toContain('-     <h1>"Overview"</h1>');
    expect(detail).toContain('+     <h1>"Overveiw"</h1>');
    expect(detail).toContain('      <p>"Three days in London"</p>');
  });

  it("reports a file that only one build has", async () => {
    const comparison = await compare({}, { without: ["speakers/7/index.html"] });
    expect(comparison.onlyInBase).toEqual([
      {
        file: "speakers/7/index.html",
        realFile: "speakers/7/index.html",
        kind: "content",
        bytes: expect.any(Number),
      },
    ]);
    expect(comparison.onlyInHead).toEqual([]);
    expect(comparison.differences).toEqual([]);
  });

  it("compares encrypted files by their plaintext, decrypted with the password", async () => {
    const { differences } = await compare(
      {},
      { poster: "other pixels!", discountCode: "NORTHWALL20" },
    );
    expect(differences.map(({ file, detail }) => ({ file, detail }))).toEqual([
      {
        file: "data/private.json",
        detail: [
          "@@ base line 9, head line 9 @@",
          '    "datasets": {',
          '      "discounts": {',
          '-       "code": "BRIGHTMOORLABS20"',
          '+       "code": "NORTHWALL20"',
          "      }",
          "    }",
        ],
      },
      {
        file: "graphics/private_url_posters/poster.png",
        detail: ["[decrypted content differs: 13 bytes → 13 bytes]"],
      },
    ]);
  });

  it("compares encrypted files by size when the password does not open them", async () => {
    const comparison = await compareBuilds(
      await site(),
      await site({ poster: "other pixels, longer" }),
      {
        password: "not-the-password-they-were-built-with",
      },
    );
    expect(comparison.notes).toHaveLength(2);
    expect(comparison.differences.map(({ file, detail }) => ({ file, detail }))).toEqual([
      {
        file: "graphics/private_url_posters/poster.png",
        detail: ["[encrypted, compared by size: 13 bytes → 20 bytes]"],
      },
    ]);
  });
});
