/** How long the temporary link stays in the document after its click. */
export const linkLifetimeMs = 100;

/**
 * How long a download's Blob URL lives. The browser has read the Blob long before; revoking it
 * then frees the memory of the file (a decrypted graphic can be large).
 */
export const blobUrlLifetimeMs = 60_000;

/**
 * Downloads a same-origin or Blob URL through a temporary <a download> link: created, clicked,
 * and removed 100 ms later.
 */
export function downloadFile(href: string, filename: string, doc: Document = document) {
  const link = doc.createElement("a");
  link.href = href;
  link.download = filename;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  setTimeout(() => link.remove(), linkLifetimeMs);
}

/** Saves a Blob under `filename` through a Blob URL, revoked once the download has its bytes. */
export function downloadBlob(blob: Blob, filename: string, doc: Document = document) {
  const url = URL.createObjectURL(blob);
  downloadFile(url, filename, doc);
  setTimeout(() => URL.revokeObjectURL(url), blobUrlLifetimeMs);
}
