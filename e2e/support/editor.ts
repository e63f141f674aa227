// Test support for the content editor (/admin): a copy of the project in a temporary git
// repository, decap-server on a free port serving that copy behind its guard (as `npm run edit`
// starts it), and a page whose editor talks to it. The editor's policy allows no other origin, so
// the page reaches decap-server through a same-origin address that the test forwards
// (page.route), and gets a configuration whose local backend is that address. The guard answers
// the site's origin only, as it answers the development site's in `npm run edit`.
import { spawnSync } from "node:child_process";
import { test, type Page } from "@playwright/test";
import { editorConfigYaml } from "../../tools/organisers/editor/editor-config.ts";
import { startLocalBackend } from "../../tools/organisers/editor/local-backend.ts";
import { testBuildEnv } from "../../integrations/private-data/password.ts";
import { testBuildOut } from "../../integrations/private-data/test-build.ts";
import {
  buildProjectCopy,
  copyProject,
  removeProjectCopy,
} from "../harness/test-support/project-copy.ts";

/** A copy of the project in a new git repository (decap-server's GIT_REPO_DIRECTORY). */
export function copyProjectRepo(prefix: string): string {
  const copy = copyProject(prefix);
  const git = (...args: string[]) => spawnSync("git", args, { cwd: copy, encoding: "utf8" });
  git("init", "-q");
  git("add", "event");
  git("-c", "user.name=test", "-c", "user.email=test@example.invalid", "commit", "-qm", "content");
  return copy;
}

/**
 * Builds a copy as `npm run build` does, with the tests' private-area password: into the copy's
 * build-test/ (testBuildOut), since the build refuses that password for build/.
 */
export function buildCopy(copy: string) {
  return buildProjectCopy(copy, { ...testBuildEnv, BUILD_OUT: testBuildOut });
}

export interface DecapServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts decap-server (file-system mode) behind its guard on a free port, for pages from `origin`. */
export async function startDecapServer(folder: string, origin: string): Promise<DecapServer> {
  const backend = await startLocalBackend({ port: 0, folder, origin, logLevel: "warn" });
  return { url: backend.url, stop: () => backend.close() };
}

/** The same-origin address the page's editor uses for its local backend. */
const proxiedBackend = "/__editor-test-backend/api/v1";

/** Points the page's editor at decap-server: its configuration and its requests. */
export async function connectEditor(page: Page, backend: DecapServer, baseURL: string) {
  await page.route("**/admin/config.yml", (route) =>
    route.fulfill({
      contentType: "text/yaml",
      body: editorConfigYaml({ local: { url: `${baseURL}${proxiedBackend}` } }),
    }),
  );
  await page.route(`**${proxiedBackend}`, async (route) => {
    // The page's own headers (its Origin among them), sent to decap-server's address.
    const response = await route.fetch({ url: backend.url });
    await route.fulfill({ response });
  });
}

/** Stops forwarding; the editor may still be loading entries in the background when a test ends. */
export async function disconnectEditor(page: Page) {
  await page.unrouteAll({ behavior: "ignoreErrors" });
}

/** Opens the editor and logs in to the local backend (once per page: Decap remembers it). */
export async function openEditor(page: Page, hash = "") {
  // A fresh page load: a hash change alone would keep the previous entry's draft.
  if (page.url().includes("/admin/")) await page.goto("about:blank");
  await page.goto(`/admin/${hash}`);
  const login = page.getByRole("button", { name: /login/i });
  const loggedIn = page.getByRole("button", { name: "Account options dropdown" });
  await login.or(loggedIn).first().waitFor();
  if (await login.isVisible()) await login.click();
  await loggedIn.waitFor();
}

/**
 * The hooks of a spec file that edits a copy of the project: one copy and one decap-server for
 * the file, and each test's page connected to them. The returned object holds the copy's folder.
 */
export function editorOnProjectCopy(prefix: string): { copy: string } {
  const state = { copy: "", backend: undefined as DecapServer | undefined };
  test.beforeAll(async () => {
    state.copy = copyProjectRepo(prefix);
    state.backend = await startDecapServer(
      state.copy,
      new URL(test.info().project.use.baseURL!).origin,
    );
  });
  test.afterAll(async () => {
    await state.backend?.stop();
    if (state.copy) removeProjectCopy(state.copy);
  });
  test.beforeEach(async ({ page, baseURL }) => {
    await connectEditor(page, state.backend!, baseURL!);
  });
  test.afterEach(async ({ page }) => {
    await disconnectEditor(page);
  });
  return state;
}
