// The content editor's local backend for `npm run edit` (docs/editing.md): decap-server, which
// reads and writes the files of a folder for whoever asks, with no login. It must be reachable from
// this machine only: started on all interfaces, anyone on the same network could read
// private-content/ and write files anywhere in the project (issue 21). decap-server listens on
// BIND_HOST when it is set (its own .env cannot change that: dotenv keeps variables already set).
import path from "node:path";

/** The one address decap-server listens on: this machine's loopback, IPv4. */
export const localBackendHost = "127.0.0.1";

export const defaultLocalBackendPort = 8081;

/** The editor's address for it (Decap's local_backend url). */
export function localBackendUrl(port: number | string): string {
  return `http://${localBackendHost}:${port}/api/v1`;
}

/** How to start decap-server (file-system mode) on the loopback for a folder: node's arguments and environment. */
export function decapServerCommand({
  port,
  folder,
  logLevel,
}: {
  port: number | string;
  folder: string;
  logLevel?: string;
}): { args: string[]; env: Record<string, string> } {
  return {
    args: [path.resolve("node_modules/decap-server/dist/index.js")],
    env: {
      // Files written as they are (Git is the organiser's), whatever MODE the shell has set.
      MODE: "fs",
      PORT: String(port),
      BIND_HOST: localBackendHost,
      GIT_REPO_DIRECTORY: folder,
      ...(logLevel ? { LOG_LEVEL: logLevel } : {}),
    },
  };
}
