import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";
import type { Route } from "./+types/contributor";

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: "Contributor",
    description: "A contributor to the journal.",
    path: `/contributor/${params.id}`,
  });

export default function ContributorRoute() {
  return (
    <ComingSoon
      title={"Contributor"}
      whatIsComing={"Contributor profiles for the journal are being added."}
    />
  );
}
