import { lookup } from "node:dns/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { decidePhoto, type PhotoInput } from "./photos.ts";
import { isPublicAddress, publicFetch, publicLookup, type Resolve } from "./public-network.ts";

// The real fetch resolves host names with node's dns.lookup; here that lookup is a stub.
vi.mock("node:dns/promises", () => ({ lookup: vi.fn() }));

let png: Buffer;
beforeAll(async () => {
  png = await sharp({
    create: { width: 640, height: 520, channels: 3, background: { r: 40, g: 90, b: 140 } },
  })
    .png()
    .toBuffer();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const photo = () => new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
const redirect = (location: string, status = 302) =>
  new Response(null, { status, headers: { Location: location } });

function speaker(url: string, current: Partial<PhotoInput> = {}): PhotoInput {
  return {
    name: "Ada Example",
    url,
    imageExists: false,
    fileName: "ada-example",
    defaultImage: "/images/speakers/default.webp",
    ...current,
  };
}

/** A fake fetch: `answer` per URL (a photo when it has none); records every call. */
function fakeFetch(answers: Record<string, () => Response | Promise<Response>> = {}) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetchFn = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return (answers[url] ?? photo)();
  };
  return { fetchFn, calls };
}

/** A fake resolver over a table of host names. */
function resolver(table: Record<string, string[]>): Resolve {
  return async (hostname) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    return addresses;
  };
}

const refusal = (url: string, reason: string) =>
  `photo of Ada Example could not be downloaded from ${url} (${reason}); using the default image`;

