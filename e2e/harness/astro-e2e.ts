// `npm run test:e2e:astro`, while the site moves to Astro (docs/decisions/034-astro.md): builds the
// Astro site with the test password into build-astro/ and runs the Playwright suite (or the specs
// named after `--`) against it, on a port of its own so that it never reuses the old site's
// server. `--skip-build` tests the build that is there.
import { spawnSync } from "node:child_process";
import { testFixturePassword } from "../../scripts/build/private-data/password.ts";

const buildOut = "build-astro";
const args = process.argv.slice(2);
const skipBuild = args.includes("--skip-build");

if (!skipBuild) {
  const build = spawnSync("npx", ["astro", "build"], {
    stdio: "inherit",
    env: { ...process.env, BUILD_OUT: buildOut, PRIVATE_AREA_PASSWORD: testFixturePassword },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(
  "npx",
  ["tsx", "e2e/harness/run-e2e.ts", ...args.filter((arg) => arg !== "--skip-build")],
  {
    stdio: "inherit",
    env: {
      ...process.env,
      BUILD_OUT: buildOut,
      BUILD_DIR: `${buildOut}/client`,
      E2E_PORT: process.env.E2E_PORT ?? "4273",
    },
  },
);
process.exit(result.status ?? 1);
