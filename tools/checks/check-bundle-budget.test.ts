import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { removeTempFolders, tempBuildFolder } from "../../e2e/harness/test-support/temp-folder.ts";

afterAll(removeTempFolders);

/** JavaScript that gzip cannot shrink much: about `kilobytes` KB once compressed. */
function incompressibleScript(kilobytes: number): string {
  const digests: string[] = [];
  // A SHA-512 digest is 64 random-looking bytes; base64 makes 88 characters of them.
  for (let index = 0; digests.length * 64 < kilobytes * 1000; index++) {
    digests.push(createHash("sha512").update(String(index)).digest("base64"));
  }
  return `export const noise = "${digests.join("")}";`;
}

const page = (script: string) =>
  `<!doctype html><html><body><script type="module" src="${script}"></script></body></html>`;

// Each check starts tsx: seconds on a busy machine.
const timeout = 60_000;

/** Runs the budget check on a build folder (BUILD_OUT) whose client/ holds the given files. */
function checkBudget(files: Record<string, string>) {
  return spawnSync("npx", ["tsx", "tools/checks/check-bundle-budget.ts"], {
    encoding: "utf8",
    env: { ...process.env, BUILD_OUT: tempBuildFolder("bundle-budget", files) },
    timeout,
  });
}

describe("check-bundle-budget", () => {
  it(
    "fails a static page over 15 KB and names it, and passes the schedule with the same script",
    () => {
      const result = checkBudget({
        "index.html": page("/assets/big.js"),
        "schedule/index.html": page("/assets/big.js"),
        "assets/big.js": incompressibleScript(20),
      });
      expect(result.status).toBe(1);
      expect(result.stdout).toMatch(
        /^ {2}\/ +2\d\.\d KB \/ 15\.0 KB \(static\) +1 files +OVER BUDGET$/m,
      );
      expect(result.stdout).toMatch(
        /^ {2}\/schedule +2\d\.\d KB \/ 100\.0 KB \(interactive\) +1 files$/m,
      );
      expect(result.stderr).toContain("1 page(s) over budget: /.");
    },
    timeout,
  );

  it(
    "fails a page with an island over 100 KB, counting what its component imports",
    () => {
      const result = checkBudget({
        "private/index.html": `<!doctype html><html><body><astro-island component-url="/assets/private.js" renderer-url="/assets/client.js" client="load" ssr></astro-island></body></html>`,
        "assets/private.js": 'import "./react-dom.js";',
        "assets/client.js": "export default 1;",
        "assets/react-dom.js": incompressibleScript(110),
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("1 page(s) over budget: /private.");
    },
    timeout,
  );

  it(
    "passes pages within their budgets",
    () => {
      const result = checkBudget({
        "index.html": page("/assets/page-script.js"),
        "assets/page-script.js": incompressibleScript(10),
      });
      expect(result.stderr).not.toContain("over budget");
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/All 1 pages within budget; largest static page \d+\.\d KB/);
    },
    timeout,
  );
});
