// What `#content/home.yml` is outside Vite: the checked home page content, read with fs. In Vite
// the content plugin serves content/home.yml as plain data instead (see settings-module.ts).
import { loadContent } from "./checked-content.ts";

export const { home } = loadContent();
