// `npm run edit`: the development site and the content editor's local backend together
// (docs/editing.md). The site runs at http://127.0.0.1:5173 with the editor at /admin; decap-server
// reads and writes the files of this folder, with no login, so it listens on 127.0.0.1 only and
// answers the development site's editor only, for the editor's own files
// (tools/organisers/editor/local-backend.ts): this is for one's own machine. decap-server runs in
// this process, astro dev in a child; Ctrl-C stops both, and so does astro dev stopping.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import {
  defaultLocalBackendPort,
  localBackendHost,
  startLocalBackend,
} from "./editor/local-backend.ts";

const backendPort = Number(process.env.DECAP_SERVER_PORT ?? defaultLocalBackendPort);
const bin = (file: string) => path.resolve("node_modules", file);

// The backend answers the development site's exact origin only, so the site must be where the
// backend expects it: astro.config.ts's 127.0.0.1:5173, or the port given with --port. Astro would
// move to the next free port when that one is taken, so it is checked first.
const devArgs = process.argv.slice(2);
const portArg = devArgs.findIndex((arg) => arg === "--port" || arg.startsWith("--port="));
const devPort = Number(
  portArg < 0
    ? 5173
    : devArgs[portArg]!.includes("=")
      ? devArgs[portArg]!.split("=")[1]
      : devArgs[portArg + 1],
);
const devOrigin = `http://127.0.0.1:${devPort}`;

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  void backend.close();
  process.exitCode = code;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

function start(name: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  child.on("exit", (code, signal) => {
    if (!stopping)
      console.log(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    stopAll(code ?? 0);
  });
  children.push(child);
}

if (!Number.isInteger(devPort) || !(await isFree(devPort))) {
  console.error(
    `Port ${devPort} on 127.0.0.1 is taken (or not a port): stop what uses it, or choose another ` +
      "with `npm run edit -- --port 5180`.",
  );
  process.exit(1);
}
const backend = await startLocalBackend({
  port: backendPort,
  folder: process.cwd(),
  origin: devOrigin,
});
start(
  "astro dev",
  [
    bin("astro/bin/astro.mjs"),
    "dev",
    ...devArgs,
    ...(portArg < 0 ? ["--port", String(devPort)] : []),
  ],
  {
    DECAP_LOCAL_URL: backend.url,
  },
);
console.log(
  `Editing locally: open ${devOrigin}/admin (this address exactly: the editor's backend answers no other) and press Login. ` +
    "Saved changes are written to event/content/ and event/public/images/; commit them with Git. Ctrl-C stops.",
);
console.log(
  `The editor's local backend (decap-server) listens on ${localBackendHost}:${backendPort} only: ` +
    `it answers only the editor at ${devOrigin}/admin, for the files it edits, without a login, ` +
    "so `npm run edit` is for your own machine. " +
    "Do not make it or the development site (--host) reachable from other machines.",
);

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stopAll(0));
