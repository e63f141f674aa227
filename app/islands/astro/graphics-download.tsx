import GraphicsDownloadIsland from "#app/islands/graphics-download.tsx";
import { IslandBoundary } from "#app/shared/errors/island-boundary.tsx";

// The graphics-download island as site/pages/graphicsdownload.astro hydrates it (`client:load`). Astro hydrates the
// component itself, so the component renders its own boundary, as IslandRoot does around the
// default export of app/islands/graphics-download.tsx for the old build. A module of its own, under
// app/islands/astro/: the old build's islands (app/islands/*.tsx) and routes never import it.
export function GraphicsDownloadAstroIsland() {
  return (
    <IslandBoundary name="graphics-download">
      <GraphicsDownloadIsland />
    </IslandBoundary>
  );
}
