import AnalyticsIsland from "#app/islands/analytics.tsx";
import { IslandBoundary } from "#app/shared/errors/island-boundary.tsx";

// The analytics island as site/pages/analytics.astro hydrates it (`client:load`). Astro hydrates the
// component itself, so the component renders its own boundary, as IslandRoot does around the
// default export of app/islands/analytics.tsx for the old build. A module of its own, under
// app/islands/astro/: the old build's islands (app/islands/*.tsx) and routes never import it.
export function AnalyticsAstroIsland() {
  return (
    <IslandBoundary name="analytics">
      <AnalyticsIsland />
    </IslandBoundary>
  );
}
