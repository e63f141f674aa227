// `npm run check:links` (part of `npm test`, after the build): reads every built HTML file and
// fails on any reference into the site that no built file answers, with the mapping a static host
// uses (/x -> /x or /x/index.html). Checked: internal links (a[href] starting with /), images (src
// and srcset), scripts (src, and the imports of inline module scripts), <link href> (stylesheets,
// modulepreload, icons; not canonical), media sources, and og:image / twitter:image under the site's origin.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadContent } from "../../content/checked-content.ts";
import { readHtmlPages, type HtmlPage } from "../../integrations/deploy/csp-hashes.ts";
import {
  attribute,
  elements,
  parseHtml,
  textContent,
  type HtmlElement,
} from "../../integrations/deploy/html.ts";
import { resolveSitePath } from "../../integrations/deploy/site-pages.ts";

export interface Reference {
  /** What refers: "a[href]", "img[srcset]", "meta[og:image]", "script import"... */
  kind: string;
  /** The reference as written. */
  url: string;
}

export interface BrokenReference extends Reference {
  /** The HTML file it appears in, relative to the client folder. */
  file: string;
}

const urlAttributes: Record<string, string[]> = {
  a: ["href"],
  area: ["href"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  script: ["src"],
  link: ["href", "imagesrcset"],
  iframe: ["src"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  embed: ["src"],
  object: ["data"],
};

const metaImageNames = new Set([
  "og:image",
  "og:image:url",
  "og:image:secure_url",
  "twitter:image",
]);

/** The URLs of a srcset: each candidate is "<url> [descriptor]", separated by commas. */
export function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? "")
    .filter((url) => url !== "");
}

/** Module specifiers that inline module scripts import (React Router's route imports). */
export function inlineImports(code: string): string[] {
  const specifiers: string[] = [];
  const pattern = /\bimport\s*(?:\(\s*|[\w*{}\s,]*?\bfrom\s*)?["']([^"']+)["']/g;
  for (const match of code.matchAll(pattern)) specifiers.push(match[1]!);
  return specifiers;
}

/** Every reference a page makes, internal or not. */
export function pageReferences(html: string): Reference[] {
  const references: Reference[] = [];
  for (const element of elements(parseHtml(html))) {
    for (const name of urlAttributes[element.tagName] ?? []) {
      if (element.tagName === "link" && !isResourceLink(element)) continue;
      const value = attribute(element, name);
      if (value === undefined) continue;
      const kind = `${element.tagName}[${name}]`;
      const urls = name.endsWith("srcset") ? srcsetUrls(value) : [value.trim()];
      for (const url of urls) references.push({ kind, url });
    }
    if (element.tagName === "meta") {
      const key = attribute(element, "property") ?? attribute(element, "name") ?? "";
      const content = attribute(element, "content");
      if (metaImageNames.has(key) && content)
        references.push({ kind: `meta[${key}]`, url: content.trim() });
    }
    if (isInlineModule(element)) {
      for (const url of inlineImports(textContent(element)))
        references.push({ kind: "script import", url });
    }
  }
  return references;
}

// A page's canonical and alternate addresses name pages, not files it loads; the not-found page's
// canonical is /404, which no file answers (every unknown path does).
function isResourceLink(element: HtmlElement): boolean {
  const rel = (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/);
  return !rel.includes("canonical") && !rel.includes("alternate");
}

function isInlineModule(element: HtmlElement): boolean {
  return (
    element.tagName === "script" &&
    attribute(element, "src") === undefined &&
    attribute(element, "type")?.trim().toLowerCase() === "module"
  );
}

/**
 * The site path a reference points at, or undefined when it leaves the site: another origin,
 * mailto:, tel: or geo:, a bare #fragment. (The site writes no relative paths.)
 */
export function internalPath(url: string, siteOrigin: string): string | undefined {
  if (url.startsWith("//")) return undefined;
  if (url.startsWith("/")) return new URL(url, siteOrigin).pathname;
  if (/^https?:\/\//i.test(url)) {
    const parsed = new URL(url);
    return parsed.origin === siteOrigin ? parsed.pathname : undefined;
  }
  return undefined;
}

export function findBrokenReferences(
  clientDir: string,
  pages: Iterable<HtmlPage>,
  siteUrl: string,
): BrokenReference[] {
  const siteOrigin = new URL(siteUrl).origin;
  const broken: BrokenReference[] = [];
  const resolved = new Map<string, boolean>();
  for (const { file, html } of pages) {
    for (const reference of pageReferences(html)) {
      const sitePath = internalPath(reference.url, siteOrigin);
      if (sitePath === undefined) continue;
      if (!resolved.has(sitePath))
        resolved.set(sitePath, resolveSitePath(clientDir, sitePath) !== undefined);
      if (!resolved.get(sitePath)) broken.push({ file, ...reference });
    }
  }
  return broken;
}

export function checkLinks(clientDir: string, siteUrl = loadContent().settings.siteUrl) {
  const pages = readHtmlPages(clientDir);
  return { pages: pages.length, broken: findBrokenReferences(clientDir, pages, siteUrl) };
}

export function formatBroken(broken: readonly BrokenReference[]): string {
  const byFile = new Map<string, BrokenReference[]>();
  for (const reference of broken) {
    byFile.set(reference.file, [...(byFile.get(reference.file) ?? []), reference]);
  }
  const lines = [`${broken.length} broken reference(s) in ${byFile.size} file(s):`];
  for (const [file, references] of byFile) {
    lines.push(`  ${file}`);
    for (const reference of references) lines.push(`    ${reference.kind} ${reference.url}`);
  }
  return lines.join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  // BUILD_OUT is the same override react-router.config.ts reads.
  const clientDir = path.resolve(
    process.argv[2] ?? path.join(process.env.BUILD_OUT ?? "build", "client"),
  );
  const { pages, broken } = checkLinks(clientDir);
  if (pages === 0) {
    console.error(`No HTML files in ${clientDir}: run \`npm run build\` first.`);
    process.exit(1);
  }
  if (broken.length > 0) {
    console.error(formatBroken(broken));
    process.exit(1);
  }
  console.log(`Links: every internal reference in ${pages} HTML files resolves to a built file.`);
}
