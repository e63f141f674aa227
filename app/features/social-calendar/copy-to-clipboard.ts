// Copies text with the async Clipboard API. Never throws: a refused, failing or missing clipboard
// is a result the page shows to the visitor, never a "Copied" it cannot keep.

export const copiedFeedbackMs = 2000;

export type CopyFailure = "unavailable" | "refused";
export type CopyResult = { ok: true } | { ok: false; failure: CopyFailure };

/** What the copy needs of navigator.clipboard; a parameter so that tests can pass a fake. */
export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

export const copyFailureMessages: Record<CopyFailure, string> = {
  unavailable:
    "Copy failed: this browser does not offer the clipboard here. Select the text and copy it yourself.",
  refused:
    "Copy failed: the browser did not allow access to the clipboard. Select the text and copy it yourself.",
};

function browserClipboard(): ClipboardWriter | undefined {
  try {
    return globalThis.navigator?.clipboard;
  } catch {
    return undefined;
  }
}

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
