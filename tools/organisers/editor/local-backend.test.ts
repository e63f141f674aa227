// `npm run edit`'s decap-server reads and writes the project for anyone who asks. Started here as
// tools/organisers/edit.ts starts it (the real decap-server behind its guard, on a free port), on
// a folder laid out like the project, with a private file, Git's config, code and links that lead
// out of the editor's folders. Checked:
// - issue 21: it listens on 127.0.0.1 and nowhere else (the kernel's socket table, and a
//   connection to every other address of this machine);
// - issue 31: it answers the development site's editor only (its Host, Origin and
//   Sec-Fetch-Site), and only for the files the editor's configuration names; what it refuses
//   gets 403 and never reaches decap-server (no file read, written or deleted).
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  localBackendHost,
  localBackendUrl,
  startLocalBackend,
  type LocalBackend,
} from "./local-backend.ts";

const site = "http://127.0.0.1:5173";
const secret = "SECRET-DISCOUNT-CODE";
const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

let backend: LocalBackend;
let port: number;
let folder: string;
/** Somewhere outside the project that a link points to. */
let outside: string;

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

/** A body sent as written, not as JSON. */
class Raw {
  constructor(readonly text: string) {}
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A request to the backend with exactly these headers (node:http, since fetch would not send a
 * `Host` of our choosing). By default the editor's own: its Host, its site's Origin, JSON.
 */
function ask(
  body: unknown,
  headers: Record<string, string | undefined> = {},
  method = "POST",
  pathname = "/api/v1",
): Promise<Answer> {
  const all: Record<string, string> = {};
  const defaults = {
    host: `127.0.0.1:${port}`,
    origin: site,
    "sec-fetch-site": "same-site",
    "content-type": "application/json",
  };
  for (const [name, value] of Object.entries({ ...defaults, ...headers }))
    if (value !== undefined) all[name] = value;
  const payload = body === undefined ? "" : body instanceof Raw ? body.text : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: "127.0.0.1", port, method, path: pathname, headers: all, setHost: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    sent.once("error", reject);
    sent.end(payload);
  });
}

const params = (more: Record<string, unknown>) => ({ branch: "main", ...more });
const getEntry = (file: string) => ({ action: "getEntry", params: params({ path: file }) });
const persistEntry = (file: string, raw = "---\nname: Written\n---\n", newPath?: string) => ({
  action: "persistEntry",
  params: params({
    dataFiles: [{ slug: "written", path: file, raw, ...(newPath ? { newPath } : {}) }],
    assets: [],
    options: { commitMessage: "test", useWorkflow: false, status: "draft" },
  }),
});
const persistMedia = (file: string) => ({
  action: "persistMedia",
  params: params({
    asset: { path: file, content: png.toString("base64"), encoding: "base64" },
    options: { commitMessage: "test" },
  }),
});
const deleteFile = (file: string) => ({
  action: "deleteFile",
  params: params({ path: file, options: { commitMessage: "test" } }),
});

const write = (file: string, text: string | Buffer) => {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), text);
};
const read = (file: string) => readFileSync(path.join(folder, file), "utf8");

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "local-backend-"));
  outside = mkdtempSync(path.join(tmpdir(), "local-backend-outside-"));
  writeFileSync(path.join(outside, "secret.md"), `---\nname: ${secret}\n---\n`);
  write("event/content/settings.yml", "name: Quillmere Summit\n");
  write("event/content/speakers/ada-lovelock.md", "---\nname: Ada Lovelock\n---\nBio.\n");
  write("event/content/settings-module.ts", "export default {};\n");
  write("event/public/images/speakers/ada-lovelock.png", png);
  write("event/private-content/discounts.yml", `codes: [${secret}]\n`);
  write(".git/config", `[remote "origin"]\n\turl = https://${secret}@example.invalid/repo.git\n`);
  write("package.json", `{"name": "${secret}"}\n`);
  // Links inside the editor's folders that lead out of them.
  write("event/content/sessions/opening.md", "---\ntitle: Opening\n---\n");
  symlinkSync(
    "../../private-content/discounts.yml",
    path.join(folder, "event/content/sessions/leak.md"),
  );
  symlinkSync(
    path.join(outside, "secret.md"),
    path.join(folder, "event/content/sessions/outside.md"),
  );
  symlinkSync(outside, path.join(folder, "event/public/images/uploads"));
  mkdirSync(path.join(folder, "event/public/images/journal"));
  symlinkSync(
    path.join(outside, "created.png"),
    path.join(folder, "event/public/images/journal/dangling.png"),
  );
  backend = await startLocalBackend({ port: 0, folder, origin: site, logLevel: "error" });
  port = Number(new URL(backend.url).port);
}, 30_000);

