// Build-only: every file under public/ is published as it is, under the site's own origin. The
// content check (content/checked-content.ts) refuses, by name, any file there that is not one of the
// site's image types under public/images/, or whose bytes are not that image (media-types.ts): a
// .js or .html file, an SVG with a script. The editor refuses the same files before it uploads
// them (tools/organisers/editor/upload-guard.ts); this catches what reaches the folder any other
// way.
import {
  closeSync,
  type Dirent,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
} from "node:fs";
import path from "node:path";
import { mediaFileProblem, mediaFormats, extensionOf, signatureLength } from "./media-types.ts";

/** The one folder of public/ the site publishes content from, as /images/. */
export const mediaFolder = "images";

/**
 * How a message names a file: from the event's folder (the one that holds public/), as the data
 * files' messages do (`public/images/x.svg`); else from the working directory; else absolute.
 */
function shown(publicDir: string, file: string): string {
  for (const base of [path.dirname(path.resolve(publicDir)), process.cwd()]) {
    const relative = path.relative(base, file);
    if (!relative.startsWith("..") && !path.isAbsolute(relative)) {
      return relative.split(path.sep).join("/");
    }
  }
  return file;
}

/** The first bytes of a file, enough to tell a raster image's format. */
function firstBytes(file: string): Uint8Array {
  const buffer = Buffer.alloc(signatureLength);
  const descriptor = openSync(file, "r");
  try {
    return buffer.subarray(0, readSync(descriptor, buffer, 0, signatureLength, 0));
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Every entry under a folder but the folders themselves, never following a link: Node 24's
 * `readdirSync(dir, { recursive: true })` descends into a linked folder, which would list the
 * files a link points at (private-content/, say) as if they were in public/.
 */
function* entriesUnder(dir: string): Generator<Dirent> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) yield* entriesUnder(path.join(dir, entry.name));
    else yield entry;
  }
}

/** Every file under public/ that may not be published, with why, as `public/<file>: <why>`. */
export function mediaFileProblems(publicDir: string): string[] {
  if (!existsSync(publicDir)) return [];
  const problems: string[] = [];
  for (const entry of entriesUnder(publicDir)) {
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(publicDir, file).split(path.sep);
    if (!entry.isFile()) {
      problems.push(
        `${shown(publicDir, file)}: not a plain file (a link?): only image files may be here`,
      );
    } else if (relative[0] !== mediaFolder || relative.length < 2) {
      problems.push(
        `${shown(publicDir, file)}: only images under public/${mediaFolder}/ are published from public/: move or remove it`,
      );
    } else {
      const bytes =
        mediaFormats.get(extensionOf(entry.name)) === "SVG" ? readFileSync(file) : firstBytes(file);
      const problem = mediaFileProblem(entry.name, bytes);
      if (problem) problems.push(`${shown(publicDir, file)}: ${problem}`);
    }
  }
  return problems.sort();
}
