import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";

export const meta = () =>
  pageMeta({
    title: "Private Rooms",
    description: "Private rooms for speakers, partners and team members.",
    path: "/private",
    noindex: true,
  });

export default function PrivateRoute() {
  return (
    <ComingSoon
      title={"Private Rooms"}
      whatIsComing={
        "The password-protected area for speakers, partners and team members is being built: social media calendar, ticket analytics, community discount codes and promotional graphics."
      }
    />
  );
}
