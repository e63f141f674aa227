// Copies text with the async Clipboard API. Never throws and never rejects: a refused, failing or
// missing clipboard is a result the page shows to the visitor, never a "Copied" it cannot keep.

/** Why a copy failed: no clipboard here (insecure page, old browser), or the browser said no. */
export type CopyFailure = "unavailable" | "refused";
export type CopyResult = { ok: true } | { ok: false; failure: CopyFailure };

/** What a copy needs of navigator.clipboard; a parameter so that tests can pass a fake. */
export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

function browserClipboard(): ClipboardWriter | undefined {
  try {
    return globalThis.navigator?.clipboard ?? undefined;
  } catch {
    // Reading navigator.clipboard can itself throw (a blocked or sandboxed context).
    return undefined;
  }
}

/**
 * Writes text to the clipboard and says whether it worked: a missing clipboard is "unavailable";
 * a write the browser refuses (permission denied, page not focused) or that throws is "refused".
 */
export async function copyToClipboard(
  text: string,
  clipboard: ClipboardWriter | null | undefined = browserClipboard(),
): Promise<CopyResult> {
  if (!clipboard || typeof clipboard.writeText !== "function") {
    return { ok: false, failure: "unavailable" };
  }
  try {
    await clipboard.writeText(text);
    return { ok: true };
  } catch {
    return { ok: false, failure: "refused" };
  }
}
