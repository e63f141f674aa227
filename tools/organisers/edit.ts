// `npm run edit`: the development site and the content editor's local backend together
// (docs/editing.md). The site runs at http://localhost:5173 with the editor at /admin; decap-server
// reads and writes the files of this folder, with no login, so it listens on 127.0.0.1 only
// (tools/organisers/editor/local-backend.ts): this is for one's own machine. Ctrl-C stops both;
// if one stops, so does the other.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import {
  decapServerCommand,
  defaultLocalBackendPort,
  localBackendHost,
  localBackendUrl,
} from "./editor/local-backend.ts";

const backendPort = process.env.DECAP_SERVER_PORT ?? String(defaultLocalBackendPort);
const bin = (file: string) => path.resolve("node_modules", file);

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
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

const backend = decapServerCommand({ port: backendPort, folder: process.cwd() });
start("decap-server", backend.args, backend.env);
start("astro dev", [bin("astro/bin/astro.mjs"), "dev", ...process.argv.slice(2)], {
  DECAP_LOCAL_URL: localBackendUrl(backendPort),
});
console.log(
  "Editing locally: open /admin on the development site (the address it prints below) and press Login. " +
    "Saved changes are written to content/ and public/images/; commit them with Git. Ctrl-C stops.",
);
console.log(
  `The editor's local backend (decap-server) listens on ${localBackendHost}:${backendPort} only: ` +
    "it reads and writes this folder without a login, so `npm run edit` is for your own machine. " +
    "Do not make it or the development site (--host) reachable from other machines.",
);

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stopAll(0));
