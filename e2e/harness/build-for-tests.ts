// `npm test` builds with a fixture password so the end-to-end tests can unlock the private area,
// into a folder of its own (testBuildOut): a deploy of build/ can never be this build. It uses the
// sample's private data, whatever PRIVATE_CONTENT_DIR says: the tests expect the sample's codes and
// posts, and the fixture password is in the source, so it must never lock an organiser's real data.
import { spawnSync } from "node:child_process";
import { privateContentVariable, samplePrivateContentDir } from "../../content/load/files.ts";
import { testBuildEnv } from "../../integrations/private-data/password.ts";
import { testBuildOut } from "../../integrations/private-data/test-build.ts";

const result = spawnSync("npx", ["astro", "build"], {
  stdio: "inherit",
  env: {
    ...process.env,
    ...testBuildEnv,
    BUILD_OUT: testBuildOut,
    [privateContentVariable]: samplePrivateContentDir(),
  },
});
process.exit(result.status ?? 1);
