// Reads Sessionize's "All data" export (API v2: sessions, speakers, questions, categories, rooms)
// into the neutral programme. Its times carry no zone: they are the event's wall clock, and the
// zone comes from the site's settings or --time-zone.
import { z } from "zod";
import {
  ImportError,
  pathText,
  shown,
  type ImportedLink,
  type ImportedProgramme,
  type ImportedSession,
  type ImportedSpeaker,
} from "../model.ts";
import { plainText, Repairs, siteText, webLinks, webUrl } from "../repairs.ts";
import { isKnownTimeZone, wallClockAsWritten } from "../zoned-time.ts";
import { overlapNote, sameNameNote, stableIds } from "./programme-notes.ts";

const localDateTime = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/,
    "is not a date and time written YYYY-MM-DDTHH:MM:SS",
  );

const id = z.union([z.string().min(1), z.number().int()]).transform(String);

const questionAnswer = z.looseObject({
  questionId: z.number().int(),
  answerValue: z.string().nullish(),
});

const session = z.looseObject({
  id,
  title: z.string().min(1, "is empty"),
  description: z.string().nullish(),
  startsAt: localDateTime.nullish(),
  endsAt: localDateTime.nullish(),
  isServiceSession: z.boolean().default(false),
  isPlenumSession: z.boolean().default(false),
  speakers: z.array(z.string()).default([]),
  categoryItems: z.array(z.number().int()).default([]),
  questionAnswers: z.array(questionAnswer).default([]),
  roomId: z.number().int().nullish(),
  // Checked and repaired like every link (repairs.ts), never refused here: a value that is not
  // even a string reads as no link.
  liveUrl: z.string().nullish().catch(null),
  recordingUrl: z.string().nullish().catch(null),
  status: z.string().nullish(),
});

const speaker = z.looseObject({
  id: z.string().min(1),
  firstName: z.string().default(""),
  lastName: z.string().default(""),
  fullName: z.string().nullish(),
  bio: z.string().nullish(),
  tagLine: z.string().nullish(),
  // As a link: a photo address that is not a string reads as no photo.
  profilePicture: z.string().nullish().catch(null),
  // A profile link is never a reason to refuse the export: one without an address, or not a list
  // at all, reads as no link (repairs.ts drops what is not a web link, with a warning).
  links: z
    .array(
      z.looseObject({
        title: z.string().nullish().catch(null),
        url: z.string().nullish().catch(null),
        linkType: z.string().nullish().catch(null),
      }),
    )
    .catch([]),
  questionAnswers: z.array(questionAnswer).default([]),
});

const category = z.looseObject({
  id: z.number().int(),
  title: z.string(),
  items: z.array(z.looseObject({ id: z.number().int(), name: z.string() })),
  type: z.string().nullish(),
});

export const sessionizeSchema = z.looseObject({
  sessions: z.array(session),
  speakers: z.array(speaker),
  questions: z.array(z.looseObject({ id: z.number().int(), question: z.string() })).default([]),
  categories: z.array(category).default([]),
  rooms: z.array(z.looseObject({ id: z.number().int(), name: z.string().min(1) })).default([]),
});

type SessionizeFile = z.infer<typeof sessionizeSchema>;
type SessionizeSession = z.infer<typeof session>;

/** Sessionize's statuses for a session that will not take place as planned. */
const cancelledStatus = /^(declined|cancell?ed)$/i;

function zodMessages(error: z.ZodError, json: unknown): string[] {
  return error.issues.slice(0, 20).map((issue) => {
    let value: unknown = json;
    for (const key of issue.path) {
      value =
        value && typeof value === "object"
          ? (value as Record<PropertyKey, unknown>)[key]
          : undefined;
    }
    const path = pathText(issue.path.filter((key) => typeof key !== "symbol"));
    if (value === undefined) return `${path}: is missing`;
    const said = issue.message.startsWith("is ")
      ? issue.message
      : `is not valid (${issue.message})`;
    return `${path}: ${shown(value)} ${said}`;
  });
}

