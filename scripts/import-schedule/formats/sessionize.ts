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
import { isKnownTimeZone, wallClockAsWritten } from "../zoned-time.ts";

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
  liveUrl: z.string().nullish(),
  recordingUrl: z.url().nullish(),
  status: z.string().nullish(),
});

const speaker = z.looseObject({
  id: z.string().min(1),
  firstName: z.string().default(""),
  lastName: z.string().default(""),
  fullName: z.string().nullish(),
  bio: z.string().nullish(),
  tagLine: z.string().nullish(),
  profilePicture: z.url().nullish(),
  links: z
    .array(
      z.looseObject({
        title: z.string().nullish(),
        url: z.string(),
        linkType: z.string().nullish(),
      }),
    )
    .default([]),
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

function readSpeaker(file: SessionizeFile, raw: z.infer<typeof speaker>): ImportedSpeaker {
  const name = (raw.fullName?.trim() || `${raw.firstName} ${raw.lastName}`).trim();
  return {
    sourceId: raw.id,
    name,
    bio: raw.bio?.trim() || undefined,
    title: raw.tagLine?.trim() || undefined,
    organization: answerTo(file, raw.questionAnswers, /company|organi[sz]ation|employer/i),
    photoUrl: raw.profilePicture ?? undefined,
    ...profileLinks(raw.links ?? []),
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
  },
): { session?: ImportedSession; problems: string[]; warning?: string } {
  const problems: string[] = [];
  if (!raw.startsAt || !raw.endsAt || raw.roomId == null) {
    return { problems, warning: `${at} (${shown(raw.title)}) has no time or room yet; left out` };
  }
  const room = context.rooms.get(raw.roomId);
  if (!room) problems.push(`${at}.roomId: ${raw.roomId} is not the id of a room in rooms`);
  raw.speakers.forEach((speakerId, index) => {
    if (!context.speakerIds.has(speakerId)) {
      problems.push(
        `${at}.speakers[${index}]: ${shown(speakerId)} is not the id of a speaker in speakers`,
      );
    }
  });
  const start = wallClockAsWritten(raw.startsAt)!;
  const end = wallClockAsWritten(raw.endsAt)!;
  if (`${end.date}T${end.time}` <= `${start.date}T${start.time}`) {
    problems.push(
      `${at}.endsAt: ${shown(raw.endsAt)} is not after startsAt ${shown(raw.startsAt)}`,
    );
  }
  const labels = raw.categoryItems.flatMap((itemId) => {
    const item = context.items.get(itemId);
    return item ? [item] : [];
  });
  const links: ImportedLink[] = raw.liveUrl ? [{ title: "Live stream", url: raw.liveUrl }] : [];
  if (problems.length || !room) return { problems };
  return {
    problems,
    session: {
      sourceId: raw.id,
      title: raw.title.trim(),
      date: start.date,
      start: start.time,
      end: end.time,
      endsNextDay: end.date > start.date,
      room,
      type: labels.find((label) => isFormatCategory(label.category))?.name,
      isService: raw.isServiceSession,
      track: labels.find((label) => isTrackCategory(label.category))?.name,
      speakerIds: raw.speakers,
      // Sessionize has one text; the body is abstract + description, so it goes in as the abstract.
      abstract: raw.description?.trim() || undefined,
      links,
      recordings: raw.recordingUrl ? [{ title: "Recording", url: raw.recordingUrl }] : [],
      cancelled: cancelledStatus.test(raw.status ?? ""),
    },
  };
}

/** First-seen duplicates of `key` in a list, as messages. */
function duplicates<T>(list: readonly T[], key: (item: T) => string, listName: string): string[] {
  const seen = new Map<string, number>();
  const problems: string[] = [];
  list.forEach((item, index) => {
    const value = key(item);
    const first = seen.get(value);
    if (first !== undefined) {
      problems.push(
        `${listName}[${index}].id: ${shown(value)} is used twice (also ${listName}[${first}])`,
      );
    } else seen.set(value, index);
  });
  return problems;
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
  const problems = [
    ...duplicates(file.sessions, (s) => s.id, "sessions"),
    ...duplicates(file.speakers, (s) => s.id, "speakers"),
    ...duplicates(file.rooms, (r) => String(r.id), "rooms"),
  ];
  const context = {
    rooms: new Map(file.rooms.map((room) => [room.id, room.name])),
    items: categoryItems(file),
    speakerIds: new Set(file.speakers.map((s) => s.id)),
  };
  const warnings: string[] = [];
  const sessions: ImportedSession[] = [];
  file.sessions.forEach((raw, index) => {
    const read = readSession(raw, `sessions[${index}]`, context);
    problems.push(...read.problems);
    if (read.warning) warnings.push(read.warning);
    if (read.session) sessions.push(read.session);
  });
  if (problems.length) throw new ImportError(problems);
  const trackNames = file.categories
    .filter((group) => isTrackCategory(group.title))
    .flatMap((group) => group.items.map((item) => item.name));
  const scheduled = new Set(sessions.flatMap((s) => s.speakerIds));
  return {
    format: "sessionize",
    timeZone: options.timeZone,
    // Sessionize lists no days: the event's days are the dates its sessions start on.
    days: [...new Set(sessions.map((s) => s.date))].sort(),
    rooms: file.rooms.map((room) => room.name),
    tracks: trackNames.filter((name) => sessions.some((s) => s.track === name)),
    sessions,
    // Speakers of unscheduled sessions only would have no session on the site.
    speakers: file.speakers.filter((s) => scheduled.has(s.id)).map((s) => readSpeaker(file, s)),
    warnings,
  };
}
