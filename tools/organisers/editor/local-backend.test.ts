// Issue 21: `npm run edit`'s decap-server reads and writes the project for anyone who asks, so it
// must listen on this machine's loopback only. Starts it as tools/organisers/edit.ts does and
// checks the address it listens on: it answers on 127.0.0.1, and neither the kernel's socket table
// nor a connection to any other address of this machine finds it anywhere else.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decapServerCommand, localBackendHost, localBackendUrl } from "./local-backend.ts";

let port: number;
let folder: string;
let child: ChildProcess;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    // Free on every interface, so that only decap-server's own choice of address is tested.
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("port")),
      );
    });
  });
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, scopedPort: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port: scopedPort, timeout: 2000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Local addresses (hex, as the kernel writes them) of the sockets listening on a port. */
function listeningAddresses(table: string, scopedPort: number): string[] {
  if (!existsSync(table)) return [];
  const hexPort = scopedPort.toString(16).toUpperCase().padStart(4, "0");
  return readFileSync(table, "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A") // 0A: LISTEN
    .map((fields) => fields[1]!.split(":")[0]!);
}

beforeAll(async () => {
  port = await freePort();
  folder = mkdtempSync(path.join(tmpdir(), "local-backend-"));
  const command = decapServerCommand({ port, folder, logLevel: "warn" });
  child = spawn(process.execPath, command.args, {
    env: { ...process.env, ...command.env },
    stdio: "ignore",
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(localBackendUrl(port), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error("decap-server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 40_000);

afterAll(() => {
  child?.kill();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe("the editor's local backend (decap-server, npm run edit)", () => {
  it("is addressed as 127.0.0.1", () => {
    expect(localBackendHost).toBe("127.0.0.1");
    expect(localBackendUrl(port)).toBe(`http://127.0.0.1:${port}/api/v1`);
  });

  it("listens on 127.0.0.1 and nowhere else, in the kernel's socket table", () => {
    // /proc/net/tcp writes 127.0.0.1 as 0100007F; any other address, or 00000000 (every
    // interface) in tcp or an IPv6 socket in tcp6, would be a wider listener.
    if (!existsSync("/proc/net/tcp")) return;
    expect(listeningAddresses("/proc/net/tcp", port)).toEqual(["0100007F"]);
    expect(listeningAddresses("/proc/net/tcp6", port)).toEqual([]);
  });

  it("refuses connections on every other address of this machine", async () => {
    expect(await accepts("127.0.0.1", port)).toBe(true);
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address && !address.address.startsWith("127."))
      .map((address) =>
        address!.family === "IPv6" && address!.scopeid
          ? `${address!.address}%${address!.scopeid}`
          : address!.address,
      );
    for (const address of others) {
      expect(await accepts(address, port), address).toBe(false);
    }
  });
});
