// Speaker photos are downloaded at import time and stored under public/, so that public pages
// never hot-link a third party. `photoSource` remembers the URL: an unchanged URL is not
// downloaded again, so a second run needs no network.
//
// The photo URLs come from the schedule tool, which speakers fill in themselves, and the import
// runs on a CI runner or a team member's machine: a URL must not make it read local or private
// services, hang, or fill the disk. So: http(s) only, public hosts only (every redirect hop
// too), a time limit, a size cap, and only bytes that decode as a raster image are kept.
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import sharp from "sharp";
import type { Fetch } from "./read-input.ts";

/** Photos the image pipeline takes as sources must be square and at least 480 px wide. */
const smallest = 480;
const largest = 800;

export interface PhotoDecision {
  /** Site path for the speaker's `image`. */
  image: string;
  /** The URL the local photo came from; undefined for an organiser's own or the default image. */
  photoSource?: string;
  /** A new file to write: repository path and bytes. */
  file?: { path: string; bytes: Buffer };
  warning?: string;
}

export interface PhotoInput {
  name: string;
  /** The photo URL in the import, if any. */
  url?: string;
  /** The speaker's current `image` and `photoSource`, if the speaker exists. */
  image?: string;
  photoSource?: string;
  /** Whether the current image's file exists under public/. */
  imageExists: boolean;
  /** File name (without extension) for a downloaded photo, e.g. "dana-whitfield-osei". */
  fileName: string;
  defaultImage: string;
}

/** A square WebP between 480 and 800 px, cropped to the middle; EXIF orientation applied. */
export async function toSpeakerPhoto(bytes: Buffer): Promise<{ bytes: Buffer; upscaled: boolean }> {
  const image = sharp(bytes).rotate();
  const { width = 0, height = 0 } = await image.metadata();
  const side = Math.min(largest, Math.max(smallest, Math.min(width, height)));
  const out = await image
    .resize(side, side, { fit: "cover", position: "attention" })
    .webp({ quality: 85 })
    .toBuffer();
  return { bytes: out, upscaled: Math.min(width, height) < smallest };
}

/** Host name to every address it resolves to. */
export type Resolve = (hostname: string) => Promise<string[]>;

export interface PhotoOptions {
  /** For the whole download, redirects included. Default 10 s. */
  timeoutMs?: number;
  /** Default 5 MB. */
  maxBytes?: number;
  /** Default 3. */
  maxRedirects?: number;
  /**
   * Checks host names. Default: node's dns.lookup when `fetchFn` is the real `fetch`, none
   * otherwise (literal addresses and localhost are checked either way). A fake fetch never
   * reaches the network and answers for made-up hosts (photos.example.test in the tests and the
   * second-event build), which DNS would only fail to find; pass a resolver to check them too.
   */
  resolve?: Resolve;
}

const defaults = { timeoutMs: 10_000, maxBytes: 5_000_000, maxRedirects: 3 };

// fetch resolves the name again when it connects: a DNS server that answers differently the
// second time (rebinding) is not stopped here; that would need the address pinned in undici.
const lookupAll: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

// Addresses a photo may not come from: this machine, private networks, link-local, shared
// (carrier NAT), documentation, multicast and reserved ranges. IPv6 is public only in global
// unicast (2000::/3), which leaves out ::1, ::, fc00::/7, fe80::/10, ff00::/8 and IPv4-mapped
// addresses (::ffff:0:0/96, checked against the IPv4 list as well).
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
] as const) {
  nonPublic.addSubnet(network, prefix, "ipv6");
}
const globalUnicast = new BlockList();
globalUnicast.addSubnet("2000::", 3, "ipv6");

/** Whether an IP address is on the public internet; false for anything that is not an address. */
export function isPublicAddress(address: string): boolean {
  try {
    const family = isIP(address);
    if (family === 4) return !nonPublic.check(address, "ipv4");
    if (family === 6) {
      return globalUnicast.check(address, "ipv6") && !nonPublic.check(address, "ipv6");
    }
  } catch {
    // An address BlockList does not take (an IPv6 zone, say) is not one to fetch from.
  }
  return false;
}

/** Throws, with a reason fit for the warning, unless the URL is http(s) on a public host. */
async function checkUrl(url: URL, resolve: Resolve | undefined): Promise<void> {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`only http and https addresses are downloaded, not ${url.protocol}`);
  }
  const host = url.hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) {
    throw new Error(`${host} is this machine, not a public server`);
  }
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw new Error(`${host} is not a public address`);
    return;
  }
  if (!resolve) return;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(`${host} could not be found (${reason})`);
  }
  if (addresses.length === 0) throw new Error(`${host} could not be found`);
  const local = addresses.find((address) => !isPublicAddress(address));
  if (local) throw new Error(`${host} resolves to ${local}, which is not a public address`);
}

