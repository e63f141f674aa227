// `npm run deploy:nginx`: writes deploy/nginx.conf from hosting/security-headers.ts.
// `npm run deploy:nginx -- --check` only says whether the committed file is up to date.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { nginxServerBlock } from "./nginx-conf.ts";

export const nginxConfPath = path.resolve(import.meta.dirname, "../../deploy/nginx.conf");

const expected = nginxServerBlock();
if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(nginxConfPath, "utf8");
  } catch {
    // missing counts as out of date
  }
  if (current !== expected) {
    console.error("deploy/nginx.conf is out of date: run `npm run deploy:nginx`.");
    process.exit(1);
  }
  console.log("deploy/nginx.conf is up to date.");
} else {
  writeFileSync(nginxConfPath, expected);
  console.log(`Wrote ${path.relative(process.cwd(), nginxConfPath)}.`);
}
