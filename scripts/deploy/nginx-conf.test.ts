// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  noCspHashes,
  type CspHashes,
  type PageCspHashes,
} from "../../server/security-headers.ts";
import { sha256Source } from "./csp-hashes.ts";
import {
  chunkPolicy,
  nginxChunkLimit,
  nginxCspSnippet,
  nginxPageKey,
  nginxServerBlock,
} from "./nginx-conf.ts";
import { localServerBlock } from "./nginx-server.ts";

const committed = readFileSync(
  path.resolve(import.meta.dirname, "../../deploy/nginx.conf"),
  "utf8",
);

const manyHashes: CspHashes = {
  scripts: Array.from(
    { length: 120 },
    (_, index) => `'sha256-${String(index).padStart(43, "A")}='`,
  ),
  styles: ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
};

// Every page has the shared script and one of its own; /becomeasponsor has no inline code.
const shared = sha256Source("shared()");
const own = (page: string) => sha256Source(`own('${page}')`);
const pages: PageCspHashes = {
  "/": { scripts: [shared, own("/")].sort(), styles: [] },
  "/404": { scripts: [shared, own("/404")].sort(), styles: [] },
  "/__spa-fallback": { scripts: [shared, own("/__spa-fallback")].sort(), styles: [] },
  "/becomeasponsor": noCspHashes,
  "/community/a.b": { scripts: [shared, own("/community/a.b")].sort(), styles: [] },
  "/schedule": { scripts: [shared, own("/schedule")].sort(), styles: [sha256Source("width:5%")] },
  "/speakers/1": { scripts: [shared, own("/speakers/1")].sort(), styles: [] },
  "/speakers/10": { scripts: [shared, own("/speakers/10")].sort(), styles: [] },
  "/venue": manyHashes,
};

/**
 * Reads the build's nginx-csp.conf as nginx would: the first regex of the $quillmere_csp map that
 * matches a $uri (else its default), with each piece variable (a map with only a default) filled in.
 */
