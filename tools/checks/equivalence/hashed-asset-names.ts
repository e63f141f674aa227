// The content hashes in Vite's asset names (assets/page-script-CuY75xzR.js) change whenever a
// file's bytes change, and with them every file that names it: to compare two builds, each hashed
// name is mapped to a stable one by its un-hashed stem (assets/page-script-[hash].js), in file
// names and inside every text. The files themselves are then compared by content.
import { commonEnds } from "./line-diff.ts";

/** A hashed asset as Vite (and React Router's manifest) names them: `<stem>-<8 characters>.<ext>`. */
const hashedAssetPath = /^assets\/(.+)-([\w-]{8})\.(\w+)$/;

export interface HashedAsset {
  /** Path in the client folder, e.g. assets/page-meta--bxdWpqE.js. */
  file: string;
  /** The name without its hash, e.g. assets/page-meta.js: what stays when the content changes. */
  stem: string;
  hash: string;
}

/** The asset's stem and hash, or undefined for any other file (generated images included). */
export function parseHashedAsset(file: string): HashedAsset | undefined {
  const match = hashedAssetPath.exec(file);
  if (!match) return undefined;
  const [, name, hash, extension] = match as unknown as [string, string, string, string];
  return { file, stem: `assets/${name}.${extension}`, hash };
}

/** assets/x.js with a marker where the hash was: assets/x-[hash].js, or assets/x-[hash#2].js. */
function stableName(stem: string, marker: string): string {
  const dot = stem.lastIndexOf(".");
  return `${stem.slice(0, dot)}-[${marker}]${stem.slice(dot)}`;
}

/** Each side's hashed files, by their stable name; files without a hash keep theirs. */
export interface AssetNames {
  /** Stable name of each hashed file of the base build (by its real path). */
  base: Map<string, string>;
  head: Map<string, string>;
}

/**
 * How alike two texts are, from 0 to 1: their common start and end against the longer one. Enough
 * to tell which of two chunks with the same stem became which, for the few stems Vite uses twice.
 */
function likeness(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  const { start, end } = commonEnds(a, b);
  return (start + end) / longest;
}

function groupByStem(files: readonly string[]): Map<string, HashedAsset[]> {
  const groups = new Map<string, HashedAsset[]>();
  for (const file of files) {
    const asset = parseHashedAsset(file);
    if (!asset) continue;
    groups.set(asset.stem, [...(groups.get(asset.stem) ?? []), asset]);
  }
  for (const group of groups.values()) group.sort((a, b) => a.file.localeCompare(b.file));
  return groups;
}

/**
 * Stable names for the hashed files of two builds. A stem that names one file on each side maps
 * both to `<stem>-[hash]`. Vite sometimes gives two chunks the same stem (two modules called
 * schedule.ts); such files are paired by content, given in `contentOf` with names inside already
 * made stable as far as they can be: identical ones first, then the most alike. Pairs are named
 * `[hash#1]`, `[hash#2]` in the base's order; a file left without a partner gets a name of its
 * own side (`[hash#base-1]`), so it shows as missing from the other build.
 */
export function matchAssetNames(
  baseFiles: readonly string[],
  headFiles: readonly string[],
  contentOf: (side: "base" | "head", file: string) => string,
): AssetNames {
  const names: AssetNames = { base: new Map(), head: new Map() };
  const baseGroups = groupByStem(baseFiles);
  const headGroups = groupByStem(headFiles);
  for (const stem of new Set([...baseGroups.keys(), ...headGroups.keys()])) {
    const base = baseGroups.get(stem) ?? [];
    const head = headGroups.get(stem) ?? [];
    if (base.length <= 1 && head.length <= 1) {
      for (const asset of base) names.base.set(asset.file, stableName(stem, "hash"));
      for (const asset of head) names.head.set(asset.file, stableName(stem, "hash"));
      continue;
    }
    const candidates = base.flatMap((a) =>
      head.map((b) => ({
        a,
        b,
        score: likeness(contentOf("base", a.file), contentOf("head", b.file)),
      })),
    );
    candidates.sort((x, y) => y.score - x.score || x.a.file.localeCompare(y.a.file));
    const partner = new Map<HashedAsset, HashedAsset>();
    const taken = new Set<HashedAsset>();
    for (const { a, b } of candidates) {
      if (partner.has(a) || taken.has(b)) continue;
      partner.set(a, b);
      taken.add(b);
    }
    let pair = 0;
    let baseOnly = 0;
    for (const a of base) {
      const b = partner.get(a);
      if (b) {
        pair += 1;
        names.base.set(a.file, stableName(stem, `hash#${pair}`));
        names.head.set(b.file, stableName(stem, `hash#${pair}`));
      } else {
        baseOnly += 1;
        names.base.set(a.file, stableName(stem, `hash#base-${baseOnly}`));
      }
    }
    let headOnly = 0;
    for (const b of head.filter((asset) => !taken.has(asset))) {
      headOnly += 1;
      names.head.set(b.file, stableName(stem, `hash#head-${headOnly}`));
    }
  }
  return names;
}

/** Provisional stable names: every hashed file as `<stem>-[hash]`, shared stems alike. */
export function provisionalAssetNames(files: readonly string[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of files) {
    const asset = parseHashedAsset(file);
    if (asset) names.set(file, stableName(asset.stem, "hash"));
  }
  return names;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const basename = (file: string) => file.slice(file.lastIndexOf("/") + 1);

/** Rewrites texts of one build: each hashed file name it holds becomes its stable name. */
export interface NameRewriter {
  rewrite(text: string): { text: string; replaced: number };
}

/**
 * A rewriter for the names of one build (real path -> stable path). Names are matched by file
 * name, wherever they stand: `/assets/x-AbC.js` in HTML, `./x-AbC.js` between chunks. React
 * Router names its manifest by the build's version and writes that version, quoted, inside the
 * manifest and the SPA shell: a quoted hash of a `manifest` asset is rewritten too.
 */
export function nameRewriter(names: ReadonlyMap<string, string>): NameRewriter {
  const byName = new Map<string, string>();
  const versions = new Map<string, string>();
  for (const [file, stable] of names) {
    byName.set(basename(file), basename(stable));
    const asset = parseHashedAsset(file);
    if (asset?.stem === "assets/manifest.js") versions.set(`"${asset.hash}"`, `"[version]"`);
  }
  const alternatives = [...byName.keys(), ...versions.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  // No name starts in the middle of another (island-x-AbC.js holds x-AbC.js).
  const pattern = alternatives.length
    ? new RegExp(`(?<![\\w-])(?:${alternatives.join("|")})`, "g")
    : undefined;
  return {
    rewrite(text) {
      if (!pattern) return { text, replaced: 0 };
      let replaced = 0;
      const rewritten = text.replace(pattern, (found) => {
        replaced += 1;
        return byName.get(found) ?? versions.get(found) ?? found;
      });
      return { text: rewritten, replaced };
    },
  };
}