/** Category items by id, with the title of their category ("Track", "Session format", ...). */
function categoryItems(file: SessionizeFile) {
  const items = new Map<number, { category: string; name: string }>();
  for (const group of file.categories) {
    for (const item of group.items) items.set(item.id, { category: group.title, name: item.name });
  }
  return items;
}

const isTrackCategory = (title: string) => /^tracks?$/i.test(title.trim());
const isFormatCategory = (title: string) => /format|type/i.test(title);

/** The answer to the first speaker question whose wording matches, e.g. "Company". */
function answerTo(
  file: SessionizeFile,
  answers: readonly z.infer<typeof questionAnswer>[],
  wording: RegExp,
): string | undefined {
  const question = file.questions.find((q) => wording.test(q.question));
  const answer = answers.find((a) => a.questionId === question?.id)?.answerValue?.trim();
  return answer || undefined;
}

function readSpeaker(
  file: SessionizeFile,
  raw: z.infer<typeof speaker>,
  repairs: Repairs,
): ImportedSpeaker {
  const name = plainText(raw.fullName || `${raw.firstName} ${raw.lastName}`, repairs);
  return {
    sourceId: raw.id,
    name,
    bio: siteText(raw.bio, repairs),
    title: plainText(raw.tagLine, repairs) || undefined,
    organization: answerTo(file, raw.questionAnswers, /company|organi[sz]ation|employer/i),
    photoUrl: webUrl(raw.profilePicture, undefined, repairs),
    ...profileLinks(
      raw.links.flatMap((link) => {
        const url = webUrl(link.url, undefined, repairs);
        return url ? [{ ...link, url }] : [];
      }),
    ),
  };
}

