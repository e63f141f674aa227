import CommunityDiscountsIsland from "#app/islands/community-discounts.tsx";
import { IslandBoundary } from "#app/shared/errors/island-boundary.tsx";

// The community-discounts island as site/pages/communitydiscounts.astro hydrates it (`client:load`). Astro hydrates the
// component itself, so the component renders its own boundary, as IslandRoot does around the
// default export of app/islands/community-discounts.tsx for the old build. A module of its own, under
// app/islands/astro/: the old build's islands (app/islands/*.tsx) and routes never import it.
export function CommunityDiscountsAstroIsland() {
  return (
    <IslandBoundary name="community-discounts">
      <CommunityDiscountsIsland />
    </IslandBoundary>
  );
}
