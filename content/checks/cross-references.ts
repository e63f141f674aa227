// Build-only content validation: the cross-references between collections, once every file has
// passed its zod schema (content/load/); content/checked-content.ts runs it after reading. Every
// problem names the file, the line, the entry and the bad value, so an organiser can fix it at once.
import type { ContentOrigins, Origin, ParsedContent } from "../content-types.ts";
import {
  duplicateProblems,
  missingFileProblem,
  problemAt,
  showValue,
  speakersFolder,
} from "../problems.ts";
import type { CheckOptions } from "./check-options.ts";
import { checkOrganisation } from "./organisation.ts";
import { checkProgramme } from "./programme.ts";
import { checkProgrammeHistory } from "./programme-history.ts";

/** Returns every problem found; an empty list means the content is valid. */
export function checkContent(
  content: ParsedContent,
  origins: ContentOrigins,
  options: CheckOptions = {},
): string[] {
  const { settings, speakers, speakerOrdering: ordering, home } = content;
  const speakerIds = new Set(speakers.map((speaker) => speaker.id));
  const speakerNames = new Set(speakers.map((speaker) => speaker.name));
  const problems = [
    ...duplicateProblems(speakers, origins.speakers, "id", (speaker) => speaker.id, "speaker id"),
    // Two people of one name in a tool are two people (their tool ids differ); two hand-written
    // files of one name are a mistake.
    ...duplicateProblems(
      speakers,
      origins.speakers,
      "name",
      (speaker) => (speaker.source ? `${speaker.name} (${speaker.source})` : speaker.name),
      "the name",
    ),
  ];

  const checkSpeakerIds = (origin: Origin, field: string, ids: readonly number[]) => {
    ids.forEach((id, index) => {
      if (!speakerIds.has(id)) {
        problems.push(
          problemAt(origin, [field, index], `speaker id ${id} does not exist in ${speakersFolder}`),
        );
      } else if (ids.indexOf(id) !== index) {
        problems.push(problemAt(origin, [field, index], `speaker id ${id} is listed twice`));
      }
    });
  };
  checkSpeakerIds(origins.home, "featuredSpeakerIds", home.featuredSpeakerIds);
  checkSpeakerIds(origins.speakerOrdering, "keynotes", ordering.keynotes);
  checkSpeakerIds(origins.speakerOrdering, "chairs", ordering.chairs);
  ordering.chairs.forEach((id, index) => {
    if (ordering.keynotes.includes(id)) {
      problems.push(
        problemAt(
          origins.speakerOrdering,
          ["chairs", index],
          `speaker id ${id} is already a keynote`,
        ),
      );
    }
  });
  ordering.panelistNameOrder.forEach((name, index) => {
    if (!speakerNames.has(name)) {
      problems.push(
        problemAt(
          origins.speakerOrdering,
          ["panelistNameOrder", index],
          `${showValue(name)} is not the name of any speaker`,
        ),
      );
    }
  });

  for (const [key, address] of Object.entries(settings.contacts)) {
    if (!address.endsWith(`@${settings.emailDomain}`)) {
      problems.push(
        problemAt(
          origins.settings,
          ["contacts", key],
          `${showValue(address)} does not use the domain ${settings.emailDomain}`,
        ),
      );
    }
  }

  problems.push(
    ...missingFileProblem(
      options.publicDir,
      origins.settings,
      ["defaultImage"],
      settings.defaultImage,
    ),
    ...speakers.flatMap((speaker, index) =>
      missingFileProblem(options.publicDir, origins.speakers[index]!, ["image"], speaker.image),
    ),
  );

  return [
    ...problems,
    ...checkProgramme(content, origins, options),
    ...checkOrganisation(content, origins, options),
    ...checkProgrammeHistory(content, origins),
  ];
}
