// Compares two builds of the site file by file: what `npm run check:equivalence` reports. Build
// stamps (the calendar files' DTSTAMP, schedule.json's version date) are masked; optionally so
// are the content hashes in asset file names, for changes that only move code between modules.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface CompareOptions {
  /** Compare `assets/x-AbC123.js` as `assets/x-[hash].js`, in file names and in every text. */
  maskAssetHashes?: boolean;
}

export interface Difference {
  file: string;
  problem: string;
}

export interface Comparison {
  compared: number;
  differences: Difference[];
  /** With masked hashes: the assets whose code differs (expected when modules move). */
  changedAssets: string[];
}

/** Fresh random salt and IVs in every build (decision 006): never the same twice. */
export const notCompared = ["data/private.json"];

const textFile =
  /\.(html|data|json|ics|xml|txt|js|css|svg|webmanifest)$|(^|\/)_(headers|redirects)$/;

const assetHash = /(assets\/[\w.-]+?)-[\w-]{8}(\.(?:js|css))/g;

/** The text with the build's own date and time replaced by placeholders. */
export function maskBuildStamps(file: string, text: string, options: CompareOptions = {}): string {
  let masked = text;
  if (file.endsWith(".ics"))
    masked = masked.replace(/^DTSTAMP:\d{8}T\d{6}Z$/gm, "DTSTAMP:[build time]");
  if (file === "schedule.json") {
    masked = masked.replace(/"version": "\d{4}-\d{2}-\d{2}"/, '"version": "[build date]"');
  }
  if (options.maskAssetHashes) masked = masked.replace(assetHash, "$1-[hash]$2");
  return masked;
}

function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .filter((file) => !notCompared.includes(file))
    .sort();
}

/** The first line on which two texts differ, with both versions (cut to a readable length). */
function firstDifference(base: string, current: string): string {
  const baseLines = base.split("\n");
  const currentLines = current.split("\n");
  const index = baseLines.findIndex((line, at) => line !== currentLines[at]);
  const line = index === -1 ? baseLines.length : index;
  const a = baseLines[line] ?? "";
  const b = currentLines[line] ?? "";
  // Long lines (minified HTML) are shown from a little before the first differing character.
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  const from = Math.max(0, start - 60);
  const cut = (text: string) => JSON.stringify(text.slice(from, from + 160));
  return `line ${line + 1}, column ${start + 1}: base ${cut(a)}, current ${cut(b)}`;
}

export function compareBuilds(
  baseDir: string,
  currentDir: string,
  options: CompareOptions = {},
): Comparison {
  const key = (file: string) =>
    options.maskAssetHashes ? file.replace(assetHash, "$1-[hash]$2") : file;
  const baseFiles = new Map(listFiles(baseDir).map((file) => [key(file), file]));
  const currentFiles = new Map(listFiles(currentDir).map((file) => [key(file), file]));
  const differences: Difference[] = [];
  const changedAssets: string[] = [];
  for (const [name, file] of baseFiles) {
    if (!currentFiles.has(name)) differences.push({ file, problem: "only in the base build" });
  }
  for (const [name, file] of currentFiles) {
    const baseFile = baseFiles.get(name);
    if (baseFile === undefined) {
      differences.push({ file, problem: "only in the current build" });
      continue;
    }
    const a = readFileSync(path.join(baseDir, baseFile));
    const b = readFileSync(path.join(currentDir, file));
    if (a.equals(b)) continue;
    if (options.maskAssetHashes && name.startsWith("assets/")) {
      changedAssets.push(file);
      continue;
    }
    if (!textFile.test(file)) {
      differences.push({ file, problem: "the bytes differ" });
      continue;
    }
    const maskedA = maskBuildStamps(baseFile, a.toString("utf8"), options);
    const maskedB = maskBuildStamps(file, b.toString("utf8"), options);
    if (maskedA !== maskedB) differences.push({ file, problem: firstDifference(maskedA, maskedB) });
  }
  return { compared: currentFiles.size, differences, changedAssets };
}
