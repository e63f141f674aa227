// Test support: serves a build with the committed deploy/nginx.conf on a loopback port, the way a
// real server would, in a throwaway prefix. Finds nginx, or installs Debian's package when it is
// missing and we run as root on Debian (like tools/shared/find-chromium.ts does for Chromium).
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { deployedClientDir } from "./nginx-conf.ts";

export const nginxConfPath = path.resolve(import.meta.dirname, "../../deploy/nginx.conf");

const nginxCandidates = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"];

function findNginx(): string | undefined {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const onPath = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim();
  if (onPath) return onPath;
  return nginxCandidates.find((candidate) => existsSync(candidate));
}

/** nginx's path, installing Debian's package as root when needed; undefined when not possible. */
export function findOrInstallNginx(): string | undefined {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0 || !existsSync("/etc/debian_version")) return undefined;
  console.log("No nginx found: installing Debian's nginx package (apt-get)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env });
  return findNginx();
}

export const nginxMissingMessage = [
  "nginx is not installed, and it can only be installed automatically as root on Debian.",
  "Install it (Debian/Ubuntu: sudo apt-get install -y nginx) or set NGINX_PATH.",
].join(" ");

/** The mime.types of the installed nginx (next to its default nginx.conf). */
function mimeTypesPath(nginx: string): string {
  const version = spawnSync(nginx, ["-V"], { encoding: "utf8" });
  const confPath = /--conf-path=(\S+)/.exec(`${version.stdout}${version.stderr}`)?.[1];
  const candidates = [
    confPath && path.join(path.dirname(confPath), "mime.types"),
    "/etc/nginx/mime.types",
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found)
    throw new Error(`No mime.types found for ${nginx} (looked at ${candidates.join(", ")}).`);
  return found;
}

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text))
    throw new Error(`deploy/nginx.conf has no ${what} line to point at the test build.`);
  return text.replace(pattern, replacement);
}

export interface ServerBlockOptions {
  clientDir: string;
  port: number;
  mimeTypes: string;
}

/**
 * The committed server block, pointed at a local build: root, one loopback listen and an absolute
 * mime.types.
 */
export function localServerBlock(conf: string, options: ServerBlockOptions): string {
  const clientDir = path.resolve(options.clientDir);
  let result = conf;
  result = replaceOnce(
    result,
    new RegExp(`^(\\s*)root ${deployedClientDir};$`, "m"),
    `$1root ${clientDir};`,
    "root",
  );
  result = replaceOnce(
    result,
    /^(\s*)include mime\.types;$/m,
    `$1include ${options.mimeTypes};`,
    "mime.types",
  );
  result = replaceOnce(
    result,
    /^(\s*)listen 80;$/m,
    `$1listen 127.0.0.1:${options.port};`,
    "listen 80",
  );
  result = result.replace(/^\s*listen \[::\]:80;\n/m, "");
  return result;
}

export interface NginxServer {
  origin: string;
  port: number;
  /** The generated top-level configuration, for messages. */
  confPath: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

export interface StartNginxOptions {
  nginx: string;
  clientDir: string;
  port?: number;
}

/** Starts `nginx -p <tmp> -c <tmp>/nginx.conf -g 'daemon off; pid ...;'` as a child process. */
export async function startNginx(options: StartNginxOptions): Promise<NginxServer> {
  if (!existsSync(path.join(options.clientDir, "404.html"))) {
    throw new Error(`No build in ${options.clientDir} (no 404.html): build the site first.`);
  }
  const prefix = mkdtempSync(path.join(tmpdir(), "quillmere-nginx-"));
  const port = options.port ?? (await freePort());
  const serverBlock = path.join(prefix, "server.conf");
  writeFileSync(
    serverBlock,
    localServerBlock(readFileSync(nginxConfPath, "utf8"), {
      clientDir: options.clientDir,
      port,
      mimeTypes: mimeTypesPath(options.nginx),
    }),
  );
  const confPath = path.join(prefix, "nginx.conf");
  writeFileSync(
    confPath,
    [
      // Workers of a root master run as nobody by default, who may not read a checkout under /root.
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      "worker_processes 1;",
      "events { worker_connections 128; }",
      "http {",
      "    default_type application/octet-stream;",
      "    access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (name) => `    ${name}_temp_path ${path.join(prefix, name)};`,
      ),
      `    include ${serverBlock};`,
      "}",
      "",
    ].join("\n"),
  );
  const errorLog = path.join(prefix, "error.log");
  const args = [
    "-p",
    prefix,
    "-c",
    confPath,
    "-e",
    errorLog,
    "-g",
    `daemon off; pid ${path.join(prefix, "nginx.pid")};`,
  ];
  const check = spawnSync(options.nginx, [...args, "-t", "-q"], { encoding: "utf8" });
  if (check.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx rejected the configuration:\n${check.stderr}`);
  }

  const child: ChildProcess = spawn(options.nginx, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${origin}/`);
      return { origin, port, confPath, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const log = existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "";
  await stop();
  throw new Error(`nginx did not start on ${origin}:\n${stderr}${log}`);
}
