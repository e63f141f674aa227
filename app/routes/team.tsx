import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";

export const meta = () =>
  pageMeta({
    title: "Organizing Team",
    description: "The people who organise the summit.",
    path: "/team",
  });

export default function TeamRoute() {
  return (
    <ComingSoon
      title={"Organizing Team"}
      whatIsComing={
        "The organizing team is being added: the executive team, session chairs and core team."
      }
    />
  );
}
