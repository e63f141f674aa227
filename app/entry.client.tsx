import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadOnceOnStaleChunk } from "#app/shared/lib/stale-chunk.ts";
import { reportWebVitals } from "#app/shared/lib/web-vitals.ts";

reloadOnceOnStaleChunk(window);

const app = (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
);

// 404.html is served for every unknown address, including ids a route renders itself (an unknown
// speaker). There the HTML belongs to another route than the one the address matches, so render
// afresh instead of hydrating markup that cannot match.
const isNotFoundDocument =
  document.documentElement.dataset.renderedPath?.replace(/\/$/, "") === "/404";
startTransition(() => {
  if (isNotFoundDocument) createRoot(document).render(app);
  else hydrateRoot(document, app);
});

void reportWebVitals();
