import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";

export const meta = () =>
  pageMeta({
    title: "Speakers",
    description: "Keynotes, chairs and panelists of the summit.",
    path: "/speakers",
  });

export default function SpeakersRoute() {
  return (
    <ComingSoon
      title={"Speakers"}
      whatIsComing={"The speaker list is being added: keynotes, chairs and panelists with their sessions and biographies."}
    />
  );
}
