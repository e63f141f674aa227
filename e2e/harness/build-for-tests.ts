// `npm test` builds with a fixture password so the end-to-end tests can unlock the private area,
// and with the sample's private data, whatever PRIVATE_CONTENT_DIR says: the tests expect the
// sample's codes and posts, and the fixture password is in the source, so it must never lock an
// organiser's real data.
import { spawnSync } from "node:child_process";
import { privateContentVariable, samplePrivateContentDir } from "../../content/load/files.ts";
import { testFixturePassword } from "../../integrations/private-data/password.ts";

const result = spawnSync("npx", ["astro", "build"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRIVATE_AREA_PASSWORD: testFixturePassword,
    [privateContentVariable]: samplePrivateContentDir(),
  },
});
process.exit(result.status ?? 1);
