// Build-only: the prerendered pages of a build, read from its HTML, with what crawlers need to know.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { listHtmlFiles } from "./html.ts";
import { attribute, elements, parseHtml } from "./html.ts";

export interface SitePage {
  /** Site path without a trailing slash ("/" for the home page). */
  path: string;
  /** The HTML file inside the client folder. */
  file: string;
  /** `<meta name="robots" content="noindex">`: the private area. */
  noindex: boolean;
  /** `<meta http-equiv="refresh">`: a page that only sends the visitor elsewhere (/register). */
  redirects: boolean;
}

/** The site path a built file answers, or undefined for files that are no page's address. */
export function sitePathOf(file: string): string | undefined {
  if (file === "index.html") return "/";
  if (file.endsWith("/index.html")) return `/${file.slice(0, -"/index.html".length)}`;
  return undefined; // 404.html: served only in place of a missing page
}

/** Maps a site path to the file a static host serves for it: /x -> /x or /x/index.html. */
export function resolveSitePath(clientDir: string, sitePath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return undefined;
  }
  const relative = decoded.replace(/^\/+/, "");
  if (relative.split("/").includes("..")) return undefined;
  const candidates =
    relative === "" || relative.endsWith("/")
      ? [path.join(relative, "index.html")]
      : [relative, path.join(relative, "index.html")];
  for (const candidate of candidates) {
    const full = path.join(clientDir, candidate);
    if (existsSync(full) && !isDirectory(full)) return candidate.split(path.sep).join("/");
  }
  return undefined;
}

function isDirectory(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

export function readSitePages(clientDir: string): SitePage[] {
  const pages: SitePage[] = [];
  for (const file of listHtmlFiles(clientDir)) {
    const sitePath = sitePathOf(file);
    if (sitePath === undefined) continue;
    let noindex = false;
    let redirects = false;
    for (const element of elements(parseHtml(readFileSync(path.join(clientDir, file), "utf8")))) {
      if (element.tagName !== "meta") continue;
      const name = attribute(element, "name")?.toLowerCase();
      const content = attribute(element, "content")?.toLowerCase() ?? "";
      if (name === "robots" && content.split(/[\s,]+/).includes("noindex")) noindex = true;
      if (attribute(element, "http-equiv")?.toLowerCase() === "refresh") redirects = true;
    }
    pages.push({ path: sitePath, file, noindex, redirects });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}
