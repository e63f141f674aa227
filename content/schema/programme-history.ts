// content/programme-history.yml: the programme's releases, newest first, and the programme as of
// the latest one (docs/decisions/040-programme-history.md). The import and `npm run
// record:changes` write it; nobody edits it by hand, but it is plain YAML for anyone to read.
import { z } from "zod";
import { limitedText, textLimits } from "./text-limits.ts";

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time written HH:MM, e.g. 07:00");
const sessionId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a kebab-case id: lower-case letters, digits and single -");
const title = limitedText(textLimits.title).min(1);
const personName = limitedText(textLimits.personName).min(1);

/**
 * Where and when a session is: the date of its conference day (not the day's number, which an
 * import renumbers when the dates move), its wall-clock times at the event and its room.
 */
export const slotSchema = z.strictObject({
  day: z.iso.date(),
  start: clockTime,
  end: clockTime,
  startsNextDay: z.literal(true).optional(),
  endsNextDay: z.literal(true).optional(),
  room: limitedText(textLimits.name).min(1),
});
export type Slot = z.infer<typeof slotSchema>;

/** One session as the latest release left it: what a change is measured against. */
export const snapshotSessionSchema = z.strictObject({
  title,
  ...slotSchema.shape,
  /** Speaker ids, in the order shown. */
  speakers: z.array(z.number().int().positive()).default([]),
  cancelled: z.literal(true).optional(),
});
export type SnapshotSession = z.infer<typeof snapshotSessionSchema>;

/** The programme as of the latest release. */
export const snapshotSchema = z.strictObject({
  /** By session id, in the programme's order. */
  sessions: z.record(sessionId, snapshotSessionSchema).default({}),
  /** The names of the speakers the sessions name, so a later change can say who was on it. */
  speakers: z.record(z.string().regex(/^\d+$/), personName).default({}),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

const changeBase = {
  /** The session's id (its file name, its address /sessions/<id>). */
  session: sessionId,
  /** Its title at the release: a removed session has no file left to name it. */
  title,
};

/** One change of one session. */
export const changeSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    ...changeBase,
    kind: z.literal("added"),
    /** Back in the programme: it was cancelled in the release before. */
    reinstated: z.literal(true).optional(),
  }),
  z.strictObject({ ...changeBase, kind: z.literal("cancelled") }),
  z.strictObject({ ...changeBase, kind: z.literal("removed") }),
  z.strictObject({ ...changeBase, kind: z.literal("moved"), from: slotSchema, to: slotSchema }),
  z.strictObject({ ...changeBase, kind: z.literal("retitled"), from: title, to: title }),
  z.strictObject({
    ...changeBase,
    kind: z.literal("speakers"),
    /** The speakers' names before and after, in the order shown. */
    from: z.array(personName),
    to: z.array(personName),
  }),
]);
export type Change = z.infer<typeof changeSchema>;
/** What happened to a session in a release. */
export type ChangeKind = Change["kind"];

/** `import <address or file name>` or `hand edit`. */
export const handEditSource = "hand edit";

export const releaseSchema = z.strictObject({
  /** 1 for the first release, one more for each later one. */
  number: z.number().int().positive(),
  /** When it was recorded, at the event's zone, with its offset: 2025-10-20T09:00:00+01:00. */
  time: z.iso.datetime({ offset: true }),
  source: z.string().regex(/^(import .+|hand edit)$/, '"import <address or file>" or "hand edit"'),
  /** How many sessions the programme had after it. */
  sessions: z.number().int().min(0),
  /** Empty for the first release, which is the programme as first published. */
  changes: z.array(changeSchema).default([]),
});
export type Release = z.infer<typeof releaseSchema>;

export const programmeHistorySchema = z.strictObject({
  /** Newest first. */
  releases: z.array(releaseSchema).default([]),
  snapshot: snapshotSchema.optional(),
});
export type ProgrammeHistory = z.infer<typeof programmeHistorySchema>;

/** The history of a programme that has none yet. */
export const emptyHistory: ProgrammeHistory = { releases: [] };
