import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadPrivateContent } from "../../content/checked-content.ts";
import type { PrivateDatasets } from "../../content/schema/private.ts";
import { encryptDatasets } from "../../integrations/private-data/encrypt.ts";
import { testFixturePassword } from "../../integrations/private-data/password.ts";
import { removeTempFolders, tempBuildFolder } from "../../e2e/harness/test-support/temp-folder.ts";

afterAll(removeTempFolders);

/** A build folder (BUILD_OUT) whose client/ holds the given files. */
const buildWith = (files: Record<string, string>) => tempBuildFolder("secret-scan", files);

// Each scan starts tsx and reads the private content: seconds on a busy machine.
const timeout = 60_000;

function scan(buildOut: string) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== "PRIVATE_AREA_PASSWORD"),
  );
  return spawnSync("npx", ["tsx", "tools/checks/check-no-secrets.ts"], {
    encoding: "utf8",
    env: { ...env, BUILD_OUT: buildOut },
    timeout,
  });
}

describe("check-no-secrets", () => {
  // The codes come from private-content/discounts.yml, as the script reads them.
  const { discounts, socialCalendar } = loadPrivateContent();
  const { entries } = discounts;
  const planted = entries[entries.length - 1]!.code;
  const secretCount = 2 + entries.length + socialCalendar.posts.length;

  it(
    "finds a discount code from private-content/discounts.yml planted in a built file",
    () => {
      const result = scan(
        buildWith({
          "index.html": "<p>clean</p>",
          "assets/app.js": `const x = "${Buffer.from(`code=${planted}`).toString("base64")}";`,
        }),
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`${path.join("assets", "app.js")}: discount code ${planted}`);
      expect(result.stderr).toContain("Secrets found in 1 place(s) of the build.");
    },
    timeout,
  );

  it(
    "finds the copy of a planned social post from private-content/social-posts/",
    () => {
      const post = socialCalendar.posts[5]!;
      const result = scan(buildWith({ "speakers.data": JSON.stringify({ text: post.Copy }) }));
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`speakers.data: the ${post.Platform} post of ${post.Date}`);
    },
    timeout,
  );

  it(
    "passes a clean build, having looked for every code and post",
    () => {
      const result = scan(buildWith({ "index.html": "<p>clean</p>" }));
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(`No secret in any built file (${secretCount} secrets`);
    },
    timeout,
  );

  /** /data/private.json as a build writes it, encrypted with the password. */
  const envelopeWith = async (password: string) =>
    JSON.stringify(
      await encryptDatasets(password, {
        discounts: { entries: [] },
      } as unknown as PrivateDatasets),
    );

  // Issue 31, point 5: a build made with the tests' password passed (with a note) wherever it was.
  // Only the test build's own folder (build-test/, which find-secrets.test.ts stands in for) may
  // hold one; this temporary folder stands for build/ or any other folder a host deploys. Which
  // passwords open which folder's data is find-secrets.test.ts's; this proves the command fails.
  it(
    "fails a build to deploy whose private data opens with the tests' password",
    async () => {
      const result = scan(
        buildWith({ "data/private.json": await envelopeWith(testFixturePassword) }),
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(
        `${path.join("data", "private.json")}: encrypted with the tests' password, which is in this project's source`,
      );
    },
    timeout,
  );
});
