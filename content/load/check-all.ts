// Build-only: every problem of the site's content and of the private content, for the build's
// first step (content/load/vite-plugin.ts) and `npm run check:content`.
import { readContent } from "./content.ts";
import type { ContentRoot } from "./files.ts";
import { readPrivateContent } from "./private-content.ts";

export function contentProblems(where: ContentRoot = {}): string[] {
  return [...readContent(where).problems, ...readPrivateContent(where).problems];
}
