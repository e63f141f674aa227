// Build-only checks of partners, sponsorship, team, side events and the journal.
import type { ContentOrigins, Origin, ParsedContent } from "../content-types.ts";
import { duplicateProblems, missingFileProblem, problemAt, showValue } from "../problems.ts";
import type { CheckOptions } from "./check-options.ts";

export function checkOrganisation(
  content: ParsedContent,
  origins: ContentOrigins,
  options: CheckOptions,
): string[] {
  const { partners, teamMembers, networkingGallery, journalCategories } = content;
  const { contributors, articles } = content;
  const problems: string[] = [];

  // Ids become URLs, element ids and React keys: each must name one entry. Ids that are file names
  // are unique already; these are not.
  problems.push(
    ...duplicateProblems(
      journalCategories,
      origins.journalCategories,
      "id",
      (category) => category.id,
      "the id",
    ),
    ...duplicateProblems(articles, origins.articles, "id", (article) => article.id, "the id"),
  );

  const contributorIds = new Set(contributors.map((person) => person.id));
  const categoryIds = new Set(journalCategories.map((category) => category.id));
  articles.forEach((article, index) => {
    const origin = origins.articles[index]!;
    if (!contributorIds.has(article.authorId)) {
      problems.push(
        problemAt(
          origin,
          ["authorId"],
          `${showValue(article.authorId)} is not a contributor (content/journal/contributors/)`,
        ),
      );
    }
    if (!categoryIds.has(article.category)) {
      problems.push(
        problemAt(
          origin,
          ["category"],
          `${showValue(article.category)} is not a category in content/journal.yml`,
        ),
      );
    }
  });

  const fileProblems = <T extends object>(
    entries: readonly T[],
    entryOrigins: readonly Origin[],
    fields: (keyof T & string)[],
  ) =>
    entries.flatMap((entry, index) =>
      fields.flatMap((field) => {
        const sitePath = entry[field];
        return typeof sitePath === "string"
          ? missingFileProblem(options.publicDir, entryOrigins[index]!, [field], sitePath)
          : [];
      }),
    );
  problems.push(
    ...fileProblems(partners, origins.partners, ["logo"]),
    ...fileProblems(teamMembers, origins.teamMembers, ["image"]),
    ...fileProblems(networkingGallery, origins.networkingGallery, ["image"]),
    ...fileProblems(contributors, origins.contributors, ["image"]),
    ...fileProblems(articles, origins.articles, ["image", "featuredImage"]),
  );
  return problems;
}