const redirects = new Set([301, 302, 303, 307, 308]);
const rasterFormats = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

function describeSize(bytes: number): string {
  return bytes >= 1_000_000 ? `${bytes / 1_000_000} MB` : `${bytes} bytes`;
}

/** The body, refused as soon as it passes `maxBytes`; cancelled when `signal` aborts. */
async function readCapped(response: Response, maxBytes: number, signal: AbortSignal) {
  const tooLarge = () => new Error(`it is larger than ${describeSize(maxBytes)}`);
  const declared = Number(response.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal.addEventListener("abort", cancel, { once: true });
  try {
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return Buffer.concat(chunks);
      total += value.byteLength;
      if (total > maxBytes) {
        cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  } finally {
    signal.removeEventListener("abort", cancel);
  }
}

/** The photo's bytes, following at most `maxRedirects` redirects, each checked like the URL. */
async function download(
  address: string,
  fetchFn: Fetch,
  options: Required<Omit<PhotoOptions, "resolve">> & Pick<PhotoOptions, "resolve">,
  signal: AbortSignal,
): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error("it is not a valid address");
  }
  for (let hop = 0; ; hop++) {
    try {
      await checkUrl(url, options.resolve);
    } catch (error) {
      if (hop === 0) throw error;
      throw new Error(`it redirects to ${url.href}: ${(error as Error).message}`);
    }
    const response = await fetchFn(url.href, { redirect: "manual", signal });
    if (redirects.has(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      if (hop >= options.maxRedirects) {
        throw new Error(`it redirects more than ${options.maxRedirects} times`);
      }
      const location = response.headers.get("location");
      if (!location) throw new Error(`the server answered ${response.status} without a location`);
      try {
        url = new URL(location, url);
      } catch {
        throw new Error(`it redirects to an invalid address`);
      }
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`the server answered ${response.status}`);
    }
    return readCapped(response, options.maxBytes, signal);
  }
}

/** The bytes if they decode as a raster image; the Content-Type header is not trusted. */
async function checkImage(bytes: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes).metadata());
  } catch {
    throw new Error("it is not an image");
  }
  if (!format) throw new Error("it is not an image");
  if (!rasterFormats.has(format)) throw new Error(`it is a ${format} image, not a photo`);
  return bytes;
}

export async function decidePhoto(
  input: PhotoInput,
  fetchFn: Fetch,
  options: PhotoOptions = {},
): Promise<PhotoDecision> {
  const kept = {
    image: input.image && input.imageExists ? input.image : input.defaultImage,
    photoSource: input.image && input.imageExists ? input.photoSource : undefined,
  };
  // A photo the organiser put there (an image without photoSource) is theirs to change.
  if (input.image && input.imageExists && !input.photoSource) return kept;
  if (!input.url) return kept;
  if (input.url === input.photoSource && input.imageExists) return kept;
  const image = `/images/speakers/${input.fileName}.webp`;
  const settings = {
    ...defaults,
    ...options,
    resolve: options.resolve ?? (fetchFn === globalThis.fetch ? lookupAll : undefined),
  };
  const controller = new AbortController();
  const timeout = new Error(`it took longer than ${settings.timeoutMs / 1000} s`);
  // The race stops a fetch that ignores the signal (a fake); the signal stops a real one.
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(timeout);
      reject(timeout);
    }, settings.timeoutMs);
  });
  try {
    const bytes = await Promise.race([
      download(input.url, fetchFn, settings, controller.signal),
      expired,
    ]);
    const photo = await toSpeakerPhoto(await checkImage(bytes));
    return {
      image,
      photoSource: input.url,
      file: { path: `public${image}`, bytes: photo.bytes },
      warning: photo.upscaled
        ? `photo of ${input.name} is smaller than ${smallest} px and was enlarged; ask for a larger one`
        : undefined,
    };
  } catch (error) {
    return {
      ...kept,
      warning: `photo of ${input.name} could not be downloaded from ${input.url} (${(error as Error).message}); ${kept.image === input.defaultImage ? "using the default image" : "keeping the previous photo"}`,
    };
  } finally {
    clearTimeout(timer);
  }
}