/** Sessionize's speaker links in the site's fields: LinkedIn, an X/Twitter handle, a website. */
export function profileLinks(
  links: readonly { url: string; linkType?: string | null }[],
): Pick<ImportedSpeaker, "linkedin" | "twitter" | "website"> {
  const ofType = (pattern: RegExp) =>
    links.find((link) => pattern.test(link.linkType ?? "") && /^https?:\/\//.test(link.url))?.url;
  const twitterUrl = ofType(/^(twitter|x)$/i);
  const handle = twitterUrl && /\/([A-Za-z0-9_]{1,30})\/?$/.exec(twitterUrl)?.[1];
  const result = {
    linkedin: ofType(/^linkedin$/i),
    twitter: handle || undefined,
    website: ofType(/^(blog|company_website|website|other)$/i),
  };
  return Object.fromEntries(Object.entries(result).filter(([, value]) => value)) as typeof result;
}

function readSession(
  raw: SessionizeSession,
  at: string,
  context: {
    rooms: Map<number, string>;
    items: ReturnType<typeof categoryItems>;
    speakerIds: Set<string>;
    repairs: Repairs;
  },
): { session?: ImportedSession; warnings: string[] } {
  const warnings: string[] = [];
  if (!raw.startsAt || !raw.endsAt || raw.roomId == null) {
    return { warnings: [`${at} (${shown(raw.title)}) has no time or room yet; left out`] };
  }
  let room = context.rooms.get(raw.roomId);
  if (!room) {
    room = `Room ${raw.roomId}`;
    warnings.push(`${at}.roomId: ${raw.roomId} is not in rooms; the session is in ${shown(room)}`);
  }
  const speakerIds = raw.speakers.filter((speakerId, index) => {
    const known = context.speakerIds.has(speakerId);
    if (!known) {
      warnings.push(`${at}.speakers[${index}]: ${shown(speakerId)} is not in speakers; left out`);
    }
    return known;
  });
  const start = wallClockAsWritten(raw.startsAt)!;
  const end = wallClockAsWritten(raw.endsAt)!;
  if (`${end.date}T${end.time}` <= `${start.date}T${start.time}`) {
    warnings.push(
      `${at} (${shown(raw.title)}): endsAt ${shown(raw.endsAt)} is not after startsAt ${shown(raw.startsAt)}; left out`,
    );
    return { warnings };
  }
  const labels = raw.categoryItems.flatMap((itemId) => {
    const item = context.items.get(itemId);
    return item ? [item] : [];
  });
  const { repairs } = context;
  return {
    warnings,
    session: {
      sourceId: raw.id,
      title: plainText(raw.title, repairs),
      date: start.date,
      start: start.time,
      end: end.time,
      endsNextDay: end.date > start.date,
      room,
      type: labels.find((label) => isFormatCategory(label.category))?.name,
      isService: raw.isServiceSession,
      track: labels.find((label) => isTrackCategory(label.category))?.name,
      speakerIds,
      // Sessionize has one text; the body is abstract + description, so it goes in as the abstract.
      abstract: siteText(raw.description, repairs),
      links: [],
      liveStreams: webLinks([{ title: "Live stream", url: raw.liveUrl }], undefined, repairs),
      ...recordingOf(webLinks([{ title: "Recording", url: raw.recordingUrl }], undefined, repairs)),
      cancelled: cancelledStatus.test(raw.status ?? ""),
    },
  };
}

/**
 * A recording link, and what it says: the session is recorded. Sessionize has no opt-out, so
 * without a link it says nothing.
 */
function recordingOf(
  recordings: ImportedLink[],
): Pick<ImportedSession, "recordings" | "recording"> {
  return recordings.length ? { recordings, recording: "recorded" } : { recordings };
}

/** The first of each id; later ones are named in a warning and left out. */
function firstOfEachId<T>(list: readonly T[], key: (item: T) => string, listName: string) {
  const seen = new Set<string>();
  const warnings: string[] = [];
  const kept = list.filter((item, index) => {
    const value = key(item);
    if (!seen.has(value)) return seen.add(value);
    warnings.push(`${listName}[${index}].id: ${shown(value)} is used twice; the first is kept`);
    return false;
  });
  return { kept, warnings };
}

export function readSessionize(json: unknown, options: { timeZone: string }): ImportedProgramme {
  const parsed = sessionizeSchema.safeParse(json);
  if (!parsed.success) throw new ImportError(zodMessages(parsed.error, json));
  if (!isKnownTimeZone(options.timeZone)) {
    throw new ImportError([
      `--time-zone: ${shown(options.timeZone)} is not a time zone this computer knows`,
    ]);
  }
  const file = parsed.data;
  const repairs = new Repairs();
  const speakers = firstOfEachId(file.speakers, (s) => s.id, "speakers");
  const rooms = firstOfEachId(file.rooms, (r) => String(r.id), "rooms");
  const warnings = [...speakers.warnings, ...rooms.warnings];
  const context = {
    rooms: new Map(rooms.kept.map((room) => [room.id, room.name])),
    items: categoryItems(file),
    speakerIds: new Set(speakers.kept.map((s) => s.id)),
    repairs,
  };
  const sessions: ImportedSession[] = [];
  file.sessions.forEach((raw, index) => {
    const read = readSession(raw, `sessions[${index}]`, context);
    warnings.push(...read.warnings);
    if (read.session) sessions.push(read.session);
  });
  const trackNames = file.categories
    .filter((group) => isTrackCategory(group.title))
    .flatMap((group) => group.items.map((item) => item.name));
  const scheduled = new Set(sessions.flatMap((s) => s.speakerIds));
  const roomNames = [...new Set([...context.rooms.values(), ...sessions.map((s) => s.room)])];
  const imported = speakers.kept
    .filter((s) => scheduled.has(s.id))
    .map((s) => readSpeaker(file, s, repairs));
  return {
    format: "sessionize",
    timeZone: options.timeZone,
    // Sessionize lists no days: the event's days are the dates its sessions start on.
    days: [...new Set(sessions.map((s) => s.date))].sort(),
    rooms: roomNames,
    tracks: trackNames.filter((name) => sessions.some((s) => s.track === name)),
    sessions,
    // Speakers of unscheduled sessions only would have no session on the site.
    speakers: imported,
    warnings: [
      ...warnings,
      ...stableIds(sessions, "sessions"),
      ...overlapNote(sessions),
      ...sameNameNote(imported),
      ...repairs.lines(),
    ],
  };
}
