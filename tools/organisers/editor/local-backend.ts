// The content editor's local backend for `npm run edit` (docs/editing.md): decap-server, which
// reads and writes the files of a folder for whoever asks, with no login. Two fences:
// - it listens on this machine's loopback only: on all interfaces, anyone on the same network
//   could read private-content/ and write files anywhere in the project (issue 21);
// - every request passes backend-guard.ts first: on the loopback, any web page the organiser has
//   open could still ask (another local port, or any site by DNS rebinding), so only the
//   development site's editor is answered, and only for the files the editor's configuration
//   names (issue 31).
// decap-server runs in this process, behind the guard, on decap-server's own Express, through the
// entry it ships for adding it to an app (dist/middlewares.js, `registerLocalFs`). Its command
// line has no place for a guard, and a guard in front of it as a proxy would leave decap-server's
// own port open to the same pages.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import {
  bodyRefusal,
  editorAreas,
  headerRefusal,
  refuse,
  type GuardPolicy,
} from "./backend-guard.ts";
import { editorConfig } from "./editor-config.ts";

/** The one address the backend listens on: this machine's loopback, IPv4. */
export const localBackendHost = "127.0.0.1";

export const defaultLocalBackendPort = 8081;

/** The editor's address for it (Decap's local_backend url). */
export function localBackendUrl(port: number | string): string {
  return `http://${localBackendHost}:${port}/api/v1`;
}

type Next = (error?: unknown) => void;
type Middleware = (
  request: IncomingMessage & { body?: unknown },
  response: ServerResponse,
  next: Next,
) => void;
type ErrorHandler = (
  error: unknown,
  request: IncomingMessage,
  response: ServerResponse,
  next: Next,
) => void;
interface ExpressApp {
  (request: IncomingMessage, response: ServerResponse): void;
  use(handler: Middleware): unknown;
  use(handler: ErrorHandler): unknown;
}
interface Express {
  (): ExpressApp;
  json(options: { limit: string; type: string }): Middleware;
}
interface DecapMiddlewares {
  registerLocalFs(app: ExpressApp, options: { logLevel?: string }): Promise<void>;
}

/** decap-server's Express and middlewares, as decap-server itself resolves them. */
function decapServer(): { express: Express; middlewares: DecapMiddlewares } {
  const manifest = createRequire(import.meta.url).resolve("decap-server/package.json");
  const requireFromDecap = createRequire(manifest);
  return {
    express: requireFromDecap("express") as Express,
    middlewares: requireFromDecap(
      path.join(path.dirname(manifest), "dist/middlewares.js"),
    ) as DecapMiddlewares,
  };
}

/** An error from a request as a short JSON answer: 400 for a body that is not JSON, else 500. */
function answerErrorAsJson(
  error: unknown,
  request: IncomingMessage,
  response: ServerResponse,
  next: Next,
): void {
  // An answer already begun can only be cut off, which Express's own handler does.
  if (response.headersSent) return next(error);
  const badJson = (error as { type?: unknown } | null)?.type === "entity.parse.failed";
  if (!badJson) console.error(`Editor backend: ${request.method} ${request.url}:`, error);
  response.statusCode = badJson ? 400 : 500;
  response.setHeader("Content-Type", "application/json; charset=utf-8");
  response.setHeader("Cache-Control", "no-store");
  response.end(
    JSON.stringify({
      error: badJson ? "The request's body is not valid JSON" : "The backend could not answer",
    }),
  );
}

export interface LocalBackend {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * Starts decap-server (file-system mode) for a folder on 127.0.0.1:port behind the guard; only
 * pages from `origin` (the development site, e.g. http://127.0.0.1:5173) are answered. Port 0
 * picks a free port.
 */
export async function startLocalBackend({
  port,
  folder,
  origin,
  logLevel = "info",
}: {
  port: number;
  folder: string;
  origin: string;
  logLevel?: string;
}): Promise<LocalBackend> {
  const { express, middlewares } = decapServer();
  const root = path.resolve(folder);
  // Where the editor reads and writes: the configuration the editor itself gets (the backend's
  // part of it does not change those folders).
  const areas = editorAreas(editorConfig({ local: true, env: {}, facts: { days: [] } }));
  const policy: GuardPolicy = {
    port,
    origins: [new URL(origin).origin],
    root,
    areas,
  };
  const app = express();
  // Headers first, so that nothing from another page is even read.
  app.use((request, response, next) => {
    const refusal = headerRefusal(request, policy);
    if (refusal) refuse(response, refusal);
    else next();
  });
  // The body parsed once, by decap-server's own parser: decap-server's parser, further on, sees it
  // parsed and keeps it, so the guard and decap-server read the same object.
  app.use(express.json({ limit: "50mb", type: "application/json" }));
  app.use((request, response, next) => {
    if (request.method !== "POST") return next();
    bodyRefusal(request.body, policy).then((refusal) => {
      if (refusal) refuse(response, refusal);
      else next();
    }, next);
  });
  // decap-server takes its folder and its CORS origin from the environment when it registers
  // (GIT_REPO_DIRECTORY, ORIGIN: both read before registerLocalFs's first await).
  const saved = { GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY, ORIGIN: process.env.ORIGIN };
  process.env.GIT_REPO_DIRECTORY = root;
  process.env.ORIGIN = policy.origins[0];
  let registered: Promise<void>;
  try {
    registered = middlewares.registerLocalFs(app, { logLevel });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  await registered;
  // After decap-server's routes: an error (a body that is not JSON, a throw anywhere) gets a short
  // JSON answer. Express's own error page shows the stack, and with it the project's absolute
  // paths, to whoever sent the request; the error itself goes to this terminal only.
  app.use(answerErrorAsJson);

  const server = createServer(app);
  // The editor's requests come seconds apart over one kept-alive connection; Node closes an idle
  // one after 5 s, and a request sent on it just then failed with "read ECONNRESET" (seen in the
  // e2e suite on a loaded machine). A minute covers the pauses of an editing session.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, localBackendHost, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  // With port 0 the guard learns its port only now.
  if (address && typeof address === "object") policy.port = address.port;
  return {
    url: localBackendUrl(policy.port),
    server,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
