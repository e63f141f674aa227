// Downloads with limits, for the export itself (read-input.ts) and for speaker photos
// (photos.ts): http(s) only on every hop, a few redirects at most, one time limit for the whole
// download (redirects and a slow body included) and a size cap on the bytes read. Without them a
// server that sends a byte a second, or never stops sending, holds a scheduled import for good.

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export interface DownloadLimits {
  /** For the whole download, redirects and the body included. */
  timeoutMs: number;
  /** The largest body taken: the `Content-Length` and the bytes read. */
  maxBytes: number;
  maxRedirects: number;
}

/**
 * Throws, with a reason fit for a message, unless the address may be fetched. Runs on the
 * address and on every redirect.
 */
export type AddressCheck = (url: URL) => Promise<void> | void;

/** Only http: and https: addresses; the check the export's download makes on every hop. */
export const httpOnly: AddressCheck = (url) => {
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`only http and https addresses are downloaded, not ${url.protocol}`);
  }
};

const redirects = new Set([301, 302, 303, 307, 308]);

export function describeSize(bytes: number): string {
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

/**
 * Why a fetch failed, in a few words: fetch itself says only "fetch failed" and puts the reason
 * (a refused connection, a name not found, an address refused by the connection's own check) in
 * its `cause`.
 */
export function fetchFailure(error: unknown): Error {
  let reason = error;
  while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
  if (!(reason instanceof Error)) return new Error(String(reason));
  const code = (reason as NodeJS.ErrnoException).code;
  if (reason.name === "NotPublicError") return reason;
  return new Error(
    code && !reason.message.includes(code) ? `${reason.message}, ${code}` : reason.message,
  );
}

async function follow(
  address: string,
  fetchFn: Fetch,
  limits: DownloadLimits,
  check: AddressCheck,
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
      await check(url);
    } catch (error) {
      if (hop === 0) throw error;
      throw new Error(`it redirects to ${url.href}: ${(error as Error).message}`);
    }
    let response: Response;
    try {
      response = await fetchFn(url.href, { redirect: "manual", signal });
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      const failure = fetchFailure(error);
      if (hop === 0 || failure.name === "NotPublicError") throw failure;
      throw new Error(`it redirects to ${url.href}: ${failure.message}`);
    }
    if (redirects.has(response.status)) {
      await response.body?.cancel().catch(() => undefined);
      if (hop >= limits.maxRedirects) {
        throw new Error(`it redirects more than ${limits.maxRedirects} times`);
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
    return readCapped(response, limits.maxBytes, signal);
  }
}

/**
 * The bytes at `address`, following at most `maxRedirects` redirects, each checked by `check`;
 * an Error whose message says why not (for a warning or a refusal: "it took longer than 10 s").
 */
export async function download(
  address: string,
  fetchFn: Fetch,
  limits: DownloadLimits,
  check: AddressCheck,
): Promise<Buffer> {
  const controller = new AbortController();
  const timeout = new Error(`it took longer than ${limits.timeoutMs / 1000} s`);
  // The race stops a fetch that ignores the signal (a fake); the signal stops a real one.
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(timeout);
      reject(timeout);
    }, limits.timeoutMs);
  });
  try {
    return await Promise.race([
      follow(address, fetchFn, limits, check, controller.signal),
      expired,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
