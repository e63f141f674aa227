// Where a build goes. BUILD_OUT lets parallel builds (and tests) write elsewhere; deploys use the
// default, build/. A BUILD_OUT outside the project (issue 19) is built inside it, in
// node_modules/.cache, and moved there at the very end: prerendering imports the server build from
// the build folder, and Node finds the packages it imports only from a folder below the project's
// node_modules/. Relative BUILD_OUT values inside the project build in place.
import { createHash } from "node:crypto";
import { cp, mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";

export interface BuildOut {
  /** Where React Router builds (its `buildDirectory`). */
  buildDirectory: string;
  /** The folder outside the project that receives the finished build, or null. */
  stagedFor: string | null;
}

export function resolveBuildOut(
  buildOut = process.env.BUILD_OUT ?? "build",
  projectRoot = path.resolve(),
): BuildOut {
  const relativeOut = path.relative(projectRoot, path.resolve(projectRoot, buildOut));
  const outsideProject =
    relativeOut === ".." || relativeOut.startsWith(`..${path.sep}`) || path.isAbsolute(relativeOut);
  if (!outsideProject) return { buildDirectory: buildOut, stagedFor: null };
  const stagedFor = path.resolve(projectRoot, buildOut);
  const key = createHash("sha256").update(`${projectRoot}\0${stagedFor}`).digest("hex");
  return {
    buildDirectory: path.join("node_modules/.cache/quillmere-build-out", key.slice(0, 16)),
    stagedFor,
  };
}

/**
 * Moves each top-level entry of the finished build (client/) into the folder outside the project,
 * replacing the same entries from an earlier build and leaving anything else there.
 */
export async function moveBuild(from: string, to: string) {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from)) {
    const target = path.join(to, entry);
    await rm(target, { recursive: true, force: true });
    try {
      await rename(path.join(from, entry), target);
    } catch (error) {
      // Another file system (a mounted temporary folder, another disk): copy instead.
      if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
      await cp(path.join(from, entry), target, { recursive: true });
    }
  }
  await rm(from, { recursive: true, force: true });
}
