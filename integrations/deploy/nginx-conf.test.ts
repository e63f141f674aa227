import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  documentHeaderPolicy,
  editorContentSecurityPolicy,
  nonDocumentPolicy,
  serviceWorkerPolicy,
} from "../../hosting/security-headers.ts";
import { nginxServerBlock, nginxTokenLimit } from "./nginx-conf.ts";
import { localServerBlock } from "./nginx-server.ts";

const committed = readFileSync(
  path.resolve(import.meta.dirname, "../../deploy/nginx.conf"),
  "utf8",
);

describe("deploy/nginx.conf", () => {
  it("is up to date with hosting/security-headers.ts (run `npm run deploy:nginx`)", () => {
    expect(committed).toBe(nginxServerBlock());
  });

  it("serves /x from /x/index.html without redirects and 404.html for unknown paths", () => {
    expect(committed).toContain("try_files $uri $uri/index.html =404;");
    expect(committed).toContain("error_page 404 /404.html;");
    expect(committed).toContain("gzip on;");
    expect(committed).not.toMatch(/^\s*(rewrite|return 30)/m);
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
    // The policy, Allow, X-Robots-Tag, the five base security headers and Cache-Control.
    expect(committed.match(/^ {4}add_header .* always;$/gm)).toHaveLength(9);
  });

  it("gives every response a policy: the editor its own, documents the site-wide part, the worker its own, the media and every other file the non-document one, a 304 none", () => {
    const policyMap = committed.slice(committed.indexOf("$quillmere_csp {"));
    const lines = policyMap.slice(0, policyMap.indexOf("\n}")).split("\n");
    // First match wins in an nginx map (regexes in order): 304 first, the media folder before the
    // HTML lines (an uploaded HTML file there is no document), the editor before the pages.
    expect(lines.slice(1)).toEqual([
      `    "~^304\\|"  "";`,
      `    "~^\\d+\\|[^|]*\\|/images/"  "${nonDocumentPolicy}";`,
      `    "~^\\d+\\|text/html[^|]*\\|/admin(/|$)"  "${editorContentSecurityPolicy()}";`,
      `    "~^\\d+\\|text/html"  "${documentHeaderPolicy}";`,
      `    "~\\|/sw\\.js$"  "${serviceWorkerPolicy}";`,
      `    default  "${nonDocumentPolicy}";`,
    ]);
    expect(committed).toContain('map "$status|$sent_http_content_type|$uri" $quillmere_csp {');
    expect(committed).toMatch(
      /map \$uri \$quillmere_robots_tag \{\n {4}~\^\/admin\(\/\|\$\) {2}"noindex, nofollow";/,
    );
  });
});

describe("deploy/nginx.conf: methods and media", () => {
  it("answers only GET and HEAD, with Allow on the 405, before any location", () => {
    const serverBlock = committed.slice(committed.indexOf("server {"));
    const methodCheck = serverBlock.indexOf(
      "    if ($request_method !~ ^(GET|HEAD)$) {\n        return 405;\n    }",
    );
    expect(methodCheck).toBeGreaterThan(0);
    expect(methodCheck).toBeLessThan(serverBlock.indexOf("\n    location "));
    expect(committed).toContain(
      'map $request_method $quillmere_allow {\n    GET  "";\n    HEAD  "";\n    default  "GET, HEAD";\n}',
    );
    expect(committed).toContain("    add_header Allow $quillmere_allow always;");
  });

  it("serves only image types from the media folder, anything else as a download", () => {
    const media = committed.slice(committed.indexOf("    location ^~ /images/ {"));
    const block = media.slice(0, media.indexOf("\n    }\n"));
    expect(block).toContain("image/svg+xml svg;");
    expect(block).toContain("default_type application/octet-stream;");
    expect(block).not.toMatch(/text\/html|javascript/);
    expect(block).toContain("try_files $uri =404;");
  });
});

describe("the local server block for tests", () => {
  it("points root and listen at the test build", () => {
    const local = localServerBlock(committed, {
      clientDir: "/tmp/site/client",
      port: 8123,
      mimeTypes: "/etc/nginx/mime.types",
    });
    expect(local).toContain("    root /tmp/site/client;");
    expect(local).toContain("    include /etc/nginx/mime.types;");
    expect(local).toContain("    listen 127.0.0.1:8123;");
    expect(local).not.toMatch(/^\s*listen (80|\[::\]:80);/m);
  });
});
