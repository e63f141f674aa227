// Checks the content (or a fixture module given as the first argument) and exits non-zero with
// every problem listed. `npm run build` runs the same check through the Vite plugin.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { checkContent, formatProblems, type ContentBundle } from "../content/validate.ts";

const modulePath = path.resolve(process.argv[2] ?? "content/all-content.ts");
const loaded = (await import(pathToFileURL(modulePath).href)) as { allContent: ContentBundle };
const problems = checkContent(loaded.allContent, { publicDir: path.resolve("public") });

if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log(`Content OK (${path.relative(process.cwd(), modulePath)}).`);
