// Speaker photos are downloaded at import time and stored under public/, so that public pages
// never hot-link a third party. `photoSource` remembers the URL: an unchanged URL is not
// downloaded again, so a second run needs no network.
//
// The photo URLs come from the schedule tool, which speakers fill in themselves, and the import
// runs on a CI runner or a team member's machine: a URL must not make it read local or private
// services, hang, or fill the disk. So: http(s) only, public hosts only (every redirect hop
// too, and checked again by the connection itself, so that a name cannot answer a public
// address to the check and a private one to the connection), a time limit, a size cap
// (download.ts), and only bytes that decode as a raster image are kept.
import { isIP } from "node:net";
import sharp from "sharp";
import { download, httpOnly, type Fetch } from "./download.ts";
import {
  isPublicAddress,
  lookupAll,
  NotPublicError,
  publicFetch,
  type Resolve,
} from "./public-network.ts";

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

export interface PhotoOptions {
  /** For the whole download, redirects included. Default 10 s. */
  timeoutMs?: number;
  /** Default 5 MB. */
  maxBytes?: number;
  /** Default 3. */
  maxRedirects?: number;
  /**
   * Resolves host names. Without a fetch of the caller's, the download connects through
   * `publicFetch`, whose every connection resolves its host with this (node's dns.lookup by
   * default) and refuses one that is not public; the address is also checked before the first
   * request and each redirect, for a clearer warning. A fake fetch never reaches the network
   * and answers for made-up hosts (photos.example.test in the tests and the second-event
   * build), which DNS would only fail to find: with one, names are checked only when this is
   * given (literal addresses and localhost are checked either way).
   */
  resolve?: Resolve;
}

const defaults = { timeoutMs: 10_000, maxBytes: 5_000_000, maxRedirects: 3 };

/** The network's fetch for photos: one per process, public servers only (public-network.ts). */
let sharedPublicFetch: ReturnType<typeof publicFetch> | undefined;

/** Throws, with a reason fit for the warning, unless the URL is http(s) on a public host. */
async function checkUrl(url: URL, resolve: Resolve | undefined): Promise<void> {
  httpOnly(url);
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
  // The same words whatever the address: the report does not map the network inside.
  if (addresses.some((address) => !isPublicAddress(address))) throw new NotPublicError(host);
}

const rasterFormats = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

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
  fetchFn: Fetch | undefined,
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
  const limits = { ...defaults, ...options };
  // Without a fetch of the caller's (or with the global one), the network's: public servers only.
  const real = !fetchFn || fetchFn === globalThis.fetch;
  const resolve = options.resolve ?? (real ? lookupAll : undefined);
  const own = real && options.resolve ? publicFetch(options.resolve) : undefined;
  const network = real ? (own ?? (sharedPublicFetch ??= publicFetch())) : fetchFn!;
  try {
    const bytes = await download(input.url, network, limits, (url) => checkUrl(url, resolve));
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
    await own?.close();
  }
}