describe("decidePhoto", () => {
  it("downloads an image and converts it to a square WebP", async () => {
    // A made-up host: with a fake fetch and no resolver, names are not looked up (second event).
    const url = "https://photos.example.test/ada.png";
    const { fetchFn, calls } = fakeFetch();
    const decision = await decidePhoto(speaker(url), fetchFn);
    expect(decision.warning).toBeUndefined();
    expect(decision).toMatchObject({
      image: "/images/speakers/ada-example.webp",
      photoSource: url,
      file: { path: "public/images/speakers/ada-example.webp" },
    });
    const meta = await sharp(decision.file!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 520, 520]);
    expect(calls[0]!.init).toMatchObject({ redirect: "manual" });
    expect(calls[0]!.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("does not download an unchanged URL again", async () => {
    const url = "https://photos.example.test/ada.png";
    const { fetchFn, calls } = fakeFetch();
    const current = { image: "/images/speakers/ada-example.webp", photoSource: url };
    const decision = await decidePhoto(speaker(url, { ...current, imageExists: true }), fetchFn);
    expect(decision).toEqual(current);
    expect(calls).toEqual([]);
  });

  it("never replaces the organiser's own photo", async () => {
    const { fetchFn, calls } = fakeFetch();
    const image = "/images/speakers/ada.webp";
    const decision = await decidePhoto(
      speaker("https://photos.example.test/new.png", { image, imageExists: true }),
      fetchFn,
    );
    expect(decision).toEqual({ image, photoSource: undefined });
    expect(calls).toEqual([]);
  });

  it("keeps the previous photo when the server fails", async () => {
    const url = "https://photos.example.test/new.png";
    const { fetchFn } = fakeFetch({ [url]: () => new Response("Not found", { status: 404 }) });
    const current = { image: "/images/speakers/ada-example.webp", photoSource: "https://old" };
    const decision = await decidePhoto(speaker(url, { ...current, imageExists: true }), fetchFn);
    expect(decision).toEqual({
      ...current,
      warning: `photo of Ada Example could not be downloaded from ${url} (the server answered 404); keeping the previous photo`,
    });
  });
});

describe("decidePhoto: addresses", () => {
  it.each([
    "ftp://photos.example.test/ada.png",
    "file:///etc/passwd",
    `data:image/png;base64,${Buffer.from("x").toString("base64")}`,
  ])("refuses %s: http and https only", async (url) => {
    const { fetchFn, calls } = fakeFetch();
    const decision = await decidePhoto(speaker(url), fetchFn);
    expect(decision.warning).toMatch(/\(only http and https addresses are downloaded, not \w+:\)/);
    expect(decision.file).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it.each([
    ["http://127.0.0.1/ada.png", "127.0.0.1 is not a public address"],
    ["http://2130706433/ada.png", "127.0.0.1 is not a public address"],
    ["http://10.0.0.5/ada.png", "10.0.0.5 is not a public address"],
    ["http://169.254.169.254/latest/meta-data", "169.254.169.254 is not a public address"],
    ["http://[::1]/ada.png", "::1 is not a public address"],
    ["http://[::ffff:127.0.0.1]/ada.png", "::ffff:7f00:1 is not a public address"],
    ["http://[fd00::1]/ada.png", "fd00::1 is not a public address"],
    ["http://localhost:3000/ada.png", "localhost is this machine, not a public server"],
    ["http://photos.localhost/ada.png", "photos.localhost is this machine, not a public server"],
  ])("refuses %s, even through a fake fetch", async (url, reason) => {
    const { fetchFn, calls } = fakeFetch();
    const decision = await decidePhoto(speaker(url), fetchFn);
    expect(decision.warning).toBe(refusal(url, reason));
    expect(calls).toEqual([]);
  });

  it("refuses a host name that resolves to a private address, before fetching", async () => {
    const url = "https://photos.example.test/ada.png";
    const { fetchFn, calls } = fakeFetch();
    const resolve = resolver({ "photos.example.test": ["203.0.114.7", "10.0.0.5"] });
    const decision = await decidePhoto(speaker(url), fetchFn, { resolve });
    // The same words whatever the address: a warning does not map the network inside.
    expect(decision.warning).toBe(refusal(url, "photos.example.test is not a public server"));
    expect(calls).toEqual([]);
  });

  it("refuses a host name that cannot be resolved", async () => {
    const url = "https://nowhere.example.test/ada.png";
    const { fetchFn, calls } = fakeFetch();
    const decision = await decidePhoto(speaker(url), fetchFn, { resolve: resolver({}) });
    expect(decision.warning).toBe(
      refusal(url, "nowhere.example.test could not be found (ENOTFOUND)"),
    );
    expect(calls).toEqual([]);
  });

  it("resolves host names with dns.lookup when it is the real fetch", async () => {
    const url = "https://photos.example.test/ada.png";
    vi.mocked(lookup).mockResolvedValue([{ address: "10.0.0.5", family: 4 }] as never);
    const refused = await decidePhoto(speaker(url), globalThis.fetch);
    expect(refused.warning).toBe(refusal(url, "photos.example.test is not a public server"));
    expect(lookup).toHaveBeenCalledWith("photos.example.test", { all: true, verbatim: true });
    vi.mocked(lookup).mockReset();
  });
});

describe("decidePhoto: the connection checks the address it connects to", () => {
  let server: Server;
  let port: number;
  let requests = 0;
  beforeAll(async () => {
    // An image inside the network, which no speaker's photo address may reach.
    server = createServer((_, response) => {
      requests += 1;
      response.setHeader("Content-Type", "image/png");
      response.end(png);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    requests = 0;
  });

  it("refuses a name that answers a public address to the check and 127.0.0.1 to the connection", async () => {
    const url = `http://rebinding.example.test:${port}/ada.png`;
    const answers = [["93.184.216.34"], ["127.0.0.1"]];
    const asked: string[] = [];
    const rebinding: Resolve = async (hostname) => {
      asked.push(hostname);
      return answers[Math.min(asked.length - 1, 1)]!;
    };
    const decision = await decidePhoto(speaker(url), globalThis.fetch, { resolve: rebinding });
    // One generic warning: nothing about what answers inside.
    expect(decision.warning).toBe(refusal(url, "rebinding.example.test is not a public server"));
    expect(decision.file).toBeUndefined();
    // Asked once by the check and once more by the connection, which refused the answer.
    expect(asked).toEqual(["rebinding.example.test", "rebinding.example.test"]);
    expect(requests).toBe(0);
  });

  it("refuses to connect to a private address written in the URL, whoever asks", async () => {
    const network = publicFetch(async () => ["93.184.216.34"]);
    const failure = await network(`http://127.0.0.1:${port}/ada.png`).catch(
      (error: Error) => error,
    );
    await network.close();
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).cause)).toBe(
      "NotPublicError: 127.0.0.1 is not a public server",
    );
    expect(requests).toBe(0);
  });

  it("gives the connection only public addresses, and refuses a name with any other", async () => {
    const lookupFn = publicLookup(async () => ["93.184.216.34", "10.0.0.5"]);
    const refused = await new Promise<unknown>((resolve) =>
      lookupFn("mixed.example.test", { all: true }, (error) => resolve(error)),
    );
    expect(String(refused)).toBe("NotPublicError: mixed.example.test is not a public server");
    const accepted = await new Promise<unknown>((resolve) =>
      publicLookup(async () => ["2001:4860::8888", "93.184.216.34"])(
        "public.example.test",
        { all: true, family: 4 },
        (_, addresses) => resolve(addresses),
      ),
    );
    expect(accepted).toEqual([{ address: "93.184.216.34", family: 4 }]);
  });
});

describe("decidePhoto: redirects", () => {
  const start = "https://photos.example.test/ada.png";

  it("follows a redirect, checking the new host", async () => {
    const { fetchFn, calls } = fakeFetch({
      [start]: () => redirect("https://cdn.example.test/ada.png", 301),
    });
    const resolve = resolver({
      "photos.example.test": ["203.0.114.7"],
      "cdn.example.test": ["2001:4860::8888"],
    });
    const decision = await decidePhoto(speaker(start), fetchFn, { resolve });
    expect(decision.warning).toBeUndefined();
    expect(decision.photoSource).toBe(start);
    expect(calls.map((call) => call.url)).toEqual([start, "https://cdn.example.test/ada.png"]);
  });

  it("refuses a redirect to http://127.0.0.1/", async () => {
    const { fetchFn, calls } = fakeFetch({ [start]: () => redirect("http://127.0.0.1/") });
    const decision = await decidePhoto(speaker(start), fetchFn);
    expect(decision.warning).toBe(
      refusal(start, "it redirects to http://127.0.0.1/: 127.0.0.1 is not a public address"),
    );
    expect(decision.file).toBeUndefined();
    expect(calls.map((call) => call.url)).toEqual([start]);
  });

  it("refuses a redirect to a host that resolves to a private address", async () => {
    const inside = "https://inside.example.test/admin.png";
    const { fetchFn, calls } = fakeFetch({ [start]: () => redirect(inside, 307) });
    const resolve = resolver({
      "photos.example.test": ["203.0.114.7"],
      "inside.example.test": ["10.0.0.5"],
    });
    const decision = await decidePhoto(speaker(start), fetchFn, { resolve });
    expect(decision.warning).toBe(
      refusal(start, `it redirects to ${inside}: inside.example.test is not a public server`),
    );
    expect(calls.map((call) => call.url)).toEqual([start]);
  });

  it("refuses a redirect to another scheme", async () => {
    const { fetchFn, calls } = fakeFetch({ [start]: () => redirect("file:///etc/passwd") });
    const decision = await decidePhoto(speaker(start), fetchFn);
    expect(decision.warning).toBe(
      refusal(
        start,
        "it redirects to file:///etc/passwd: only http and https addresses are downloaded, not file:",
      ),
    );
    expect(calls).toHaveLength(1);
  });

  /** /hop/1 redirects to /hop/2 and so on, relative; /hop/<last> is the photo. */
  function chain(last: number) {
    const answers: Record<string, () => Response> = {};
    for (let hop = 0; hop < last; hop++) {
      answers[`https://photos.example.test/hop/${hop}`] = () => redirect(`/hop/${hop + 1}`);
    }
    return fakeFetch(answers);
  }

  it("follows three redirects", async () => {
    const { fetchFn, calls } = chain(3);
    const decision = await decidePhoto(speaker("https://photos.example.test/hop/0"), fetchFn);
    expect(decision.warning).toBeUndefined();
    expect(decision.file).toBeDefined();
    expect(calls).toHaveLength(4);
  });

  it("refuses a fourth redirect", async () => {
    const { fetchFn, calls } = chain(4);
    const url = "https://photos.example.test/hop/0";
    const decision = await decidePhoto(speaker(url), fetchFn);
    expect(decision.warning).toBe(refusal(url, "it redirects more than 3 times"));
    expect(decision.file).toBeUndefined();
    expect(calls).toHaveLength(4);
  });
});

describe("decidePhoto: time, size and content", () => {
  const url = "https://photos.example.test/ada.png";

  it("gives up on a server that never answers", async () => {
    let signal: AbortSignal | undefined;
    const fetchFn = (_: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    };
    const decision = await decidePhoto(speaker(url), fetchFn, { timeoutMs: 50 });
    expect(decision.warning).toBe(refusal(url, "it took longer than 0.05 s"));
    expect(signal?.aborted).toBe(true);
  });

  it("gives up on a body that stops half-way, and cancels it", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(png.subarray(0, 100)));
      },
      cancel() {
        cancelled = true;
      },
    });
    const { fetchFn } = fakeFetch({ [url]: () => new Response(body) });
    const decision = await decidePhoto(speaker(url), fetchFn, { timeoutMs: 50 });
    expect(decision.warning).toBe(refusal(url, "it took longer than 0.05 s"));
    expect(cancelled).toBe(true);
  });

  it("refuses a Content-Length over 5 MB without reading the body", async () => {
    const { fetchFn } = fakeFetch({
      [url]: () => new Response(new Uint8Array(png), { headers: { "Content-Length": "5000001" } }),
    });
    const decision = await decidePhoto(speaker(url), fetchFn);
    expect(decision.warning).toBe(refusal(url, "it is larger than 5 MB"));
  });

  it("stops reading a body without Content-Length once it passes the cap", async () => {
    const chunks = Math.ceil(png.length / 64);
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(png.subarray(pulled * 64, (pulled + 1) * 64)));
        if (++pulled === chunks) controller.close();
      },
      cancel() {
        cancelled = true;
      },
    });
    const { fetchFn } = fakeFetch({ [url]: () => new Response(body) });
    expect(png.length).toBeGreaterThan(300);
    const decision = await decidePhoto(speaker(url), fetchFn, { maxBytes: 200 });
    expect(decision.warning).toBe(refusal(url, "it is larger than 200 bytes"));
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(chunks);
  });

  it("refuses HTML sent as image/jpeg", async () => {
    const { fetchFn } = fakeFetch({
      [url]: () =>
        new Response("<!doctype html><title>Log in</title>", {
          headers: { "Content-Type": "image/jpeg" },
        }),
    });
    const decision = await decidePhoto(speaker(url), fetchFn);
    expect(decision.warning).toBe(refusal(url, "it is not an image"));
    expect(decision.file).toBeUndefined();
  });

  it("refuses an SVG: a drawing, not a photo", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"></svg>';
    const { fetchFn } = fakeFetch({
      [url]: () => new Response(svg, { headers: { "Content-Type": "image/svg+xml" } }),
    });
    const decision = await decidePhoto(speaker(url), fetchFn);
    expect(decision.warning).toBe(refusal(url, "it is a svg image, not a photo"));
  });
});

describe("isPublicAddress", () => {
  it.each([
    "0.0.0.0",
    "10.1.2.3",
    "100.64.0.1",
    "127.0.0.1",
    "169.254.169.254",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "ff02::1",
    "::ffff:10.0.0.5",
    "::ffff:127.0.0.1",
    "2001:db8::1",
    "localhost",
    "photos.example.org",
  ])("%s is not public", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "172.32.0.1", "93.184.216.34", "2001:4860:4860::8888", "2a00:1450::1"])(
    "%s is public",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});
