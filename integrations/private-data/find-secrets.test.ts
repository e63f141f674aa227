import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PrivateDatasets } from "../../content/schema/private.ts";
import { encryptDatasets } from "./encrypt.ts";
import { findSecrets, openedBySourcePasswords } from "./find-secrets.ts";
import { demoPassword, testFixturePassword } from "./password.ts";
import { removeTempFolders, tempFolder } from "../../e2e/harness/test-support/temp-folder.ts";

afterAll(removeTempFolders);

const secret = "Open Sesame & co/2025";

function siteWith(files: Record<string, string | Buffer>): string {
  return tempFolder("secrets", files);
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

describe("openedBySourcePasswords", () => {
  /** A client folder whose /data/private.json is encrypted with the password, by the build's code. */
  async function buildEncryptedWith(password: string): Promise<string> {
    const envelope = await encryptDatasets(password, {
      discounts: { entries: [] },
    } as unknown as PrivateDatasets);
    return siteWith({
      "index.html": "<p>clean</p>",
      "data/private.json": JSON.stringify(envelope),
    });
  }
  const envelope = path.join("data", "private.json");
  // Two PBKDF2 derivations (600,000 iterations) per scan, and one to encrypt.
  const timeout = 30_000;

  it(
    "finds a build the demo password opens, in any folder, the test build's included",
    async () => {
      const root = await buildEncryptedWith(demoPassword);
      for (const testBuildDir of [path.resolve("build-test", "client"), root]) {
        const { findings } = await openedBySourcePasswords(root, testBuildDir);
        expect(findings).toEqual([
          { file: envelope, label: expect.stringMatching(/^encrypted with the demo password/) },
        ]);
      }
    },
    timeout,
  );

  it(
    "finds a build the tests' password opens, unless it is the test build in its own folder",
    async () => {
      const root = await buildEncryptedWith(testFixturePassword);
      const deployable = await openedBySourcePasswords(root, path.resolve("build-test", "client"));
      expect(deployable).toEqual({
        findings: [
          {
            file: envelope,
            label: expect.stringMatching(/^encrypted with the tests' password, .*build-test\//),
          },
        ],
        testBuild: [],
      });
      expect(await openedBySourcePasswords(root, root)).toEqual({
        findings: [],
        testBuild: [envelope],
      });
    },
    timeout,
  );

  it(
    "finds nothing in a build encrypted with another password",
    async () => {
      const root = await buildEncryptedWith("plover-anvil-quietly-saffron-mantle");
      expect(await openedBySourcePasswords(root)).toEqual({ findings: [], testBuild: [] });
    },
    timeout,
  );
});
