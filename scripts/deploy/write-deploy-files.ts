// Build-only, called last-but-one in buildEnd (react-router.config.ts): everything a host needs
// beside the pages. In the client folder: _headers, _redirects, sitemap.xml, robots.txt. Next to
// it, in <build>/security/ (not deployed to a CDN): csp-hashes.json, read by our server
// (server/static-site.ts), and nginx-csp.conf, included by deploy/nginx.conf.
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { loadContent } from "../../content/load/content.ts";
import {
  contentSecurityPolicy,
  cspHashesFile,
  securityDir,
  type PageCspHashes,
} from "../../server/security-headers.ts";
import { cspHashesForBuild } from "./csp-hashes.ts";
import { robotsTxt, sitemapXml, publicPages } from "./findable.ts";
import { cloudflareProblems, headersFile, redirectsFile, revalidatePaths } from "./host-files.ts";
import { nginxCspFile, nginxCspSnippet } from "./nginx-conf.ts";
import { readSitePages } from "./site-pages.ts";

export interface WriteDeployFilesOptions {
  /** The build's client folder (build/client). */
  clientDir: string;
  /** Site origin for the sitemap and robots.txt; content/settings.yml by default. */
  siteUrl?: string;
}

export interface DeployFilesSummary {
  /** Each page's hashes, as written to csp-hashes.json. */
  pages: PageCspHashes;
  sitemapUrls: number;
}

export async function writeDeployFiles({
  clientDir,
  siteUrl = loadContent().settings.siteUrl,
}: WriteDeployFilesOptions): Promise<DeployFilesSummary> {
  const cspPages = cspHashesForBuild(clientDir);
  const pages = readSitePages(clientDir);

  const entries = await readdir(clientDir, { withFileTypes: true });
  const revalidate = revalidatePaths([
    ...entries.map((entry) => ({
      name: entry.name,
      isDirectory: entry.isDirectory(),
      isPage: entry.isDirectory() && existsSync(path.join(clientDir, entry.name, "index.html")),
    })),
    // Written below.
    ...["robots.txt", "sitemap.xml"]
      .filter((name) => !entries.some((entry) => entry.name === name))
      .map((name) => ({ name, isDirectory: false, isPage: false })),
  ]);
  const host = process.env.DEPLOY_HOST === "cloudflare" ? "cloudflare" : "netlify";
  const headers = headersFile({ pages: cspPages, revalidate, host });
  // What Cloudflare would make of the file DEPLOY_HOST=cloudflare writes, whatever this build's host.
  const problems = cloudflareProblems(
    host === "cloudflare"
      ? headers
      : headersFile({ pages: cspPages, revalidate, host: "cloudflare" }),
  );

  const security = securityDir(clientDir);
  await mkdir(security, { recursive: true });
  await Promise.all([
    writeFile(path.join(security, cspHashesFile), `${JSON.stringify(cspPages, null, 2)}\n`),
    writeFile(path.join(security, nginxCspFile), nginxCspSnippet(cspPages)),
    writeFile(path.join(clientDir, "_headers"), headers),
    writeFile(path.join(clientDir, "_redirects"), redirectsFile()),
    writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(siteUrl, pages)),
    writeFile(path.join(clientDir, "robots.txt"), robotsTxt(siteUrl, pages)),
  ]);

  const sitemapUrls = publicPages(pages).length;
  const sizes = Object.values(cspPages).map((hashes) => contentSecurityPolicy(hashes).length);
  console.log(
    `Deploy files: a CSP for each of ${sizes.length} pages (${Math.min(...sizes)} to ` +
      `${Math.max(...sizes)} bytes); sitemap.xml with ${sitemapUrls} URLs; robots.txt, _headers, _redirects.`,
  );
  if (problems.length > 0) {
    console.warn(
      `Note: on Cloudflare, _headers (as DEPLOY_HOST=cloudflare writes it) would hit its limits ` +
        `(docs/deploy.md says what to do there):\n  ` +
        problems.join("\n  "),
    );
  }
  return { pages: cspPages, sitemapUrls };
}
