// Build-only checks of partners, sponsorship, team, side events and the journal.
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
import { shapeProblems } from "./problems.ts";

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

export function checkOrganisation(
  bundle: OrganisationContent,
  _known: { settings: Settings },
  _options: CheckOptions,
): string[] {
  return Object.entries(schemas).flatMap(([name, [file, schema]]) =>
    shapeProblems(file, name, schema, bundle[name as keyof OrganisationContent]),
  );
}
