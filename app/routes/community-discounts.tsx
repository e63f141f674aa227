import CommunityDiscountsIsland from "#app/islands/community-discounts.tsx";
import { Island } from "#app/shared/islands/island.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { privateRoomPaths } from "#app/shared/lib/private-area-paths.ts";

export const meta = () =>
  pageMeta({
    title: "Community Discounts",
    description: "Community discount codes for speakers, partners and team members.",
    path: privateRoomPaths.communityDiscounts,
    noindex: true,
  });

export default function CommunityDiscountsRoute() {
  return <Island name="community-discounts" component={CommunityDiscountsIsland} props={{}} />;
}
