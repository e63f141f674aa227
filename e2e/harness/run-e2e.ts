// `npm run test:e2e`: finds (or installs) Chromium, then runs Playwright against the built site.
import { spawnSync } from "node:child_process";
import { findOrInstallChromium } from "../../tools/shared/find-chromium.ts";

let chromePath: string;
try {
  chromePath = findOrInstallChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(`End-to-end tests in ${chromePath}`);
const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, CHROME_PATH: chromePath },
});
process.exit(result.status ?? 1);
