// Measures each prerendered page's initial JavaScript: every script, modulepreload and island entry
// the HTML names, plus everything those modules import statically, gzip-compressed one file at a
// time, and its inline scripts (JSON data blocks are data, not code).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { hasInteractiveParts, routeFor } from "../../site/shared/routes/route-manifest.ts";

export const staticPageBudgetBytes = 15 * 1000;
export const interactivePageBudgetBytes = 100 * 1000;

/**
 * The pages that load more than the page script: the programme's pages (their controls) and the
 * private rooms (React, for their island). Any other address (404.html is "/404") is static.
 */
export function isInteractivePage(page: string): boolean {
  return hasInteractiveParts(routeFor(page).kind);
}

export function budgetFor(page: string): { kind: "static" | "interactive"; bytes: number } {
  return isInteractivePage(page)
    ? { kind: "interactive", bytes: interactivePageBudgetBytes }
    : { kind: "static", bytes: staticPageBudgetBytes };
}

export interface PageBudget {
  page: string;
  files: string[];
  gzipBytes: number;
}

// A script, a module preload, or an Astro island's component and renderer (which Astro's inline
// island script imports; one that waits to be visible is counted too, as the page's worst case).
const htmlReference =
  /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="(\/[^"]+\.js)"/g;
// (Attributes only <astro-island> has.)
const astroIslandReference = /\s(?:component|renderer)-url="(\/[^"]+\.js)"/g;
// Inline code: Astro's island loader, and any other classic or module script without a src.
const inlineScript =
  /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
const inlineImport = /import\(\s*"(\/[^"]+\.js)"\s*\)/g;
// On a programme page (its configuration block, programme-config.ts), the page script imports the
// programme's controls at once (site/page-script/page-script.ts).
const programmePage = /<script type="application\/json" data-programme[\s=>]/;
const programmeControlsImport = /import\(\s*[`"'](\.\/programme-controls-[\w-]+\.js)[`"']\s*\)/g;
// On every page the page script imports its second part once the page has painted: no interaction
// waits for it, so it counts.
const pageBehaviourImport = /import\(\s*[`"'](\.\/page-behaviour-[\w-]+\.js)[`"']\s*\)/g;
// On a page with times (its time zone switch, data-zone-switch), the second part imports the
// switch's converter (site/page-script/page-behaviour.ts).
const zoneSwitchPage = /\sdata-zone-switch[\s=>]/;
const zoneSwitchImport = /import\(\s*[`"'](\.\/zone-switch-[\w-]+\.js)[`"']\s*\)/g;
const staticImport =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

function matches(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1]!);
}

/** The site paths of all JavaScript a page loads before any user interaction. */
export function initialScripts(html: string, readAsset: (sitePath: string) => string): string[] {
  const pending = [
    ...matches(htmlReference, html),
    ...matches(astroIslandReference, html),
    ...matches(inlineImport, html),
  ];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const sitePath = pending.pop()!;
    if (seen.has(sitePath)) continue;
    seen.add(sitePath);
    const source = readAsset(sitePath);
    const imports = [
      ...matches(staticImport, source),
      ...(programmePage.test(html) ? matches(programmeControlsImport, source) : []),
      ...matches(pageBehaviourImport, source),
      ...(zoneSwitchPage.test(html) ? matches(zoneSwitchImport, source) : []),
    ];
    for (const specifier of imports) {
      pending.push(path.posix.resolve(path.posix.dirname(sitePath), specifier));
    }
  }
  return [...seen].sort();
}

export function measurePage(clientDir: string, htmlFile: string): PageBudget {
  const read = (sitePath: string) => readFileSync(path.join(clientDir, sitePath), "utf8");
  const html = readFileSync(path.join(clientDir, htmlFile), "utf8");
  const files = initialScripts(html, read);
  const inline = matches(inlineScript, html).filter((code) => code.trim() !== "");
  const gzipBytes =
    files.reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0) +
    inline.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0);
  const page = "/" + htmlFile.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "");
  return { page, files, gzipBytes };
}
