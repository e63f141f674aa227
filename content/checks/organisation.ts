// Build-only checks of partners, sponsorship, team, side events and the journal.
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  articleSchema,
  contributorSchema,
  galleryItemSchema,
  getInvolvedSchema,
  journalCategorySchema,
  journalIntroSchema,
  partnerSchema,
  sideEventSchema,
  sponsorshipOfferSchema,
  teamMemberSchema,
} from "../schema/organisation.ts";
import type { Settings } from "../schema/settings.ts";
import type { CheckOptions } from "../validate.ts";
import {
  duplicates,
  entryLabel,
  missingFileProblem,
  bundleShapeProblems,
  showValue,
} from "./problems.ts";

export interface OrganisationContent {
  partners: unknown;
  sponsorship: unknown;
  teamMembers: unknown;
  sideEvents: unknown;
  networkingGallery: unknown;
  getInvolved: unknown;
  journalIntro: unknown;
  journalCategories: unknown;
  contributors: unknown;
  articles: unknown;
}

const schemas = {
  partners: ["content/partners.ts", z.array(partnerSchema)],
  sponsorship: ["content/sponsorship.ts", sponsorshipOfferSchema],
  teamMembers: ["content/team.ts", z.array(teamMemberSchema)],
  sideEvents: ["content/side-events.ts", z.array(sideEventSchema)],
  networkingGallery: ["content/side-events.ts", z.array(galleryItemSchema)],
  getInvolved: ["content/side-events.ts", getInvolvedSchema],
  journalIntro: ["content/journal.ts", journalIntroSchema],
  journalCategories: ["content/journal.ts", z.array(journalCategorySchema)],
  contributors: ["content/journal.ts", z.array(contributorSchema)],
  articles: ["content/journal.ts", z.array(articleSchema)],
} as const;

const files = {
  partners: schemas.partners[0],
  team: schemas.teamMembers[0],
  sideEvents: schemas.sideEvents[0],
  journal: schemas.articles[0],
} as const;

export function checkOrganisation(
  bundle: OrganisationContent,
  _known: { settings: Settings },
  options: CheckOptions,
): string[] {
  const problems = bundleShapeProblems(schemas, bundle);
  // Cross-references only make sense once every shape is right.
  if (problems.length) return problems;

  const partners = schemas.partners[1].parse(bundle.partners);
  const team = schemas.teamMembers[1].parse(bundle.teamMembers);
  const sideEvents = schemas.sideEvents[1].parse(bundle.sideEvents);
  const gallery = schemas.networkingGallery[1].parse(bundle.networkingGallery);
  const categories = schemas.journalCategories[1].parse(bundle.journalCategories);
  const contributors = schemas.contributors[1].parse(bundle.contributors);
  const articles = schemas.articles[1].parse(bundle.articles);

  const report = (file: string, label: string, message: string) =>
    problems.push(`${file} › ${label}: ${message}`);
  const unique = (file: string, label: string, what: string, values: readonly unknown[]) => {
    for (const value of duplicates(values)) {
      report(file, label, `${what} ${showValue(value)} is used more than once`);
    }
  };

  // Ids become URLs, element ids and React keys: each must name one entry.
  unique(
    files.partners,
    "partners",
    "the id",
    partners.map((partner) => partner.id),
  );
  unique(
    files.team,
    "teamMembers",
    "the id",
    team.map((member) => member.id),
  );
  unique(
    files.sideEvents,
    "sideEvents",
    "the id",
    sideEvents.map((event) => event.id),
  );
  unique(
    files.journal,
    "journalCategories",
    "the id",
    categories.map((category) => category.id),
  );
  unique(
    files.journal,
    "contributors",
    "the id",
    contributors.map((person) => person.id),
  );
  unique(
    files.journal,
    "articles",
    "the id",
    articles.map((article) => article.id),
  );
  unique(
    files.journal,
    "articles",
    "the slug",
    articles.map((article) => article.slug),
  );

  const contributorIds = new Set(contributors.map((person) => person.id));
  const categoryIds = new Set(categories.map((category) => category.id));
  articles.forEach((article, index) => {
    const label = entryLabel("articles", articles, [index]);
    if (!contributorIds.has(article.authorId)) {
      report(
        files.journal,
        `${label}.authorId`,
        `${showValue(article.authorId)} is not the id of any contributor`,
      );
    }
    if (!categoryIds.has(article.category)) {
      report(
        files.journal,
        `${label}.category`,
        `${showValue(article.category)} is not in journalCategories`,
      );
    }
    // The body is a repository path; the repository is the folder that holds public/.
    if (options.publicDir) {
      const bodyFile = path.join(path.dirname(options.publicDir), article.body);
      if (!existsSync(bodyFile)) {
        report(
          files.journal,
          `${label}.body`,
          `the file ${showValue(article.body)} does not exist`,
        );
      }
    }
  });

  const fileProblems = (
    file: string,
    exportName: string,
    entries: readonly object[],
    fields: string[],
  ) =>
    entries.flatMap((entry, index) =>
      fields.flatMap((field) => {
        const sitePath = (entry as Record<string, unknown>)[field];
        return typeof sitePath === "string"
          ? missingFileProblem(
              options.publicDir,
              file,
              `${entryLabel(exportName, entries, [index])}.${field}`,
              sitePath,
            )
          : [];
      }),
    );
  problems.push(
    ...fileProblems(files.partners, "partners", partners, ["logo"]),
    ...fileProblems(files.team, "teamMembers", team, ["image"]),
    ...fileProblems(files.sideEvents, "networkingGallery", gallery, ["image"]),
    ...fileProblems(files.journal, "contributors", contributors, ["image"]),
    ...fileProblems(files.journal, "articles", articles, ["image", "featuredImage"]),
  );
  return problems;
}
