import { CommunityDiscountsLazyScreen } from "#app/features/community-discounts/community-discounts-lazy-screen.tsx";
import { usePrivateData } from "#app/shared/private-area/private-data-context.ts";
import { PrivateGate } from "#app/features/private-area/private-gate.tsx";
import { PageHeader } from "#app/shared/ui/page-header.tsx";
import { IslandBoundary } from "#app/shared/errors/island-boundary.tsx";

// A private room's island (docs/decisions/020-islands.md): the gate decrypts the private data in
// the browser (docs/product/decisions.md §2), then the room shows it.
export default function CommunityDiscountsIsland() {
  return (
    <PrivateGate>
      <CommunityDiscountsRoom />
    </PrivateGate>
  );
}

/**
 * The same island for the Astro page (site/pages/communitydiscounts.astro, `client:load`): Astro hydrates the
 * component itself, so it renders its own boundary, as IslandRoot does for the default export.
 */
export function CommunityDiscountsAstroIsland() {
  return (
    <IslandBoundary name="community-discounts">
      <CommunityDiscountsIsland />
    </IslandBoundary>
  );
}

function CommunityDiscountsRoom() {
  const { discounts } = usePrivateData();
  return (
    <>
      <PageHeader title="Community Discounts" eyebrow="Private Rooms">
        <p>
          Discount codes for the communities of our sponsors, partners and speakers, with a
          ready-to-share message.
        </p>
      </PageHeader>
      <CommunityDiscountsLazyScreen discounts={discounts} />
    </>
  );
}
