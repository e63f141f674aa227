// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  type CspHashes,
} from "../../server/security-headers.ts";
import { chunkPolicy, nginxChunkLimit, nginxCspSnippet, nginxServerBlock } from "./nginx-conf.ts";
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
  it("rebuilds exactly the policy, in pieces nginx's reader accepts", () => {
    const snippet = nginxCspSnippet(manyHashes);
    const sets = snippet.split("\n").filter((line) => line.startsWith("set "));
    expect(sets.length).toBeGreaterThan(1);
    let value = "";
    for (const line of sets) {
      const match = /^set \$quillmere_csp "(.*)";$/.exec(line)!;
      expect(match[1]!.length).toBeLessThanOrEqual(nginxChunkLimit + "${quillmere_csp} ".length);
      value = match[1]!.replace("${quillmere_csp}", value);
    }
    expect(value).toBe(contentSecurityPolicy(manyHashes));
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
    expect(local).toContain("    include /tmp/site/security/nginx-csp.conf;");
    expect(local).toContain("    include /etc/nginx/mime.types;");
    expect(local).toContain("    listen 127.0.0.1:8123;");
    expect(local).not.toMatch(/^\s*listen (80|\[::\]:80);/m);
    expect(local).toContain("    location ^~ /graphics/private_ {\n");
    expect(local).toContain("        auth_basic_user_file /tmp/htpasswd;\n");
    expect(local).not.toContain("# location ^~ /graphics/private_");
  });
});
