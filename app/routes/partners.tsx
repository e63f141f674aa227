import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";

export const meta = () =>
  pageMeta({
    title: "Partners & Sponsors",
    description: "The sponsors and partners of the summit.",
    path: "/partners",
  });

export default function PartnersRoute() {
  return (
    <ComingSoon
      title={"Partners & Sponsors"}
      whatIsComing={"Our gold and silver sponsors and official partners are being added here."}
    />
  );
}
