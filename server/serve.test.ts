// The server as `npm run serve` and `npm start` run it: its own Node process, so that a request
// that ends the process shows as one, and the address it really listens on can be tried.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";

const root = mkdtempSync(path.join(tmpdir(), "serve-"));
const page = "<h1>Home</h1><p>0123456789 abcdefghij</p>";
writeFileSync(path.join(root, "index.html"), page);
writeFileSync(path.join(root, "404.html"), "<h1>Page Not Found</h1>");
mkdirSync(path.join(root, "assets"));
writeFileSync(path.join(root, "assets", "app-abc123.js"), "console.log('the whole file');");

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Starts server/serve.ts on a free port; resolves with the address it prints, once it listens. */
function startServer(env: Record<string, string> = {}) {
  // The default is under test: a HOST in the shell running the tests must not choose it.
  const inherited = { ...process.env };
  delete inherited.HOST;
  const child = spawn(process.execPath, ["--import", "tsx", "server/serve.ts"], {
    env: { ...inherited, BUILD_DIR: root, PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let output = "";
  return new Promise<{ child: ChildProcess; url: string; line: string }>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk;
      const line = output.split("\n").find((text) => text.startsWith("Serving "));
      const url = line?.match(/ at (http:\/\/\S+)/)?.[1];
      if (line && url) resolve({ child, url, line });
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    child.once("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

/** One GET with the given headers; Node's client names a refused connection's code itself. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const sent = request(url, { headers }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body }),
        );
      });
      sent.on("error", reject);
      sent.end();
    },
  );
}

/** This machine's first IPv4 address that is not the loopback, if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === "IPv4" && !address.internal)?.address;

describe("npm run serve", () => {
  it("answers malformed, huge and suffix ranges with the whole file, and keeps serving", async () => {
    const { child, url } = await startServer();
    for (const range of ["bytes=5-2", "bytes=0-18446744073709551615", "bytes=-5"]) {
      for (const pathname of ["/", "/assets/app-abc123.js"]) {
        const response = await get(`${url}${pathname}`, { Range: range });
        // Range is not supported (RFC 9110 lets a server ignore it): the whole file, with 200.
        expect(response.status, `${pathname} ${range}`).toBe(200);
        expect(response.headers["content-range"], range).toBeUndefined();
        if (pathname === "/") expect(response.body, range).toBe(page);
        else expect(response.body, range).toBe("console.log('the whole file');");
      }
    }
    const after = await get(`${url}/`);
    expect(after.status).toBe(200);
    expect(after.body).toBe(page);
    expect(child.exitCode).toBeNull();
  });

  it("listens on this machine's loopback only, and says so", async () => {
    const { url, line } = await startServer();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(line).toContain("this machine only");
    expect((await get(`${url}/`)).status).toBe(200);
    if (outsideAddress) {
      const port = new URL(url).port;
      await expect(get(`http://${outsideAddress}:${port}/`)).rejects.toMatchObject({
        code: "ECONNREFUSED",
      });
    }
  });

  it("listens where HOST says", async () => {
    const { url, line } = await startServer({ HOST: "0.0.0.0" });
    expect(url).toMatch(/^http:\/\/0\.0\.0\.0:\d+$/);
    expect(line).toContain("other machines on the network can reach it");
    const port = new URL(url).port;
    expect((await get(`http://127.0.0.1:${port}/`)).status).toBe(200);
    if (outsideAddress) expect((await get(`http://${outsideAddress}:${port}/`)).status).toBe(200);
  });
});
