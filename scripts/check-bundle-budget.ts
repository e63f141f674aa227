// Fails when any prerendered page loads more than the budget of initial JavaScript (gzip).
import path from "node:path";
import { measurePage } from "./bundle-budget.ts";
import { listHtmlFiles } from "./deploy/html.ts";

const budgetBytes = 120 * 1000;
// BUILD_OUT is the same override react-router.config.ts reads.
const clientDir = path.resolve(process.env.BUILD_OUT ?? "build", "client");

const htmlFiles = listHtmlFiles(clientDir);

if (htmlFiles.length === 0) {
  console.error("No prerendered pages in build/client: run `npm run build` first.");
  process.exit(1);
}

const results = htmlFiles.map((file) => measurePage(clientDir, file));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const width = Math.max(...results.map((result) => result.page.length));
console.log(`Initial JavaScript per page (gzip), budget ${kb(budgetBytes)}:`);
for (const result of results) {
  const flag = result.gzipBytes > budgetBytes ? "  OVER BUDGET" : "";
  console.log(
    `  ${result.page.padEnd(width)}  ${kb(result.gzipBytes).padStart(9)}  ${result.files.length} files${flag}`,
  );
}
const over = results.filter((result) => result.gzipBytes > budgetBytes);
if (over.length > 0) {
  console.error(`${over.length} page(s) over the ${kb(budgetBytes)} budget.`);
  process.exit(1);
}
console.log(
  `All ${results.length} pages within budget; largest ${kb(Math.max(...results.map((r) => r.gzipBytes)))}.`,
);
