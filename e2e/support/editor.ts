// Test support for the content editor (/admin): a copy of the project in a temporary git
// repository, decap-server on a free port serving that copy, and a page whose editor talks to it.
// The editor's policy allows no other origin, so the page reaches decap-server through a
// same-origin address that the test forwards (page.route), and gets a configuration whose
// local backend is that address.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { test, type Page } from "@playwright/test";
import { editorConfigYaml } from "../../tools/organisers/editor/editor-config.ts";
import {
  decapServerCommand,
  localBackendUrl,
} from "../../tools/organisers/editor/local-backend.ts";
import { testBuildEnv } from "../../integrations/private-data/password.ts";
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
  git("add", "content");
  git("-c", "user.name=test", "-c", "user.email=test@example.invalid", "commit", "-qm", "content");
  return copy;
}

/** Builds a copy as `npm run build` does, with the tests' private-area password. */
export function buildCopy(copy: string) {
  return buildProjectCopy(copy, testBuildEnv);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export interface DecapServer {
  url: string;
  stop(): void;
}

/** Starts decap-server (file-system mode) on a free port for the folder; resolves once it answers. */
export async function startDecapServer(folder: string): Promise<DecapServer> {
  const port = await freePort();
  // As `npm run edit` starts it: on 127.0.0.1 only.
  const command = decapServerCommand({ port, folder, logLevel: "warn" });
  const child: ChildProcess = spawn(process.execPath, command.args, {
    env: { ...process.env, ...command.env },
    stdio: "ignore",
  });
  // Stopped with the test worker too, should a test end without its afterAll.
  process.once("exit", () => child.kill());
  const url = localBackendUrl(port);
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error("decap-server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => child.kill() };
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
    state.backend = await startDecapServer(state.copy);
  });
  test.afterAll(() => {
    state.backend?.stop();
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
