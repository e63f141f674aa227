import SocialContentIsland from "#app/islands/social-content.tsx";
import { Island } from "#framework/islands/island.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";

export const meta = () =>
  pageMeta({
    title: routeManifest.socialContent.title,
    description: "The social media calendar for speakers, partners and team members.",
    path: routeManifest.socialContent.path,
    noindex: true,
  });

export default function SocialContentRoute() {
  return <Island name="social-content" component={SocialContentIsland} props={{}} />;
}
