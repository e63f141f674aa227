// Build-only: where a build keeps the plaintext of its private files (the graphics and zips it
// encrypts into the site). In node_modules/.cache, beside the render cache that holds the same
// pictures, never in the build folder, so no deploy of build/ can carry it. One folder per built
// site (by its final client folder), so parallel builds keep apart and the tests can compare a
// download with what the build generated.
import { createHash } from "node:crypto";
import path from "node:path";

export function privatePlaintextDir(clientDir: string, projectRoot = path.resolve()): string {
  const id = createHash("sha256").update(path.resolve(clientDir)).digest("hex").slice(0, 16);
  return path.join(projectRoot, "node_modules", ".cache", "quillmere-private-plaintext", id);
}
