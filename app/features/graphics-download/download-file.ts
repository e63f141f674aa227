/** How long the temporary link stays in the document after its click (spec §4 "Downloads"). */
export const linkLifetimeMs = 100;

/**
 * Downloads a same-origin file through a temporary <a download> link: created, clicked, and
 * removed 100 ms later.
 */
export function downloadFile(path: string, filename: string, doc: Document = document) {
  const link = doc.createElement("a");
  link.href = path;
  link.download = filename;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  setTimeout(() => link.remove(), linkLifetimeMs);
}
