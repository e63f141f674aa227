// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  documentHeaderPolicy,
  editorContentSecurityPolicy,
} from "../../server/security-headers.ts";
import { nginxServerBlock, nginxTokenLimit } from "./nginx-conf.ts";
import { localServerBlock } from "./nginx-server.ts";

const committed = readFileSync(
  path.resolve(import.meta.dirname, "../../deploy/nginx.conf"),
  "utf8",
);

describe("deploy/nginx.conf", () => {
  it("is up to date with server/security-headers.ts (run `npm run deploy:nginx`)", () => {
    expect(committed).toBe(nginxServerBlock());
  });

  it("serves /x from /x/index.html without redirects and 404.html for unknown paths", () => {
    expect(committed).toContain("try_files $uri $uri/index.html =404;");
    expect(committed).toContain("error_page 404 /404.html;");
    expect(committed).toContain("gzip on;");
    // The one redirect: an old link to a day (/schedule?day=) to the day's page.
    expect(committed.match(/^\s*(rewrite|return 30).*$/gm)).toEqual([
      "            return 301 $quillmere_day_page;",
    ]);
  });

  it("holds nothing per page or per build: no include of the build's files, no page's hashes", () => {
    expect(committed).not.toMatch(/^\s*include (?!mime\.types;)/m);
    expect(committed).not.toContain("sha256");
    expect(committed).not.toContain("/security/");
  });

  it("holds no token nginx's reader would refuse", () => {
    const tokens = committed
      .split("\n")
      .filter((line) => !line.trim().startsWith("#"))
      .flatMap((line) => line.match(/"[^"]*"|\S+/g) ?? []);
    expect(Math.max(...tokens.map((token) => Buffer.byteLength(token)))).toBeLessThan(
      nginxTokenLimit,
    );
  });

  it("sets headers only at server level, so every location keeps them", () => {
    const serverBlock = committed.slice(committed.indexOf("server {"));
    for (const location of serverBlock.split(/^\s*location /m).slice(1)) {
      expect(location.split("}")[0]).not.toContain("add_header");
    }
    // The policy, X-Robots-Tag, the five base security headers and Cache-Control.
    expect(committed.match(/^ {4}add_header .* always;$/gm)).toHaveLength(8);
  });

  it("gives the content editor (/admin) its own policy and noindex, other documents the site-wide part, files none", () => {
    const policyMap = committed.slice(committed.indexOf("$quillmere_document_csp {"));
    const lines = policyMap.slice(0, policyMap.indexOf("}")).split("\n");
    // First match wins in an nginx map: the editor's line comes before the pages' one.
    expect(lines[1]).toContain(`"${editorContentSecurityPolicy()}"`);
    expect(lines[1]).toMatch(/admin/);
    expect(lines[2]).toBe(`    ~^text/html  "${documentHeaderPolicy}";`);
    expect(lines[3]).toBe(`    default      "";`);
    expect(committed).toMatch(
      /map \$uri \$quillmere_robots_tag \{\n {4}~\^\/admin\(\/\|\$\) {2}"noindex, nofollow";/,
    );
  });
});

describe("the local server block for tests", () => {
  it("points root and listen at the test build, and can switch on basic auth", () => {
    const local = localServerBlock(committed, {
      clientDir: "/tmp/site/client",
      port: 8123,
      mimeTypes: "/etc/nginx/mime.types",
      htpasswd: "/tmp/htpasswd",
    });
    expect(local).toContain("    root /tmp/site/client;");
    expect(local).toContain("    include /etc/nginx/mime.types;");
    expect(local).toContain("    listen 127.0.0.1:8123;");
    expect(local).not.toMatch(/^\s*listen (80|\[::\]:80);/m);
    expect(local).toContain("    location ^~ /graphics/private_ {\n");
    expect(local).toContain("        auth_basic_user_file /tmp/htpasswd;\n");
    expect(local).not.toContain("# location ^~ /graphics/private_");
  });
});
