// Checks every data file under content/ and private-content/ and exits non-zero with every problem
// listed. `npm run build` runs the same check through the content plugin (content/vite-plugin.ts).
//
//   npm run check:content                      the project's content
//   npm run check:content -- --overlay <dir>   with the files under <dir> in place of the
//                                              project's (e.g. content/fixtures/<name>)
import { parseArgs } from "node:util";
import { formatProblems } from "../../content/problems.ts";
import { contentProblems } from "../../content/checked-content.ts";

const { values } = parseArgs({ options: { overlay: { type: "string" } } });
const where = { overlay: values.overlay };
const problems = contentProblems(where);

if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log(`Content OK${values.overlay ? ` (with the files of ${values.overlay})` : ""}.`);
