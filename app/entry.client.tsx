import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadOnceOnStaleChunk } from "#app/shared/lib/stale-chunk.ts";
import { reportWebVitals } from "#app/shared/lib/web-vitals.ts";

reloadOnceOnStaleChunk(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

void reportWebVitals();
