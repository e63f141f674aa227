// Build-only, a build step before the offline worker (framework/build/build-steps.ts): each page's own
// Content-Security-Policy, written into the page as a <meta http-equiv> first in its <head>, and
// everything a host needs beside the pages, in the client folder: _headers, _redirects,
// sitemap.xml, robots.txt. Nothing else: the host files are the same for every page, so their size
// does not grow with the site, and a host that cannot set headers still gets each page's policy.
import { lstat, readdir, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../../content/checked-content.ts";
import { metaContentSecurityPolicy, serviceWorkerPath } from "../../hosting/security-headers.ts";
import { readHtmlPages, withCspMetas, type PageCspHashes } from "./csp-hashes.ts";
import { robotsTxt, sitemapXml, publicPages } from "./findable.ts";
import {
  cloudflareFileProblems,
  cloudflareProblems,
  cloudflareRedirectProblems,
  headerRuleCount,
  headersFile,
  redirectsFile,
  revalidatePaths,
} from "./host-files.ts";
import { readSitePages } from "./site-pages.ts";

/**
 * An allowance for the files buildEnd writes into the client folder after this step, for the file
 * count: the service worker (sw.js) and the content editor (/admin: 103 files with Decap CMS 3).
 */
export const filesWrittenLater = 200;

export interface WriteDeployFilesOptions {
  /** The build's client folder (build/client). */
  clientDir: string;
  /** Site origin for the sitemap and robots.txt; content/settings.yml by default. */
  siteUrl?: string;
}

export interface DeployFilesSummary {
  /** Each page's hashes, as its <meta> policy allows them. */
  pages: PageCspHashes;
  sitemapUrls: number;
  /** Rules in the _headers file written, and in the one DEPLOY_HOST=cloudflare writes. */
  headerRules: { written: number; cloudflare: number };
  /** What Cloudflare would not take, as the build warned about it (empty when all fits). */
  problems: string[];
}

/** Every file under a folder, with the largest one. */
async function countFiles(
  dir: string,
): Promise<{ files: number; largest?: { file: string; bytes: number } }> {
  const names = await readdir(dir, { recursive: true });
  let files = 0;
  let largest: { file: string; bytes: number } | undefined;
  for (const name of names) {
    const stats = await lstat(path.join(dir, name));
    if (!stats.isFile()) continue;
    files += 1;
    if (!largest || stats.size > largest.bytes) largest = { file: name, bytes: stats.size };
  }
  return { files, largest };
}

/** The files (not pages, not folders) directly inside the top-level folders that hold pages. */
async function filesBesidePages(
  clientDir: string,
  entries: readonly { name: string; isDirectory(): boolean }[],
  pageFolders: ReadonlySet<string>,
) {
  const found: { name: string; isDirectory: boolean; isPage: boolean }[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const inside = await readdir(path.join(clientDir, entry.name), { withFileTypes: true });
    if (!inside.some((child) => child.isDirectory() || child.name === "index.html")) continue;
    // A folder of files only, subfolders and all (the search index, /pagefind/), has its rule.
    if (!pageFolders.has(entry.name)) continue;
    for (const child of inside) {
      if (child.isFile() && !child.name.endsWith(".html")) {
        found.push({ name: `${entry.name}/${child.name}`, isDirectory: false, isPage: false });
      }
    }
  }
  return found;
}

export async function writeDeployFiles({
  clientDir,
  siteUrl = loadContent().settings.siteUrl,
}: WriteDeployFilesOptions): Promise<DeployFilesSummary> {
  // Each document's own policy, in its own <head>.
  const documents = withCspMetas(readHtmlPages(clientDir), metaContentSecurityPolicy);
  await Promise.all(
    documents.map((document) => writeFile(path.join(clientDir, document.file), document.html)),
  );
  const pages = readSitePages(clientDir);

  const entries = await readdir(clientDir, { withFileTypes: true });
  const revalidate = revalidatePaths([
    ...entries.map((entry) => ({
      name: entry.name,
      isDirectory: entry.isDirectory(),
      // A folder that holds pages, with or without its own index.html (/sessions/<id>): its
      // rule would send the non-document policy with those pages.
      isPage:
        entry.isDirectory() &&
        (existsSync(path.join(clientDir, entry.name, "index.html")) ||
          pages.some((page) => page.path.startsWith(`/${entry.name}/`))),
    })),
    // Data files inside a folder of pages (/schedule/changes.atom, /schedule/releases.json): by
    // name, since the folder's pages must not get their rule.
    ...(await filesBesidePages(
      clientDir,
      entries,
      new Set(pages.map((page) => page.path.split("/")[1]!).filter(Boolean)),
    )),
    // Written below, and the offline worker, which the build writes after these files.
    ...["robots.txt", "sitemap.xml", serviceWorkerPath.slice(1)]
      .filter((name) => !entries.some((entry) => entry.name === name))
      .map((name) => ({ name, isDirectory: false, isPage: false })),
  ]);
  const host = process.env.DEPLOY_HOST === "cloudflare" ? "cloudflare" : "netlify";
  const headers = headersFile({ revalidate, host });
  const cloudflareHeaders = headersFile({ revalidate, host: "cloudflare" });
  const redirects = redirectsFile();

  await Promise.all([
    writeFile(path.join(clientDir, "_headers"), headers),
    writeFile(path.join(clientDir, "_redirects"), redirects),
    writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, pages)),
    writeFile(path.join(clientDir, "robots.txt"), robotsTxt(siteUrl, pages)),
  ]);

  // What Cloudflare would make of this deploy: the _headers written (a Netlify one is within the
  // same limits, so it may be deployed there too), _redirects, and the files.
  const problems = [
    ...cloudflareProblems(headers),
    ...cloudflareRedirectProblems(redirects),
    ...cloudflareFileProblems({ ...(await countFiles(clientDir)), filesLater: filesWrittenLater }),
  ];

  const sitemapUrls = publicPages(pages).length;
  const sizes = documents.map((document) => document.policy.length);
  const headerRules = {
    written: headerRuleCount(headers),
    cloudflare: headerRuleCount(cloudflareHeaders),
  };
  console.log(
    `Deploy files: a CSP <meta> in each of ${sizes.length} pages (${Math.min(...sizes)} to ` +
      `${Math.max(...sizes)} bytes); _headers with ${headerRules.written} rules whatever the ` +
      `number of pages; sitemap.xml with ${sitemapUrls} URLs; robots.txt, _redirects.`,
  );
  if (problems.length > 0) {
    console.warn(
      `Note: Cloudflare would not take this deploy as it is (docs/deploy.md, "Limits"):\n  ` +
        problems.join("\n  "),
    );
  }
  return {
    pages: Object.fromEntries(documents.map((document) => [document.pagePath, document.hashes])),
    sitemapUrls,
    headerRules,
    problems,
  };
}
