import PrivateHubIsland from "#app/islands/private.tsx";
import { Island } from "#app/shared/islands/island.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { privateRoomPaths } from "#app/shared/lib/private-area-paths.ts";

export const meta = () =>
  pageMeta({
    title: "Private Rooms",
    description: "Private rooms for speakers, partners and team members.",
    path: privateRoomPaths.hub,
    noindex: true,
  });

export default function PrivateHubRoute() {
  return <Island name="private" component={PrivateHubIsland} props={{}} />;
}