function nginxPolicies(snippet: string): { policyOf: (uri: string) => string; tokens: string[] } {
  const maps = new Map<string, [string, string][]>();
  for (const [, name, body] of snippet.matchAll(/^map \$uri \$(\w+) \{\n([\s\S]*?)\n\}$/gm)) {
    const entries = body!.split("\n").map((line) => {
      const entry = /^ {4}("[^"]*"|\S+) +"([^"]*)";$/.exec(line);
      if (!entry) throw new Error(`Not a map entry: ${line}`);
      return [entry[1]!.replace(/^"(.*)"$/, "$1"), entry[2]!] as [string, string];
    });
    maps.set(name!, entries);
  }
  const fill = (value: string): string =>
    value.replace(/\$\{(\w+)\}/g, (_, name: string) => fill(maps.get(name)![0]![1]));
  const entries = maps.get("quillmere_csp")!;
  const policyOf = (uri: string) => {
    const entry = entries.find(
      ([key]) => key.startsWith("~") && new RegExp(key.slice(1)).test(uri),
    );
    return fill((entry ?? entries.find(([key]) => key === "default")!)[1]);
  };
  return { policyOf, tokens: [...maps.values()].flat().flat() };
}

describe("deploy/nginx.conf", () => {
  it("is up to date with server/security-headers.ts (run `npm run deploy:nginx`)", () => {
    expect(committed).toBe(nginxServerBlock());
  });

  it("serves /x from /x/index.html without redirects and 404.html for unknown paths", () => {
    expect(committed).toContain("try_files $uri $uri/index.html =404;");
    expect(committed).toContain("error_page 404 /404.html;");
    expect(committed).toContain("gzip on;");
    expect(committed).not.toMatch(/^\s*(rewrite|return 30)/m);
  });

  it("includes the build's policies at http level, where maps belong, not in the server block", () => {
    const include = "\ninclude /srv/quillmere/security/nginx-csp.conf;\n";
    expect(committed).toContain(include);
    expect(committed.indexOf(include)).toBeLessThan(committed.indexOf("server {"));
    expect(committed.match(/nginx-csp\.conf;/g)).toHaveLength(1);
  });

  it("sets headers only at server level, so every location keeps them", () => {
    const serverBlock = committed.slice(committed.indexOf("server {"));
    for (const location of serverBlock.split(/^\s*location /m).slice(1)) {
      expect(location.split("}")[0]).not.toContain("add_header");
    }
    // The policy, X-Robots-Tag, the five base security headers and Cache-Control.
    expect(committed.match(/^ {4}add_header .* always;$/gm)).toHaveLength(8);
  });

  it("gives the content editor (/admin) its own policy and noindex, and the pages theirs", () => {
    const policyMap = committed.slice(committed.indexOf("$quillmere_document_csp {"));
    const lines = policyMap.slice(0, policyMap.indexOf("}")).split("\n");
    // First match wins in an nginx map: the editor's line comes before the pages' one.
    expect(lines[1]).toContain(`"${editorContentSecurityPolicy()}"`);
    expect(lines[1]).toMatch(/admin/);
    expect(lines[2]).toBe("    ~^text/html  $quillmere_csp;");
    expect(committed).toMatch(
      /map \$uri \$quillmere_robots_tag \{\n {4}~\^\/admin\(\/\|\$\) {2}"noindex, nofollow";/,
    );
  });
});

describe("the build's nginx-csp.conf", () => {
  const { policyOf, tokens } = nginxPolicies(nginxCspSnippet(pages));

  it("maps every address nginx serves a page under to that page's own policy", () => {
    const addresses: [string, string][] = [
      // As nginx's $uri has them after try_files: /x//index.html for /x/.
      ...["/", "//", "/index.html", "//index.html"].map((uri): [string, string] => [uri, "/"]),
      ["/404.html", "/404"],
      ["/becomeasponsor", "/becomeasponsor"],
      ["/community/a.b/index.html", "/community/a.b"],
      ...["/schedule", "/schedule/", "/schedule/index.html", "/schedule//index.html"].map(
        (uri): [string, string] => [uri, "/schedule"],
      ),
      ["/speakers/1/index.html", "/speakers/1"],
      ["/speakers/10/", "/speakers/10"],
    ];
    for (const [uri, page] of addresses) {
      expect(policyOf(uri), uri).toBe(contentSecurityPolicy(pages[page]!));
    }
  });

  it("never gives a page another page's inline code, nor leaves out its own", () => {
    for (const page of Object.keys(pages).filter((name) => name !== "/__spa-fallback")) {
      const policy = policyOf(page === "/404" ? "/404.html" : page);
      for (const hash of [...pages[page]!.scripts, ...pages[page]!.styles]) {
        expect(policy, `${page} lacks ${hash}`).toContain(hash);
      }
      for (const other of Object.keys(pages).filter((name) => name !== page)) {
        expect(policy, `${page} has ${other}'s script`).not.toContain(own(other));
      }
    }
  });

  it("gives the strictest policy to any other document, and to near misses of a page's address", () => {
    const strictest = contentSecurityPolicy(noCspHashes);
    for (const uri of ["/team", "/speakers/100", "/speakers/1x", "/community/aXb", "/schedule/x"]) {
      expect(policyOf(uri), uri).toBe(strictest);
    }
    // Build-internal documents are never served (deploy/nginx.conf), 404.html aside.
    expect(policyOf("/__spa-fallback.html")).toBe(strictest);
  });

  it("splits a long policy into pieces nginx's reader accepts", () => {
    expect(contentSecurityPolicy(manyHashes).length).toBeGreaterThan(nginxChunkLimit);
    expect(policyOf("/venue")).toBe(contentSecurityPolicy(manyHashes));
    for (const token of tokens) expect(token.length).toBeLessThanOrEqual(nginxChunkLimit + 200);
  });

  it("escapes a page path into an anchored regex", () => {
    expect(nginxPageKey("/")).toBe('"~^/+(index\\.html)?$"');
    expect(nginxPageKey("/community/a.b")).toBe('"~^/community/a\\.b(/|/+index\\.html|\\.html)?$"');
    expect(() => nginxPageKey('/a"b')).toThrow();
  });

  it("splits at spaces only", () => {
    expect(chunkPolicy("aaa bbb ccc", 7)).toEqual(["aaa bbb", "ccc"]);
    expect(() => chunkPolicy("aaaaaaaa", 7)).toThrow();
  });
});

describe("the local server block for tests", () => {
  it("points root, the policy and listen at the test build, and can switch on basic auth", () => {
    const local = localServerBlock(committed, {
      clientDir: "/tmp/site/client",
      port: 8123,
      mimeTypes: "/etc/nginx/mime.types",
      htpasswd: "/tmp/htpasswd",
    });
    expect(local).toContain("    root /tmp/site/client;");
    expect(local).toContain("\ninclude /tmp/site/security/nginx-csp.conf;\n");
    expect(local).toContain("    include /etc/nginx/mime.types;");
    expect(local).toContain("    listen 127.0.0.1:8123;");
    expect(local).not.toMatch(/^\s*listen (80|\[::\]:80);/m);
    expect(local).toContain("    location ^~ /graphics/private_ {\n");
    expect(local).toContain("        auth_basic_user_file /tmp/htpasswd;\n");
    expect(local).not.toContain("# location ^~ /graphics/private_");
  });
});
