// The offline worker (sw.js) is code, but the precache list Workbox injects into it is what a
// visitor's browser keeps for offline use: compared as data, apart from the code around it. Each
// entry's revision is the MD5 of the file it names (Workbox), so it changes with any byte of that
// file, a renamed asset inside it included; the file itself is compared on its own, so the
// revision is masked. The list is sorted by address, because asset names sort by their hash.

export interface PrecacheEntry {
  url: string;
  /** MD5 of the file, or null for a file whose name carries its hash. */
  revision: string | null;
}

const entry = String.raw`\{"revision":(?:null|"[0-9a-f]+"),"url":"[^"\\]*"\}`;
const precacheList = new RegExp(String.raw`\[${entry}(?:,${entry})*\]`);

/** The worker's code with its precache list taken out, and the list; undefined without one. */
export function splitPrecacheList(
  code: string,
): { code: string; entries: PrecacheEntry[] } | undefined {
  const found = precacheList.exec(code);
  if (!found) return undefined;
  return {
    code: code.replace(found[0], "[precache list]"),
    entries: JSON.parse(found[0]) as PrecacheEntry[],
  };
}

/** One line per entry, sorted, each revision masked: what sw.js#precache is compared as. */
export function precacheLines(entries: readonly PrecacheEntry[]): string[] {
  return entries
    .map(({ url, revision }) => `${url}${revision === null ? "" : " revision [masked]"}`)
    .sort();
}
