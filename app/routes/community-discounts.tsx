import { CommunityDiscountsLoader } from "#app/features/community-discounts/community-discounts-loader.tsx";
import { usePrivateData } from "#app/features/private-area/private-data-context.ts";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { PageHeader } from "#app/shared/ui/page-header.tsx";

export const meta = () =>
  pageMeta({
    title: "Community Discounts",
    description: "Community discount codes for speakers, partners and team members.",
    path: "/communitydiscounts",
    noindex: true,
  });

// Rendered inside the unlocked private-area gate, which provides the decrypted data.
export default function CommunityDiscountsRoute() {
  const { discounts } = usePrivateData();
  return (
    <>
      <PageHeader title="Community Discounts" eyebrow="Private Rooms">
        <p>
          Discount codes for the communities of our sponsors, partners and speakers, with a
          ready-to-share message.
        </p>
      </PageHeader>
      <CommunityDiscountsLoader discounts={discounts} />
    </>
  );
}
