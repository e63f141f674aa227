// `npm run serve` (and `npm start`, and the end-to-end tests): serves a build as a static host
// would. It listens on this machine's loopback unless HOST says otherwise: `npm start`'s preview
// holds a private area encrypted with the demo password, which the README prints, so on every
// interface anyone on the same network could read it (issue 31).
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createStaticSite } from "./static-site.ts";

/** Where it listens without HOST: this machine only. */
export const defaultHost = "127.0.0.1";

/** The address to give a browser, e.g. http://127.0.0.1:3000 or http://[::1]:3000. */
export function serverUrl({ address, port }: AddressInfo): string {
  return `http://${address.includes(":") ? `[${address}]` : address}:${port}`;
}

/**
 * Serves BUILD_DIR (default build/client) on HOST (default 127.0.0.1) and PORT (default 3000; 0
 * picks a free one), and prints the address. Exits when there is no build to serve.
 */
export function serve(env: NodeJS.ProcessEnv = process.env): Promise<Server> {
  const root = path.resolve(env.BUILD_DIR ?? "build/client");
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST || defaultHost;

  if (!existsSync(path.join(root, "404.html"))) {
    console.error(`No build found in ${root}. Run \`npm run build\` first.`);
    process.exit(1);
  }

  const server = createServer(createStaticSite({ root }));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const reach = /^(127\.|::1$|localhost$)/.test(host)
        ? "this machine only; HOST changes it"
        : `HOST=${host}: other machines on the network can reach it`;
      console.log(
        `Serving ${path.relative(process.cwd(), root) || "."} at ${serverUrl(server.address() as AddressInfo)} (${reach})`,
      );
      resolve(server);
    });
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await serve();
