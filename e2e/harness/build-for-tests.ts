// `npm test` builds with a fixture password so the end-to-end tests can unlock the private area.
import { spawnSync } from "node:child_process";
import { testFixturePassword } from "../../integrations/private-data/password.ts";

const result = spawnSync("npx", ["astro", "build"], {
  stdio: "inherit",
  env: { ...process.env, PRIVATE_AREA_PASSWORD: testFixturePassword },
});
process.exit(result.status ?? 1);
