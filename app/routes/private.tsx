import PrivateHubIsland from "#app/islands/private.tsx";
import { Island } from "#framework/islands/island.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { routeManifest } from "#app/shared/routes/route-manifest.ts";

export const meta = () =>
  pageMeta({
    title: routeManifest.privateHub.title,
    description: "Private rooms for speakers, partners and team members.",
    path: routeManifest.privateHub.path,
    noindex: true,
  });

export default function PrivateHubRoute() {
  return <Island name="private" component={PrivateHubIsland} props={{}} />;
}
