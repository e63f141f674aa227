// `npm test` builds with a fixture password so the end-to-end tests can unlock the private area,
// into a folder of its own (testBuildOut): a deploy of build/ can never be this build.
import { spawnSync } from "node:child_process";
import { testBuildEnv } from "../../integrations/private-data/password.ts";
import { testBuildOut } from "../../integrations/private-data/test-build.ts";

const result = spawnSync("npx", ["astro", "build"], {
  stdio: "inherit",
  env: { ...process.env, ...testBuildEnv, BUILD_OUT: testBuildOut },
});
process.exit(result.status ?? 1);
