// What `#content/settings.yml` is outside Vite (Node scripts, the build's last steps, Playwright):
// the checked settings, read with fs (package.json "imports"). In Vite builds, the dev server and
// Vitest, the content plugin (vite-plugin.ts) serves content/settings.yml itself as plain data
// instead, so the browser gets the same values without this reader (docs/decisions/015).
import { loadContent } from "./checked-content.ts";

export const { settings } = loadContent();
