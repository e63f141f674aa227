import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";

export const meta = () =>
  pageMeta({
    title: "Journal",
    description: "The Thinking About Thinking journal.",
    path: "/community",
  });

export default function CommunityRoute() {
  return (
    <ComingSoon
      title={"Journal"}
      whatIsComing={
        "The Thinking About Thinking journal is being added: essays by our editors and contributors."
      }
    />
  );
}
