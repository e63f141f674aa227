/**
 * Structured data as the text of a <script type="application/ld+json">: JSON in which nothing can
 * end the script element or start markup (`<`, `>` and `&` escaped), whatever a title holds.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
