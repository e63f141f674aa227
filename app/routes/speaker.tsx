import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";
import type { Route } from "./+types/speaker";

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: "Speaker",
    description: "A speaker at the summit.",
    path: `/speakers/${params.id}`,
  });

export default function SpeakerRoute() {
  return (
    <ComingSoon
      title={"Speaker"}
      whatIsComing={"Each speaker's page is being added, with the biography, session and links."}
    />
  );
}
