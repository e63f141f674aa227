// Build-only content validation: zod shape checks plus cross-references between collections.
// Every problem names the file, the entry and the bad value, so an organiser can fix it at once.
import { z } from "zod";
import { checkOrganisation, type OrganisationContent } from "./checks/organisation.ts";
import {
  duplicates,
  entryLabel,
  missingFileProblem,
  shapeProblems,
  showValue,
} from "./checks/problems.ts";
import { checkProgramme, type ProgrammeContent } from "./checks/programme.ts";
import { homeSchema } from "./schema/home.ts";
import { settingsSchema } from "./schema/settings.ts";
import { speakerOrderingSchema, speakerSchema } from "./schema/speaker.ts";

/** Every collection, as the content modules export it, before validation. */
export interface ContentBundle extends ProgrammeContent, OrganisationContent {
  settings: unknown;
  speakers: unknown;
  speakerOrdering: unknown;
  home: unknown;
}

export interface CheckOptions {
  /** Folder that site paths such as /images/x.webp resolve against; skip file checks when absent. */
  publicDir?: string;
}

const files = {
  settings: "content/settings.ts",
  speakers: "content/speakers.ts",
  home: "content/home.ts",
} as const;

/** Returns every problem found; an empty list means the content is valid. */
export function checkContent(bundle: ContentBundle, options: CheckOptions = {}): string[] {
  const problems = [
    ...shapeProblems(files.settings, "settings", settingsSchema, bundle.settings),
    ...shapeProblems(files.speakers, "speakers", z.array(speakerSchema), bundle.speakers),
    ...shapeProblems(
      files.speakers,
      "speakerOrdering",
      speakerOrderingSchema,
      bundle.speakerOrdering,
    ),
    ...shapeProblems(files.home, "home", homeSchema, bundle.home),
  ];
  // Cross-references only make sense once every shape is right.
  if (problems.length) return problems;

  const settings = settingsSchema.parse(bundle.settings);
  const speakers = z.array(speakerSchema).parse(bundle.speakers);
  const ordering = speakerOrderingSchema.parse(bundle.speakerOrdering);
  const home = homeSchema.parse(bundle.home);
  const speakerIds = new Set(speakers.map((speaker) => speaker.id));
  const speakerNames = new Set(speakers.map((speaker) => speaker.name));

  for (const id of duplicates(speakers.map((speaker) => speaker.id))) {
    problems.push(`${files.speakers} › speakers: id ${id} is used by more than one speaker`);
  }
  for (const name of duplicates(speakers.map((speaker) => speaker.name))) {
    problems.push(`${files.speakers} › speakers: the name ${showValue(name)} is used twice`);
  }

  const checkSpeakerIds = (file: string, label: string, ids: readonly number[]) => {
    ids.forEach((id, index) => {
      if (!speakerIds.has(id)) {
        problems.push(
          `${file} › ${label}[${index}]: speaker id ${id} does not exist in ${files.speakers}`,
        );
      }
    });
    for (const id of duplicates(ids))
      problems.push(`${file} › ${label}: speaker id ${id} is listed twice`);
  };
  checkSpeakerIds(files.home, "home.featuredSpeakerIds", home.featuredSpeakerIds);
  checkSpeakerIds(files.speakers, "speakerOrdering.keynotes", ordering.keynotes);
  checkSpeakerIds(files.speakers, "speakerOrdering.chairs", ordering.chairs);
  for (const id of ordering.chairs.filter((id) => ordering.keynotes.includes(id))) {
    problems.push(
      `${files.speakers} › speakerOrdering.chairs: speaker id ${id} is already a keynote`,
    );
  }
  ordering.panelistNameOrder.forEach((name, index) => {
    if (!speakerNames.has(name)) {
      problems.push(
        `${files.speakers} › speakerOrdering.panelistNameOrder[${index}]: ${showValue(name)} is not the name of any speaker`,
      );
    }
  });

  for (const [key, address] of Object.entries(settings.contacts)) {
    if (!address.endsWith(`@${settings.emailDomain}`)) {
      problems.push(
        `${files.settings} › settings.contacts.${key}: ${showValue(address)} does not use the domain ${settings.emailDomain}`,
      );
    }
  }

  problems.push(
    ...missingFileProblem(
      options.publicDir,
      files.settings,
      "settings.defaultImage",
      settings.defaultImage,
    ),
    ...speakers.flatMap((speaker, index) =>
      missingFileProblem(
        options.publicDir,
        files.speakers,
        `${entryLabel("speakers", speakers, [index])}.image`,
        speaker.image,
      ),
    ),
  );

  const known = { settings, speakers };
  return [
    ...problems,
    ...checkProgramme(bundle, known, options),
    ...checkOrganisation(bundle, known, options),
  ];
}

export function formatProblems(problems: readonly string[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `Content check failed (${count}):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`;
}
