// Vitest runs the test files of a worker in one module graph and one DOM (`isolate: false`):
// starting a fresh jsdom and re-importing the modules for each of ~150 files cost more than the
// tests themselves (docs/decisions/031). A file that replaces a module (`vi.mock`) cannot share
// the graph, where the real module may already be loaded: those files run isolated, found here by
// reading them, so a new one needs no list kept by hand.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const mocksAModule = /\bvi\.(?:mock|doMock)\(/;
const testFile = /\.test\.tsx?$/;

/** The test files below `folders` (relative to the project root) that replace a module. */
export function filesThatMockModules(root: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => testFile.test(file) && !file.split(path.sep).includes("node_modules"))
      .map((file) => path.join(folder, file).split(path.sep).join("/"))
      .filter((file) => mocksAModule.test(readFileSync(path.join(root, file), "utf8"))),
  );
}
