// Fails when any prerendered page loads more than its budget of initial JavaScript (gzip):
// 100 KB for the pages with an island (React DOM and the island), 15 KB for every other page, which
// has only the page script (docs/decisions/019-hydrate-only-where-needed.md, 020-islands.md).
import path from "node:path";
import { budgetFor, measurePage } from "./bundle-budget.ts";
import { listHtmlFiles } from "../../integrations/deploy/html.ts";

// A client folder given (check:build gives the test build's), else the build's: BUILD_OUT is the
// same override astro.config.ts reads.
const clientDir = path.resolve(
  process.argv[2] ?? path.join(process.env.BUILD_OUT ?? "build", "client"),
);

const htmlFiles = listHtmlFiles(clientDir);

if (htmlFiles.length === 0) {
  console.error(`No prerendered pages in ${clientDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const results = htmlFiles
  .map((file) => measurePage(clientDir, file))
  .map((result) => ({ ...result, budget: budgetFor(result.page) }));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const width = Math.max(...results.map((result) => result.page.length));
console.log("Initial JavaScript per page (gzip) / budget:");
for (const result of results) {
  const flag = result.gzipBytes > result.budget.bytes ? "  OVER BUDGET" : "";
  console.log(
    `  ${result.page.padEnd(width)}  ${kb(result.gzipBytes).padStart(9)} / ${kb(result.budget.bytes)} (${result.budget.kind})  ${result.files.length} files${flag}`,
  );
}
const over = results.filter((result) => result.gzipBytes > result.budget.bytes);
if (over.length > 0) {
  console.error(`${over.length} page(s) over budget: ${over.map((r) => r.page).join(", ")}.`);
  process.exit(1);
}
const largest = (kind: string) =>
  kb(Math.max(0, ...results.filter((r) => r.budget.kind === kind).map((r) => r.gzipBytes)));
console.log(
  `All ${results.length} pages within budget; largest static page ${largest("static")}, largest interactive page ${largest("interactive")}.`,
);
