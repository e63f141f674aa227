// Compares two builds' client folders as a visitor gets them: the same addresses, and the same
// content at each once what legitimately differs between two builds is made stable (hashed asset
// names, build stamps, CSP hashes and precache revisions that follow from them, the encryption's
// randomness). What `npm run check:equivalence` reports (report.ts, docs/decisions/028).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { stampMaskerFor, type StampKind } from "./build-stamps.ts";
import {
  matchAssetNames,
  nameRewriter,
  provisionalAssetNames,
  type NameRewriter,
} from "./hashed-asset-names.ts";
import { htmlLines } from "./html-lines.ts";
import { compactDiff } from "./line-diff.ts";
import { precacheLines, splitPrecacheList } from "./precache-list.ts";
import {
  decryptedEnvelope,
  decryptedFile,
  envelopeFile,
  isEncryptedFile,
  openPrivateArea,
  plaintextSize,
  type PrivateArea,
} from "./private-files.ts";
import { cssLines, jsonLines, textLines } from "./readable-lines.ts";

/**
 * Code is what a refactoring changes by design (the JavaScript bundles, the worker's code); its
 * differences are reported apart, and fail the check only when asked (report.ts).
 */
export type FileKind = "content" | "code";

export type NormalisationKind =
  "hashed asset name" | StampKind | "CSP hash" | "precache revision" | "encrypted file";

export interface ListedFile {
  /** The stable name (hashed assets as assets/x-[hash].js). */
  file: string;
  /** Its name in that build. */
  realFile: string;
  kind: FileKind;
  bytes: number;
}

export interface FileDifference {
  /** The stable name, with #part for a part of a file (sw.js#precache). */
  file: string;
  kind: FileKind;
  baseBytes: number;
  headBytes: number;
  /** A compact diff, or one line saying how binary files differ. */
  detail: string[];
}

export interface Comparison {
  /** Files in both builds. */
  compared: number;
  onlyInBase: ListedFile[];
  onlyInHead: ListedFile[];
  differences: FileDifference[];
  /** How many values of each kind differed between the builds and were made stable. */
  normalised: Map<NormalisationKind, number>;
  /** What could not be compared in full, e.g. private files that did not decrypt. */
  notes: string[];
}

export interface CompareOptions {
  /** The password both builds encrypted their private area with (the test fixture's). */
  password: string;
}

const codeFile = /\.(?:[cm]?js|wasm)$/;
const textFile =
  /\.(?:html?|css|[cm]?js|json|webmanifest|xml|txt|ics|svg|ya?ml|md|map)$|(?:^|\/)_(?:headers|redirects)$/;
const serviceWorker = "sw.js";

/**
 * A build from before the move to Astro (docs/decisions/034-astro.md) has React Router's SPA shell,
 * `__spa-fallback.html`, which no host served: it only booted a client router no page loaded, and
 * named the chunks of the route modules' imports; so it counts as code.
 */
const isNeverServed = (file: string) => file === "__spa-fallback.html";

const kindOf = (file: string): FileKind =>
  codeFile.test(file) || isNeverServed(file) ? "code" : "content";

/** Every file of a client folder, as site paths without the leading slash, sorted. */
function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}

/** What one side of a file is compared as: lines of text, bytes, or (encrypted) a size. */
type View =
  | { part: string; kind: FileKind; lines: string[] }
  | { part: string; kind: FileKind; bytes: Uint8Array; decrypted?: boolean }
  | { part: string; kind: FileKind; size: number; reason: string };

interface Normalised {
  views: View[];
  /** The values made stable, by kind, as they were in this build. */
  stamps: Partial<Record<NormalisationKind, string[]>>;
}

interface Side {
  clientDir: string;
  rewriter: NameRewriter;
  privateArea: () => Promise<PrivateArea>;
}

function linesOf(file: string, text: string): string[] {
  if (file.endsWith(".css")) return cssLines(text);
  if (/\.(?:json|webmanifest)$/.test(file)) return jsonLines(text);
  return textLines(text);
}

