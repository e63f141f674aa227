import { pageMeta } from "#app/shared/lib/page-meta.ts";
import { ComingSoon } from "#app/shared/ui/coming-soon.tsx";
import type { Route } from "./+types/article";

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: "Journal article",
    description: "An article in the journal.",
    path: `/community/${params.slug}`,
  });

export default function ArticleRoute() {
  return (
    <ComingSoon title={"Journal article"} whatIsComing={"Journal articles are being added."} />
  );
}
