import SocialContentIsland from "#app/islands/social-content.tsx";
import { IslandBoundary } from "#app/shared/errors/island-boundary.tsx";

// The social-content island as site/pages/socialcontent.astro hydrates it (`client:load`). Astro hydrates the
// component itself, so the component renders its own boundary, as IslandRoot does around the
// default export of app/islands/social-content.tsx for the old build. A module of its own, under
// app/islands/astro/: the old build's islands (app/islands/*.tsx) and routes never import it.
export function SocialContentAstroIsland() {
  return (
    <IslandBoundary name="social-content">
      <SocialContentIsland />
    </IslandBoundary>
  );
}