afterAll(async () => {
  await backend?.close();
  for (const made of [folder, outside]) if (made) rmSync(made, { recursive: true, force: true });
});

describe("the editor's local backend listens on this machine only (issue 21)", () => {
  it("is addressed as 127.0.0.1", () => {
    expect(localBackendHost).toBe("127.0.0.1");
    expect(backend.url).toBe(localBackendUrl(port));
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

describe("the editor's local backend answers the development site's editor only (issue 31)", () => {
  it("answers the editor: reads, lists, writes and uploads in the editor's folders", async () => {
    const settings = await ask(getEntry("event/content/settings.yml"));
    expect(settings.status).toBe(200);
    expect(JSON.parse(settings.body)).toMatchObject({ data: "name: Quillmere Summit\n" });
    // Also when the page is opened as localhost or [::1] on the backend's port.
    for (const host of [`localhost:${port}`, `[::1]:${port}`])
      expect((await ask(getEntry("event/content/settings.yml"), { host })).status, host).toBe(200);

    const speakers = await ask({
      action: "entriesByFolder",
      params: params({ folder: "event/content/speakers", extension: "md", depth: 1 }),
    });
    expect(speakers.status).toBe(200);
    expect(speakers.body).toContain("Ada Lovelock");

    expect((await ask(persistEntry("event/content/speakers/new-speaker.md"))).status).toBe(200);
    expect(read("event/content/speakers/new-speaker.md")).toContain("name: Written");
    expect((await ask(persistMedia("event/public/images/speakers/new-speaker.png"))).status).toBe(
      200,
    );
    expect(existsSync(path.join(folder, "event/public/images/speakers/new-speaker.png"))).toBe(
      true,
    );
    const media = await ask({
      action: "getMedia",
      params: params({ mediaFolder: "event/public/images/speakers" }),
    });
    expect(media.status).toBe(200);
    expect(media.body).toContain("new-speaker.png");
    expect((await ask(deleteFile("event/content/speakers/new-speaker.md"))).status).toBe(200);
    expect(existsSync(path.join(folder, "event/content/speakers/new-speaker.md"))).toBe(false);
  });

  it("answers the editor's CORS preflight for its origin only", async () => {
    const preflight = {
      "access-control-request-method": "POST",
      "access-control-request-headers": "content-type",
      "content-type": undefined,
    };
    const own = await ask(undefined, preflight, "OPTIONS");
    expect(own.status).toBe(204);
    expect(own.headers["access-control-allow-origin"]).toBe(site);
    const foreign = await ask(
      undefined,
      { ...preflight, origin: "http://127.0.0.1:3000" },
      "OPTIONS",
    );
    expect(foreign.status).toBe(403);
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it.each([
    ["a rebound name (DNS rebinding)", "attacker.example"],
    ["a rebound name on the backend's port", `attacker.example:${port}`],
    ["the loopback on another port", "127.0.0.1:1"],
    ["the loopback without a port", "127.0.0.1"],
    ["a name ending like localhost", `evil-localhost:${port}`],
  ])("refuses a foreign Host, %s, with 403 and no file contents", async (_, host) => {
    for (const file of ["event/content/settings.yml", "event/private-content/discounts.yml"]) {
      const answer = await ask(getEntry(file), { host });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.stringContaining("Host") });
      expect(answer.body).not.toContain(secret);
      expect(answer.body).not.toContain("Quillmere Summit");
    }
  });

  it("refuses a request with no Host", async () => {
    // Node's HTTP server already answers 400 to an HTTP/1.1 request without one.
    const answer = await ask(getEntry("event/content/settings.yml"), { host: undefined });
    expect([400, 403]).toContain(answer.status);
    expect(answer.body).not.toContain("Quillmere Summit");
  });

  it.each([
    ["another local port", "http://127.0.0.1:3000"],
    ["another local port, as localhost", "http://localhost:3000"],
    ["the site's port under another name", "http://localhost:5173"],
    ["another scheme", "https://127.0.0.1:5173"],
    ["another site", "https://attacker.example"],
    ["an opaque origin (a sandboxed frame, a file)", "null"],
    ["no Origin at all", undefined],
  ])("refuses a foreign Origin, %s, with 403", async (_, origin) => {
    const answer = await ask(getEntry("event/content/settings.yml"), { origin });
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.stringContaining("Origin") });
    expect(answer.body).not.toContain("Quillmere Summit");
    const written = await ask(persistEntry("event/content/speakers/from-elsewhere.md"), { origin });
    expect(written.status).toBe(403);
    expect(existsSync(path.join(folder, "event/content/speakers/from-elsewhere.md"))).toBe(false);
  });

  it("refuses a cross-site request even with the site's Origin", async () => {
    const answer = await ask(getEntry("event/content/settings.yml"), {
      "sec-fetch-site": "cross-site",
    });
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain("Quillmere Summit");
  });

  it("answers malformed requests that pass the guard with a short JSON error, never a stack or a path", async () => {
    const answers = [
      [400, await ask(new Raw("{"))],
      [400, await ask(new Raw('{"action": '))],
      [403, await ask(undefined, { "content-type": undefined }, "GET", "//")],
      [403, await ask(getEntry("event/content/settings.yml"), {}, "POST", "//")],
      [403, await ask(getEntry("event/content/settings.yml"), {}, "POST", "//api/v1")],
    ] as const;
    for (const [status, answer] of answers) {
      expect(answer.status, answer.body).toBe(status);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      const { error } = JSON.parse(answer.body) as { error: unknown };
      expect(typeof error).toBe("string");
      for (const leak of ["    at ", "node_modules", process.cwd(), folder, "<pre>", "SyntaxError"])
        expect(answer.body, leak).not.toContain(leak);
    }
    // And it goes on answering the editor.
    expect((await ask(getEntry("event/content/settings.yml"))).status).toBe(200);
  });

  it("refuses other methods, addresses and bodies", async () => {
    expect((await ask(undefined, { "content-type": undefined }, "GET")).status).toBe(403);
    expect((await ask(getEntry("event/content/settings.yml"), {}, "POST", "/api/v2")).status).toBe(
      403,
    );
    // A form's or a `no-cors` fetch's body type, which needs no preflight.
    const plain = await ask(getEntry("event/content/settings.yml"), {
      "content-type": "text/plain",
    });
    expect(plain.status).toBe(403);
    // decap-server's Git actions, and anything else it may learn.
    expect((await ask({ action: "unpublishedEntries", params: params({}) })).status).toBe(403);
  });

  const outsidePaths = [
    ".git/config",
    "package.json",
    "event/private-content/discounts.yml",
    "../x.md",
    "event/content/../package.json",
    "event/content/speakers/../../package.json",
    "/etc/passwd",
    path.join(tmpdir(), "x.md"),
    "./event/content/settings.yml",
    "event/content//settings.yml",
    "event/content\\settings.yml",
    "event/content",
    "event/content/settings-module.ts",
    "event/content/speakers/code.ts",
    "event/content/speakers/nested/deeper.md",
    "event/public/images/speakers/page.html",
  ];

  it.each(outsidePaths)("refuses to read %s", async (file) => {
    for (const body of [
      getEntry(file),
      { action: "entriesByFiles", params: params({ files: [{ path: file }] }) },
      { action: "getMediaFile", params: params({ path: file }) },
    ]) {
      const answer = await ask(body);
      expect(answer.status, body.action).toBe(403);
      expect(answer.body).not.toContain(secret);
    }
  });

  it.each(outsidePaths)("refuses to write or delete %s", async (file) => {
    const before = new Map(
      [
        ".git/config",
        "package.json",
        "event/private-content/discounts.yml",
        "event/content/settings.yml",
      ].map((known) => [known, read(known)]),
    );
    for (const body of [
      persistEntry(file, "written"),
      persistMedia(file),
      deleteFile(file),
      {
        action: "deleteFiles",
        params: params({
          paths: ["event/content/speakers/ada-lovelock.md", file],
          options: { commitMessage: "test" },
        }),
      },
    ]) {
      expect((await ask(body)).status, body.action).toBe(403);
    }
    for (const [known, text] of before) expect(read(known), known).toBe(text);
    expect(existsSync(path.join(folder, "event/content/speakers/ada-lovelock.md"))).toBe(true);
    expect(existsSync(path.join(folder, "x.md"))).toBe(false);
    expect(existsSync(path.join(folder, "event/content/speakers/code.ts"))).toBe(false);
  });

  it("refuses an upload beside an entry's text, or an entry among uploads", async () => {
    const upload = persistEntry("event/content/speakers/ada-lovelock.md", "---\nname: Ada\n---\n");
    (upload.params as unknown as { assets: unknown[] }).assets.push({
      path: "event/content/speakers/script.md",
      content: png.toString("base64"),
      encoding: "base64",
    });
    expect((await ask(upload)).status).toBe(403);
    expect((await ask(persistMedia("event/content/speakers/ada-lovelock.md"))).status).toBe(403);
  });

  it("refuses listings of other folders", async () => {
    for (const [folderName, extension, depth] of [
      ["event/private-content", "yml", 1],
      [".git", "", 1],
      ["", "json", 1],
      ["event/content", "ts", 1],
      ["event/content/speakers", "", 1],
      ["event/content/speakers/..", "md", 1],
      // The editor's folder, but deeper than its entries.
      ["event/content/speakers", "md", 5],
    ] as const) {
      const answer = await ask({
        action: "entriesByFolder",
        params: params({ folder: folderName, extension, depth }),
      });
      expect(answer.status, folderName).toBe(403);
      expect(answer.body).not.toContain(secret);
    }
    for (const mediaFolder of ["event/private-content", ".git", "", "event/public/images"]) {
      const answer = await ask({ action: "getMedia", params: params({ mediaFolder }) });
      expect(answer.status, mediaFolder).toBe(403);
    }
  });

  it("refuses a rename out of an entry's folder", async () => {
    const moved = persistEntry(
      "event/content/speakers/ada-lovelock.md",
      "---\nname: Ada\n---\n",
      "event/content/sessions/ada-lovelock.md",
    );
    expect((await ask(moved)).status).toBe(403);
    expect(existsSync(path.join(folder, "event/content/speakers/ada-lovelock.md"))).toBe(true);
  });

  it("refuses paths in the editor's folders that a link leads out of", async () => {
    for (const file of ["event/content/sessions/leak.md", "event/content/sessions/outside.md"]) {
      const answer = await ask(getEntry(file));
      expect(answer.status, file).toBe(403);
      expect(answer.body).not.toContain(secret);
      expect((await ask(persistEntry(file, "overwritten"))).status, file).toBe(403);
    }
    expect(read("event/private-content/discounts.yml")).toContain(secret);
    expect(readFileSync(path.join(outside, "secret.md"), "utf8")).toContain(secret);
    // event/public/images/uploads is a link to a folder outside; dangling.png a link to nothing yet.
    expect((await ask(persistMedia("event/public/images/uploads/x.png"))).status).toBe(403);
    expect((await ask(persistMedia("event/public/images/journal/dangling.png"))).status).toBe(403);
    expect(existsSync(path.join(outside, "x.png"))).toBe(false);
    expect(existsSync(path.join(outside, "created.png"))).toBe(false);
    // Nor listed: decap-server would read what the links lead to.
    for (const body of [
      {
        action: "entriesByFolder",
        params: params({ folder: "event/content/sessions", extension: "md", depth: 1 }),
      },
      { action: "getMedia", params: params({ mediaFolder: "event/public/images/uploads" }) },
      { action: "getMedia", params: params({ mediaFolder: "event/public/images/journal" }) },
    ]) {
      const answer = await ask(body);
      expect(answer.status, JSON.stringify(body.params)).toBe(403);
      expect(answer.body).not.toContain(secret);
      // getMedia sends files in base64.
      expect(answer.body).not.toContain(readFileSync(path.join(outside, "secret.md"), "base64"));
    }
  });
});
