import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findSecrets } from "./find-secrets.ts";

const secret = "Open Sesame & co/2025";

function siteWith(files: Record<string, string | Buffer>): string {
  const root = mkdtempSync(path.join(tmpdir(), "secrets-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

describe("findSecrets", () => {
  it.each([
    ["raw", `const x = "${secret}";`],
    ["JSON-escaped", JSON.stringify({ value: `${secret}\n` })],
    ["URL-encoded", `https://x.example/?p=${encodeURIComponent(secret)}`],
    ["base64 at offset 0", Buffer.from(secret).toString("base64")],
    ["base64 at offset 1", Buffer.from(`a${secret}zz`).toString("base64")],
    ["base64 at offset 2", Buffer.from(`ab${secret}z`).toString("base64")],
  ])("finds a %s secret", (_form, content) => {
    const root = siteWith({ "assets/app.js": content, "index.html": "<p>clean</p>" });
    expect(findSecrets(root, [{ label: "password", value: secret }])).toEqual([
      { file: path.join("assets", "app.js"), label: "password" },
    ]);
  });

  it("finds nothing in a clean site, binary files included", () => {
    const root = siteWith({
      "index.html": "<p>hello</p>",
      "images/x.png": Buffer.from([0, 1, 2, 250]),
    });
    expect(findSecrets(root, [{ label: "password", value: secret }])).toEqual([]);
  });
});
