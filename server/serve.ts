import { existsSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { createStaticSite } from "./static-site.ts";

const root = path.resolve(process.env.BUILD_DIR ?? "build/client");
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(path.join(root, "404.html"))) {
  console.error(`No build found in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}

createServer(createStaticSite({ root })).listen(port, () => {
  console.log(`Serving ${path.relative(process.cwd(), root)} at http://localhost:${port}`);
});
