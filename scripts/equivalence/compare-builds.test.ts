import { afterAll, describe, expect, it } from "vitest";
import { removeTempFolders, tempFolder } from "../test-support/temp-folder.ts";
import { compareBuilds, maskBuildStamps } from "./compare-builds.ts";

afterAll(removeTempFolders);

const build = (files: Record<string, string>) => tempFolder("equivalence", files);

const page = (script: string, title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title><script src="/${script}"></script></head><body></body></html>`;

const base = {
  "index.html": page("assets/site-shared-Bv-bNYPm.js", "Overview"),
  "schedule.json": '{\n  "schedule": {\n    "version": "2026-11-23",\n    "rooms": []\n  }\n}\n',
  "schedule.ics": "BEGIN:VEVENT\nUID:tue-lunch@example\nDTSTAMP:20261123T093847Z\nEND:VEVENT\n",
  "assets/site-shared-Bv-bNYPm.js": 'var e={summitName:"Summit"};',
  "data/private.json": '{"salt":"one"}',
};

describe("maskBuildStamps", () => {
  it("masks the calendar stamp and the schedule's version date, nothing else", () => {
    expect(
      maskBuildStamps("schedule.ics", "DTSTAMP:20261123T093847Z\nDTSTART:20251028T120000Z"),
    ).toBe("DTSTAMP:[build time]\nDTSTART:20251028T120000Z");
    expect(maskBuildStamps("schedule.json", '"version": "2026-11-23", "start": "2025-10-28"')).toBe(
      '"version": "[build date]", "start": "2025-10-28"',
    );
    expect(maskBuildStamps("index.html", "DTSTAMP:20261123T093847Z")).toBe(
      "DTSTAMP:20261123T093847Z",
    );
  });

  it("masks asset hashes only when asked", () => {
    const html = '<script src="/assets/site-shared-Bv-bNYPm.js"></script>';
    expect(maskBuildStamps("index.html", html)).toBe(html);
    expect(maskBuildStamps("index.html", html, { maskAssetHashes: true })).toBe(
      '<script src="/assets/site-shared-[hash].js"></script>',
    );
  });
});

describe("compareBuilds", () => {
  it("finds two builds equal when only the build stamps and the private data differ", () => {
    const current = build({
      ...base,
      "schedule.json": base["schedule.json"].replace("2026-11-23", "2026-11-24"),
      "schedule.ics": base["schedule.ics"].replace("093847", "100539"),
      "data/private.json": '{"salt":"two"}',
    });
    expect(compareBuilds(build(base), current)).toEqual({
      compared: 4,
      differences: [],
      changedAssets: [],
    });
  });

  it("reports a real difference with its file and place", () => {
    const current = build({
      ...base,
      "index.html": page("assets/site-shared-Bv-bNYPm.js", "Overveiw"),
    });
    const { differences } = compareBuilds(build(base), current);
    expect(differences).toHaveLength(1);
    expect(differences[0]!.file).toBe("index.html");
    expect(differences[0]!.problem).toMatch(
      /^line 1, column \d+: base ".*Overview.*", current ".*Overveiw.*"$/,
    );
  });

  it("reports files that only one build has", () => {
    const current = build({ ...base, "speakers/99/index.html": page("x.js", "Nobody") });
    expect(compareBuilds(build(base), current).differences).toEqual([
      { file: "speakers/99/index.html", problem: "only in the current build" },
    ]);
  });

  it("reports a new asset hash, unless hashes are masked, which still catches a page change", () => {
    const moved = {
      ...base,
      "index.html": page("assets/site-shared-C0ffee12.js", "Overview"),
      "assets/site-shared-C0ffee12.js": 'var t={summitName:"Summit"};',
    };
    delete (moved as Record<string, string>)["assets/site-shared-Bv-bNYPm.js"];
    const strict = compareBuilds(build(base), build(moved));
    expect(strict.differences.map((difference) => difference.file).sort()).toEqual([
      "assets/site-shared-Bv-bNYPm.js",
      "assets/site-shared-C0ffee12.js",
      "index.html",
    ]);
    const masked = compareBuilds(build(base), build(moved), { maskAssetHashes: true });
    expect(masked.differences).toEqual([]);
    expect(masked.changedAssets).toEqual(["assets/site-shared-C0ffee12.js"]);

    const changed = build({
      ...moved,
      "index.html": page("assets/site-shared-C0ffee12.js", "Home"),
    });
    expect(
      compareBuilds(build(base), changed, { maskAssetHashes: true }).differences.map((d) => d.file),
    ).toEqual(["index.html"]);
  });
});
