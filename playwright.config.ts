import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { testBuildOut } from "./integrations/private-data/test-build.ts";

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "e2e",
  // Only specs: e2e/harness and e2e/support hold the tools the specs use.
  testMatch: "*.spec.ts",
  fullyParallel: true,
  // One per core. A third worker on two cores once kept them busier; on a slower two-core machine
  // it only made each test slower (its axe passes and page loads shared the cores three ways) for
  // the same total: measured in docs/decisions/031.
  workers: "100%",
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  // Most tests take 2-10 s alone; those that run axe over many states take up to 15 s, and with a
  // second suite on the same two cores over 30 s. 45 s keeps them under a third of it alone.
  timeout: 45_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // Off unless asked for (E2E_TRACE=1 keeps the trace of each failed test): recording every
    // test's trace cost about a sixth of the suite's time, to keep the few that fail.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    // The offline service worker would precache ~250 files in every fresh context and answer
    // requests that tests route; e2e/offline.spec.ts opts back in.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || undefined,
      args: ["--disable-dev-shm-usage"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // The production build, served the way a static host serves it (never `vite preview`): the test
  // build, in its own folder (`npm run build:test`), unless BUILD_DIR or BUILD_OUT names another;
  // e2e/support/built-pages.ts reads the same.
  webServer: {
    command: "node --import tsx server/serve.ts",
    env: {
      PORT: String(port),
      BUILD_DIR: path.resolve(
        process.env.BUILD_DIR ?? path.join(process.env.BUILD_OUT ?? testBuildOut, "client"),
      ),
    },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
  },
});