async function normalise(side: Side, file: string, bytes: Uint8Array): Promise<Normalised> {
  const kind = kindOf(file);
  if (isEncryptedFile(file)) {
    const area = await side.privateArea();
    if (!area.open) {
      return {
        views: [{ part: "", kind, size: plaintextSize(file, bytes), reason: area.reason }],
        stamps: {},
      };
    }
    // The ciphertext's own hash: what differs between two encryptions of the same plaintext.
    const stamps = { "encrypted file": [createHash("sha256").update(bytes).digest("hex")] };
    if (file === envelopeFile) {
      const lines = JSON.stringify(await decryptedEnvelope(area), null, 2).split("\n");
      return { views: [{ part: "", kind, lines }], stamps };
    }
    try {
      return {
        views: [{ part: "", kind, bytes: await decryptedFile(area, file, bytes), decrypted: true }],
        stamps,
      };
    } catch {
      return { views: [{ part: "", kind, lines: ["[does not decrypt]"] }], stamps: {} };
    }
  }
  if (!textFile.test(file)) return { views: [{ part: "", kind, bytes }], stamps: {} };

  const raw = new TextDecoder().decode(bytes);
  const stableNames = (text: string) => side.rewriter.rewrite(text).text;
  if (/\.html?$/.test(file)) {
    const page = htmlLines(raw, stableNames);
    return {
      views: [{ part: "", kind, lines: page.lines }],
      stamps: { "CSP hash": page.cspHashes },
    };
  }
  let text = stableNames(raw);
  const stamps: Normalised["stamps"] = {};
  const masker = stampMaskerFor(file);
  if (masker) {
    const masked = masker.mask(text);
    text = masked.text;
    stamps[masker.kind] = masked.stamps;
  }
  if (file === serviceWorker) {
    const split = splitPrecacheList(text);
    if (split) {
      stamps["precache revision"] = split.entries.map(({ url, revision }) => `${url} ${revision}`);
      return {
        views: [
          { part: "", kind: "code", lines: textLines(split.code) },
          { part: "#precache", kind: "content", lines: precacheLines(split.entries) },
        ],
        stamps,
      };
    }
  }
  return { views: [{ part: "", kind, lines: linesOf(file, text) }], stamps };
}

/** How many of the head's values are not among the base's (each value counted once a match). */
function changedValues(base: readonly string[] = [], head: readonly string[] = []): number {
  const left = new Map<string, number>();
  for (const value of base) left.set(value, (left.get(value) ?? 0) + 1);
  let changed = 0;
  for (const value of head) {
    const count = left.get(value) ?? 0;
    if (count > 0) left.set(value, count - 1);
    else changed += 1;
  }
  return changed;
}

const formatBytes = (bytes: number) => `${bytes.toLocaleString("en-GB")} bytes`;

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(
    Buffer.from(b.buffer, b.byteOffset, b.byteLength),
  );
}

/** How two views of the same part differ, as report lines; undefined when they do not. */
function viewDifference(a: View | undefined, b: View | undefined): string[] | undefined {
  if (!a || !b) return [a ? "[only in the base build]" : "[only in the head build]"];
  if ("lines" in a && "lines" in b) {
    if (a.lines.length === b.lines.length && a.lines.every((line, at) => line === b.lines[at]))
      return undefined;
    return compactDiff(a.lines, b.lines);
  }
  if ("bytes" in a && "bytes" in b) {
    if (bytesEqual(a.bytes, b.bytes)) return undefined;
    const what = a.decrypted ? "decrypted content differs" : "binary content differs";
    return [`[${what}: ${formatBytes(a.bytes.length)} → ${formatBytes(b.bytes.length)}]`];
  }
  if ("size" in a && "size" in b) {
    if (a.size === b.size) return undefined;
    return [`[encrypted, compared by size: ${formatBytes(a.size)} → ${formatBytes(b.size)}]`];
  }
  return ["[not comparable: one build's private files decrypt, the other's do not]"];
}

