/** What a copy can need from the clipboard; `navigator.clipboard` in the browser. */
export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

export type CopyResult = { ok: true } | { ok: false; reason: "unavailable" | "refused" };

function browserClipboard(): ClipboardWriter | undefined {
  try {
    return globalThis.navigator?.clipboard ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Writes text to the clipboard and says whether it worked. Never throws and never rejects: a
 * missing clipboard (insecure page, old browser) is "unavailable"; a write the browser refuses
 * (permission denied, page not focused) is "refused".
 */
export async function copyToClipboard(
  text: string,
  clipboard: ClipboardWriter | undefined = browserClipboard(),
): Promise<CopyResult> {
  if (!clipboard || typeof clipboard.writeText !== "function") {
    return { ok: false, reason: "unavailable" };
  }
  try {
    await clipboard.writeText(text);
    return { ok: true };
  } catch {
    return { ok: false, reason: "refused" };
  }
}
