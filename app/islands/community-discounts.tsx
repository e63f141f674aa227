import { CommunityDiscountsLazyScreen } from "#app/features/community-discounts/community-discounts-lazy-screen.tsx";
import { usePrivateData } from "#app/shared/private-area/private-data-context.ts";
import { PrivateGate } from "#app/features/private-area/private-gate.tsx";
import { PageHeader } from "#app/shared/ui/page-header.tsx";

// A private room's island (docs/decisions/020-islands.md): the gate decrypts the private data in
// the browser (docs/product/decisions.md §2), then the room shows it.
export default function CommunityDiscountsIsland() {
  return (
    <PrivateGate>
      <CommunityDiscountsRoom />
    </PrivateGate>
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
