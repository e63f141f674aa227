import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";

export const meta = () =>
  pageMeta({
    title: "Social Media Calendar",
    description: "The social media calendar for speakers, partners and team members.",
    path: "/socialcontent",
    noindex: true,
  });

export default function SocialContentRoute() {
  return (
    <ComingSoon
      title={"Social Media Calendar"}
      whatIsComing={
        "The social media calendar for speakers, partners and team members is being built behind the private-area password."
      }
    />
  );
}
