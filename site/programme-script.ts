// The programme pages' own script (site/pages/schedule/): their controls, run on their static HTML
// (app/features/schedule/programme/programme-controls.ts). Plain TypeScript, no React; the layout's
// page script runs after it, as on every page.
import { startProgramme } from "#app/features/schedule/programme/programme-controls.ts";

startProgramme(document, window);
