// The last step of reading an export, whatever its format: every value the import will write is
// held to the rule the content check has for its field, so that the check, which runs on the
// result before anything is written, never refuses a whole import over one entry (a scheduled
// import would otherwise stop for good). Texts too long for the site are shortened, addresses
// the field does not take are left out; each with a warning that names the entry
// (docs/importing.md, "Length limits" and "What the importer repairs").
import { sessionLinkSchema } from "../../../content/schema/programme.ts";
import { speakerSchema } from "../../../content/schema/speaker.ts";
import { textLimits } from "../../../content/schema/text-limits.ts";
import {
  shown,
  type ImportedLink,
  type ImportedProgramme,
  type ImportedSession,
  type ImportedSpeaker,
} from "./model.ts";
import { Repairs } from "./repairs.ts";

/** The report's wording for an address moved from http: to https: to fit its field. */
export const madeHttps =
  "http: addresses were changed to https: for fields that take https only (LinkedIn serves nothing over http)";

const count = (n: number) => n.toLocaleString("en-GB");

/**
 * `text` cut to at most `limit` characters, ending with "…": between words when a word boundary
 * is near the end, never inside a character that takes two UTF-16 units (an emoji).
 */
export function shortened(text: string, limit: number): string {
  if (text.length <= limit) return text;
  let cut = text.slice(0, limit - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.search(/\s\S*$/);
  if (space > limit * 0.8) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}

type FieldCheck = {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
};

/** Collects the warnings of one entry: "session pretalx:X ("Title"): the title has ...". */
function warner(warnings: string[], repairs: Repairs, entry: string) {
  return {
    /** The text, shortened to `limit` with a warning when it is longer. */
    limit<T extends string | undefined>(field: string, text: T, limit: number): T {
      if (text === undefined || text.length <= limit) return text;
      warnings.push(
        `${entry}: the ${field} has ${count(text.length)} characters; cut to ${count(limit)}`,
      );
      return shortened(text, limit) as T;
    },
    /**
     * The address when the site's field takes it, or its https: form when only that is taken
     * (an http: LinkedIn profile, which LinkedIn itself sends on to https:); else undefined,
     * with a warning.
     */
    address(field: string, url: string | undefined, check: FieldCheck): string | undefined {
      if (url === undefined) return undefined;
      const result = check.safeParse(url);
      if (result.success) return url;
      const secure = url.replace(/^http:/i, "https:");
      if (secure !== url && check.safeParse(secure).success) {
        repairs.note(madeHttps, url);
        return secure;
      }
      const why = result.error?.issues.map((issue) => issue.message).join("; ");
      warnings.push(
        `${entry}: ${field} ${shown(url)} is not an address the site takes here (${why}); left out`,
      );
      return undefined;
    },
  };
}

/** A session's abstract and description, which the site keeps as one text, within its limit. */
function fitTexts(session: ImportedSession, fit: ReturnType<typeof warner>) {
  const { abstract, description } = session;
  const limit = textLimits.description;
  const body = [abstract, description].filter(Boolean).join("\n\n");
  if (body.length <= limit) return { abstract, description };
  fit.limit("description", body, limit);
  // The abstract is the summary: the description gives way first.
  const room = abstract ? limit - abstract.length - 2 : limit;
  if (!description || room < 2) return { abstract: shortened(abstract!, limit) };
  return { abstract, description: shortened(description, room) };
}

function fitLinks(
  links: readonly ImportedLink[],
  field: string,
  fit: ReturnType<typeof warner>,
): ImportedLink[] {
  return links.flatMap((link) => {
    const url = fit.address(field, link.url, sessionLinkSchema.shape.url);
    if (!url) return [];
    return [{ title: fit.limit(`${field} title`, link.title, textLimits.linkTitle), url }];
  });
}

/** What every entry's fitting shares: the format (for the entry's name) and the report. */
interface Fitting {
  format: string;
  warnings: string[];
  repairs: Repairs;
  /** A room or track name within its limit, the same wherever it appears. */
  name: (text: string | undefined) => string | undefined;
}

function fitSession(session: ImportedSession, { format, warnings, repairs, name }: Fitting) {
  const entry = `session ${format}:${session.sourceId} (${shown(session.title)})`;
  const fit = warner(warnings, repairs, entry);
  const fitted: ImportedSession = {
    ...session,
    title: fit.limit("title", session.title, textLimits.title),
    subtitle: fit.limit("subtitle", session.subtitle, textLimits.subtitle),
    room: name(session.room)!,
    track: name(session.track),
    ...fitTexts(session, fit),
    links: fitLinks(session.links, "link", fit),
    liveStreams: fitLinks(session.liveStreams, "live stream", fit),
    recordings: fitLinks(session.recordings, "recording", fit),
  };
  return fitted;
}

function fitSpeaker(speaker: ImportedSpeaker, { format, warnings, repairs }: Fitting) {
  const entry = `speaker ${format}:${speaker.sourceId} (${shown(speaker.name)})`;
  const fit = warner(warnings, repairs, entry);
  const fields = speakerSchema.shape;
  const fitted: ImportedSpeaker = {
    ...speaker,
    name: fit.limit("name", speaker.name, textLimits.personName),
    title: fit.limit("title", speaker.title, textLimits.personTitle),
    organization: fit.limit("organization", speaker.organization, textLimits.organization),
    bio: fit.limit("bio", speaker.bio, textLimits.bio),
    photoUrl: fit.address("photo", speaker.photoUrl, fields.photoSource),
    linkedin: fit.address("linkedin", speaker.linkedin, fields.linkedin),
    website: fit.address("website", speaker.website, fields.website),
  };
  return fitted;
}

/** The programme with every value the import writes within the content check's rules. */
export function fitToSite(programme: ImportedProgramme): ImportedProgramme {
  const warnings: string[] = [];
  const repairs = new Repairs();
  // Room and track names are shortened the same way wherever they appear, so they still match.
  const name = (text: string | undefined) => {
    if (text === undefined || text.length <= textLimits.name) return text;
    return shortened(text, textLimits.name);
  };
  for (const [kind, names] of [
    ["room", programme.rooms],
    ["track", programme.tracks],
  ] as const) {
    for (const long of names.filter((text) => text.length > textLimits.name)) {
      warnings.push(
        `${kind} ${shown(long)}: the name has ${count(long.length)} characters; cut to ${count(textLimits.name)}`,
      );
    }
  }
  const fitting: Fitting = { format: programme.format, warnings, repairs, name };
  const sessions = programme.sessions.map((session) => fitSession(session, fitting));
  const speakers = programme.speakers.map((speaker) => fitSpeaker(speaker, fitting));
  return {
    ...programme,
    rooms: programme.rooms.map((room) => name(room)!),
    tracks: programme.tracks.map((track) => name(track)!),
    sessions,
    speakers,
    warnings: [...programme.warnings, ...warnings, ...repairs.lines()],
  };
}
