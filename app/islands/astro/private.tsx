import PrivateHubIsland from "#app/islands/private.tsx";
import { IslandBoundary } from "#app/shared/errors/island-boundary.tsx";

// The private island as site/pages/private.astro hydrates it (`client:load`). Astro hydrates the
// component itself, so the component renders its own boundary, as IslandRoot does around the
// default export of app/islands/private.tsx for the old build. A module of its own, under
// app/islands/astro/: the old build's islands (app/islands/*.tsx) and routes never import it.
export function PrivateHubAstroIsland() {
  return (
    <IslandBoundary name="private">
      <PrivateHubIsland />
    </IslandBoundary>
  );
}
