// Minified files are one long line, and a difference in one would print as a wall of text: each
// text format is compared as lines that follow its structure, so that a difference prints as the
// few lines that changed.

/** Plain text by its own lines (calendars, sitemap, _headers, JavaScript). */
export function textLines(text: string): string[] {
  return text.split("\n");
}

/** CSS with one rule per line: only line breaks are added, nothing else changes. */
export function cssLines(css: string): string[] {
  return css.replace(/\}(?!\n|$)/g, "}\n").split("\n");
}

/**
 * JSON, indented: what the data says, whatever its spacing. A text that is not JSON is compared
 * by its own lines.
 */
export function jsonLines(text: string): string[] {
  try {
    return JSON.stringify(JSON.parse(text), null, 2).split("\n");
  } catch {
    return textLines(text);
  }
}
