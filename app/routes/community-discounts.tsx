import CommunityDiscountsIsland from "#app/islands/community-discounts.tsx";
import { Island } from "#framework/islands/island.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";

export const meta = () =>
  pageMeta({
    title: routeManifest.communityDiscounts.title,
    description: "Community discount codes for speakers, partners and team members.",
    path: routeManifest.communityDiscounts.path,
    noindex: true,
  });

export default function CommunityDiscountsRoute() {
  return <Island name="community-discounts" component={CommunityDiscountsIsland} props={{}} />;
}
