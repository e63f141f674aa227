import { CommunityDiscountsLazyScreen } from "#site/features/community-discounts/community-discounts-lazy-screen.tsx";
import { usePrivateData } from "#site/shared/private-area/private-data-context.ts";
import { PrivateGate } from "#site/features/private-area/private-gate.tsx";
import { IslandBoundary } from "#site/shared/errors/island-boundary.tsx";
import { PageHeader } from "#site/shared/ui/page-header.tsx";

// A private room's island, hydrated by its page in site/pages/ (`client:idle`) inside its error
// boundary (docs/decisions/034-astro.md): the gate decrypts the private data in
// the browser (docs/product/decisions.md §2), then the room shows it.
export function CommunityDiscountsIsland() {
  return (
    <IslandBoundary name="community-discounts">
      <PrivateGate>
        <CommunityDiscountsRoom />
      </PrivateGate>
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
