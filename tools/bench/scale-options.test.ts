import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseScaleOptions, readableExport, UsageError } from "./scale-options.ts";

const folder = mkdtempSync(path.join(tmpdir(), "bench-scale-options-"));
const exportFile = path.join(folder, "schedule.json");
writeFileSync(exportFile, "{}");
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const failure = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error("expected a UsageError");
};

describe("parseScaleOptions", () => {
  it("builds the synthetic event of 1,400 sessions by default", () => {
    expect(parseScaleOptions([])).toEqual({
      event: { kind: "synthetic", sessions: 1400 },
      skipLighthouse: false,
      lighthouseRuns: 3,
      keep: false,
    });
    expect(parseScaleOptions(["--sessions", "200", "--skip-lighthouse", "--keep"])).toEqual({
      event: { kind: "synthetic", sessions: 200 },
      skipLighthouse: true,
      lighthouseRuns: 3,
      keep: true,
    });
  });

  it("takes an export file, with a time zone for one that names none", () => {
    expect(parseScaleOptions(["--export", exportFile, "--skip-lighthouse"])).toEqual({
      event: { kind: "export", file: exportFile },
      skipLighthouse: true,
      lighthouseRuns: 3,
      keep: false,
    });
    expect(
      parseScaleOptions([`--export=${exportFile}`, "--time-zone", "Europe/Berlin"]),
    ).toMatchObject({ event: { kind: "export", file: exportFile }, timeZone: "Europe/Berlin" });
  });

  it("says what is wrong with the command line", () => {
    expect(failure(() => parseScaleOptions(["--export"]))).toMatch(/--export.*argument missing/);
    expect(failure(() => parseScaleOptions(["--export", exportFile, "--sessions", "200"]))).toMatch(
      /--sessions and --export do not go together/,
    );
    expect(failure(() => parseScaleOptions(["--sessions", "5"]))).toMatch(
      /--sessions must be a whole number ≥ 10, not 5/,
    );
    expect(failure(() => parseScaleOptions(["--sessions", "2e3"]))).toMatch(/not 2e3/);
    expect(parseScaleOptions(["--runs", "1"]).lighthouseRuns).toBe(1);
    expect(failure(() => parseScaleOptions(["--runs", "0"]))).toMatch(
      /--runs must be a whole number ≥ 1, not 0/,
    );
    expect(failure(() => parseScaleOptions(["--time-zone", "Europe/Berlin"]))).toMatch(
      /--time-zone is for --export/,
    );
    expect(failure(() => parseScaleOptions(["--exprot", exportFile]))).toMatch(
      /Unknown option '--exprot'[\s\S]*Usage: npm run bench:scale/,
    );
  });
});

describe("readableExport", () => {
  it("gives the absolute path, reading a relative one from the given folder", () => {
    expect(readableExport("schedule.json", folder)).toBe(exportFile);
    expect(readableExport(exportFile)).toBe(exportFile);
  });

  it("says so when the file is missing, a folder, an address or empty", () => {
    expect(failure(() => readableExport("missing.json", folder))).toBe(
      `--export missing.json: no such file (looked for ${path.join(folder, "missing.json")})`,
    );
    expect(failure(() => readableExport(path.join(exportFile, "inside.json")))).toMatch(
      /no such file/,
    );
    const sub = path.join(folder, "sub");
    mkdirSync(sub, { recursive: true });
    expect(failure(() => readableExport(sub))).toMatch(/is a folder, not an export file/);
    expect(failure(() => readableExport("https://example.test/schedule.json"))).toMatch(
      /takes a file, not an address/,
    );
    expect(failure(() => readableExport(" "))).toMatch(/--export needs a file/);
  });

  it("says so when the file cannot be read", () => {
    const locked = path.join(folder, "locked.json");
    writeFileSync(locked, "{}");
    const refuse = () => {
      throw Object.assign(new Error("permission denied"), { code: "EACCES" });
    };
    expect(failure(() => readableExport(locked, folder, refuse))).toMatch(
      /cannot be read \(EACCES\)/,
    );
  });
});