/** Compares two client folders (build/client); see the module comment. */
export async function compareBuilds(
  baseDir: string,
  headDir: string,
  { password }: CompareOptions,
): Promise<Comparison> {
  const baseFiles = listFiles(baseDir);
  const headFiles = listFiles(headDir);
  const read = (side: "base" | "head", file: string) =>
    readFileSync(path.join(side === "base" ? baseDir : headDir, file));

  // Stable asset names: provisional ones first, to pair the chunks Vite gave the same stem.
  const provisional = {
    base: nameRewriter(provisionalAssetNames(baseFiles)),
    head: nameRewriter(provisionalAssetNames(headFiles)),
  };
  const names = matchAssetNames(
    baseFiles,
    headFiles,
    (side, file) => provisional[side].rewrite(read(side, file).toString("utf8")).text,
  );

  const opened = new Map<string, Promise<PrivateArea>>();
  const side = (clientDir: string, stable: Map<string, string>): Side => ({
    clientDir,
    rewriter: nameRewriter(stable),
    privateArea: () => {
      if (!opened.has(clientDir)) opened.set(clientDir, openPrivateArea(clientDir, password));
      return opened.get(clientDir)!;
    },
  });
  const base = side(baseDir, names.base);
  const head = side(headDir, names.head);

  const stableName = (stable: Map<string, string>, file: string) => stable.get(file) ?? file;
  const baseByName = new Map(baseFiles.map((file) => [stableName(names.base, file), file]));
  const headByName = new Map(headFiles.map((file) => [stableName(names.head, file), file]));
  const listed = (side: "base" | "head", file: string, realFile: string): ListedFile => ({
    file,
    realFile,
    kind: kindOf(file),
    bytes: read(side, realFile).length,
  });

  const comparison: Comparison = {
    compared: 0,
    onlyInBase: [...baseByName]
      .filter(([name]) => !headByName.has(name))
      .map(([name, file]) => listed("base", name, file)),
    onlyInHead: [...headByName]
      .filter(([name]) => !baseByName.has(name))
      .map(([name, file]) => listed("head", name, file)),
    differences: [],
    normalised: new Map(),
    notes: [],
  };
  const count = (kind: NormalisationKind, by: number) => {
    if (by > 0) comparison.normalised.set(kind, (comparison.normalised.get(kind) ?? 0) + by);
  };

  for (const [name, baseFile] of baseByName) {
    const headFile = headByName.get(name);
    if (headFile === undefined) continue;
    comparison.compared += 1;
    if (baseFile !== headFile) count("hashed asset name", 1);
    const a = read("base", baseFile);
    const b = read("head", headFile);
    if (a.equals(b)) continue;
    const [left, right] = await Promise.all([
      normalise(base, baseFile, a),
      normalise(head, headFile, b),
    ]);
    for (const kind of new Set([
      ...Object.keys(left.stamps),
      ...Object.keys(right.stamps),
    ]) as Set<NormalisationKind>)
      count(kind, changedValues(left.stamps[kind], right.stamps[kind]));
    const parts = [...new Set([...left.views, ...right.views].map((view) => view.part))];
    for (const part of parts) {
      const viewA = left.views.find((view) => view.part === part);
      const viewB = right.views.find((view) => view.part === part);
      const detail = viewDifference(viewA, viewB);
      if (!detail) continue;
      comparison.differences.push({
        file: `${name}${part}`,
        kind: (viewB ?? viewA)!.kind,
        baseBytes: a.length,
        headBytes: b.length,
        detail,
      });
    }
  }

  for (const [label, dir] of [
    ["base", baseDir],
    ["head", headDir],
  ] as const) {
    const area = await opened.get(dir);
    if (area && !area.open)
      comparison.notes.push(
        `The ${label} build's private area was not decrypted (${area.reason}): its encrypted files were compared by size only.`,
      );
  }
  return comparison;
}
