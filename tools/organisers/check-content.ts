// Checks every data file under the event's content/ and private-content/ (event/, or CONTENT_DIR)
// and exits non-zero with every problem listed; then that the programme's history has every change
// of the programme (docs/decisions/040-programme-history.md), and names each one it lacks. `npm run build` runs the
// same checks (content/vite-plugin.ts, integrations/programme-history-check.ts).
//
//   npm run check:content                      the event's content (event/, or CONTENT_DIR)
//   npm run check:content -- --overlay <dir>   with the files under <dir> in place of the
//                                              event's (e.g. content/fixtures/<name>)
import { parseArgs } from "node:util";
import { formatProblems } from "../../content/problems.ts";
import { contentProblems } from "../../content/checked-content.ts";
import { historyProblems } from "../../content/programme-history.ts";

const { values } = parseArgs({ options: { overlay: { type: "string" } } });
const where = { overlay: values.overlay };
const problems = contentProblems(where);
// The history is compared with content that is right; until it is, its problems come first.
if (!problems.length) problems.push(...historyProblems(where));

if (problems.length > 0) {
  console.error(formatProblems(problems));
  process.exit(1);
}
console.log(`Content OK${values.overlay ? ` (with the files of ${values.overlay})` : ""}.`);
