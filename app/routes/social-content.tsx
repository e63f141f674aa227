import SocialContentIsland from "#app/islands/social-content.tsx";
import { Island } from "#app/shared/islands/island.tsx";
import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { privateRoomPaths } from "#app/shared/lib/private-area-paths.ts";

export const meta = () =>
  pageMeta({
    title: "Social Media Calendar",
    description: "The social media calendar for speakers, partners and team members.",
    path: privateRoomPaths.socialCalendar,
    noindex: true,
  });

export default function SocialContentRoute() {
  return <Island name="social-content" component={SocialContentIsland} props={{}} />;
}
