// Build-only: every problem of the site's content and of the private content, for the build's
// first step (content/load/vite-plugin.ts) and `npm run check:content`.
import { mediaFileProblems } from "../checks/media-files.ts";
import { readContent } from "./content.ts";
import { publicDirOf, type ContentRoot } from "./files.ts";
import { readPrivateContent } from "./private-content.ts";

export function contentProblems(where: ContentRoot = {}): string[] {
  return [
    ...readContent(where).problems,
    ...readPrivateContent(where).problems,
    // What public/ would publish: only the site's image types, checked by their bytes.
    ...mediaFileProblems(publicDirOf(where)),
  ];
}
