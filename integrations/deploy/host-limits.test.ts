// Issue 20: nothing the build writes for a host may exceed a documented host limit at 2,000 pages.
// A synthetic build of 2,000 pages (sessions, speakers, articles: each with inline code of its own,
// as Astro leaves it) goes through writeDeployFiles, for Netlify
// and for Cloudflare; every host file it writes is checked against the limits host-files.ts
// documents (docs/deploy.md, "Limits").
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { metaContentSecurityPolicy } from "../../hosting/security-headers.ts";
import { cspMetaTag, sha256Source } from "./csp-hashes.ts";
import {
  cloudflareLimits,
  cloudflareProblems,
  cloudflareRedirectProblems,
  headerRuleCount,
  redirectRuleCounts,
} from "./host-files.ts";
import { nginxServerBlock, nginxTokenLimit } from "./nginx-conf.ts";
import { writeDeployFiles, type DeployFilesSummary } from "./write-deploy-files.ts";

const pageCount = 2000;
const topLevel = ["schedule", "speakers", "venue", "partners", "team", "community", "private"];

/** A page as the build leaves it: shared and own inline scripts, inlined CSS, a style attribute. */
function pageHtml(sitePath: string, index: number): string {
  return [
    `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>`,
    `<link rel="preload" as="image" href="/images/logo.svg"/><title>${sitePath}</title>`,
    `<style>body{margin:0}.p${index % 7}{color:red}</style></head><body>`,
    `<h1>${sitePath}</h1><div style="width:${index % 100}%"></div>`,
    `<script type="application/ld+json">{"@type":"Event","name":"${sitePath}"}</script>`,
    `<script>window.boot()</script><script>window.page(${JSON.stringify(sitePath)})</script>`,
    `<script type="module">import "/assets/page-script-abc.js";</script>`,
    `</body></html>`,
  ].join("");
}

/** The 2,000 pages: the fixed ones, then sessions, speakers and articles. */
function sitePaths(): string[] {
  const fixed = ["/", ...topLevel.map((name) => `/${name}`)];
  const paths = [...fixed];
  for (let id = 1; paths.length < pageCount; id += 1) {
    paths.push(
      id <= 1200 ? `/sessions/s${id}` : id <= 1900 ? `/speakers/${id}` : `/community/a-${id}`,
    );
  }
  return paths;
}

/** The build's top-level entries that are not pages: the same whatever the number of pages. */
function writeNonPageEntries(client: string) {
  for (const folder of ["assets", "calendar", "data", "graphics", "images", "share"]) {
    mkdirSync(path.join(client, folder), { recursive: true });
    writeFileSync(path.join(client, folder, "file.txt"), "");
  }
  for (const file of ["schedule.json", "schedule.ics", "sw.js"]) {
    writeFileSync(path.join(client, file), "");
  }
}

let root: string;
const builds: Record<"netlify" | "cloudflare", { client: string; summary: DeployFilesSummary }> =
  {} as never;

async function buildFor(host: "netlify" | "cloudflare") {
  const build = path.join(root, host);
  const client = path.join(build, "client");
  sitePaths().forEach((sitePath, index) => {
    const file = path.join(client, sitePath, "index.html");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(sitePath, index));
  });
  writeFileSync(path.join(client, "404.html"), pageHtml("/404", 0));
  writeNonPageEntries(client);
  vi.stubEnv("DEPLOY_HOST", host === "cloudflare" ? "cloudflare" : "");
  try {
    builds[host] = {
      client,
      summary: await writeDeployFiles({ clientDir: client, siteUrl: "https://summit.example" }),
    };
  } finally {
    vi.unstubAllEnvs();
  }
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "host-limits-"));
  vi.spyOn(console, "log").mockImplementation(() => {});
  await buildFor("netlify");
  await buildFor("cloudflare");
}, 120_000);

// Some 10,000 files: more than the default 10 s on a busy machine.
afterAll(() => rmSync(root, { recursive: true, force: true }), 60_000);

