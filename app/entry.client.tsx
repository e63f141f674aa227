import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadOnceOnStaleChunk } from "#app/shared/lib/stale-chunk.ts";

reloadOnceOnStaleChunk(window);

const app = (
  <StrictMode>
    <HydratedRouter />
  </StrictMode>
);

// Only pages whose route asks for it load this (RouteHandle.hydrate in root.tsx); 404.html does
// not, so the HTML always belongs to the route the address matches.
startTransition(() => {
  hydrateRoot(document, app);
});