describe(`the host files of a ${pageCount}-page build`, () => {
  it("has the pages it claims", () => {
    // The pages and 404.html.
    expect(Object.keys(builds.netlify.summary.pages)).toHaveLength(pageCount + 1);
  });

  for (const host of ["netlify", "cloudflare"] as const) {
    it(`${host}: _headers is within Cloudflare's limits (${cloudflareLimits.headerRules} rules, ${cloudflareLimits.headerLineLength} characters a line)`, () => {
      const headers = readFileSync(path.join(builds[host].client, "_headers"), "utf8");
      expect(cloudflareProblems(headers)).toEqual([]);
      expect(headerRuleCount(headers)).toBeLessThanOrEqual(cloudflareLimits.headerRules);
      const longest = Math.max(...headers.split("\n").map((line) => line.length));
      expect(longest).toBeLessThanOrEqual(cloudflareLimits.headerLineLength);
      expect(builds[host].summary.problems).toEqual([]);
    });

    it(`${host}: _redirects is within Cloudflare's limits (${cloudflareLimits.staticRedirects} static, ${cloudflareLimits.dynamicRedirects} dynamic)`, () => {
      const redirects = readFileSync(path.join(builds[host].client, "_redirects"), "utf8");
      expect(cloudflareRedirectProblems(redirects)).toEqual([]);
      expect(redirectRuleCounts(redirects)).toEqual({ static: 0, dynamic: 0 });
    });
  }

  it("_headers has the same rules as a one-page site's: none per page", async () => {
    const small = path.join(root, "small", "client");
    mkdirSync(small, { recursive: true });
    writeFileSync(path.join(small, "index.html"), pageHtml("/", 0));
    writeFileSync(path.join(small, "404.html"), pageHtml("/404", 0));
    writeNonPageEntries(small);
    vi.stubEnv("DEPLOY_HOST", "cloudflare");
    try {
      const one = await writeDeployFiles({ clientDir: small, siteUrl: "https://summit.example" });
      expect(builds.cloudflare.summary.headerRules.written).toBe(one.headerRules.written);
      expect(readFileSync(path.join(small, "_headers"), "utf8")).toBe(
        readFileSync(path.join(builds.cloudflare.client, "_headers"), "utf8"),
      );
    } finally {
      vi.unstubAllEnvs();
    }
    // "/*", the editor's two, "/assets/*", and one per top-level non-page entry (their policy, and
    // on Netlify their Cache-Control): the five folders, three files, robots.txt and sitemap.xml.
    expect(builds.cloudflare.summary.headerRules.written).toBe(14);
    expect(builds.netlify.summary.headerRules.written).toBe(14);
  });

  it("nginx: the committed server block is all it needs, and the build writes nothing for it", () => {
    expect(readdirSync(path.join(root, "netlify"))).toEqual(["client"]);
    const conf = readFileSync(path.resolve(import.meta.dirname, "../../deploy/nginx.conf"), "utf8");
    expect(conf).toBe(nginxServerBlock());
    const tokens = conf
      .split("\n")
      .filter((line) => !line.trim().startsWith("#"))
      .flatMap((line) => line.match(/"[^"]*"|\S+/g) ?? []);
    expect(Math.max(...tokens.map((token) => Buffer.byteLength(token)))).toBeLessThan(
      nginxTokenLimit,
    );
  });

  it("every page carries its own policy, first in <head>, with its own inline code only", () => {
    const { client, summary } = builds.cloudflare;
    const paths = sitePaths();
    for (const [index, sitePath] of paths.entries()) {
      const html = readFileSync(path.join(client, sitePath, "index.html"), "utf8");
      const meta = cspMetaTag(metaContentSecurityPolicy(summary.pages[sitePath]!));
      expect(
        html.startsWith(`<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>${meta}`),
        sitePath,
      ).toBe(true);
      expect(meta, sitePath).toContain(sha256Source(`window.page(${JSON.stringify(sitePath)})`));
      const other = paths[(index + 1) % paths.length]!;
      expect(meta, sitePath).not.toContain(sha256Source(`window.page(${JSON.stringify(other)})`));
    }
  });
});
