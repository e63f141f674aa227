import { z } from "zod";
import { minutesOfDay } from "./clock-time.ts";
import { strictUnlessImported } from "./imported.ts";
import { limitedText, textLimits } from "./text-limits.ts";
import { webUrlField } from "./url-field.ts";

const clockTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A 24-hour wall-clock time at the event (settings.yml `timeZone`), e.g. "07:00". */
const clockTime = z.string().regex(clockTimePattern, "a time written HH:MM, e.g. 07:00");

/**
 * Room and track names are the venue's and the tools' own ("Go" at FOSDEM, "C" in a building
 * with lettered rooms): any non-empty name.
 */
const roomName = limitedText(textLimits.name).min(1);
const trackName = limitedText(textLimits.name).min(1);

/** An event has 1 to 7 days, numbered from 0. */
export const maxDays = 7;
const dayId = z
  .number()
  .int()
  .min(0)
  .max(maxDays - 1);
const sessionTypeId = z.number().int().positive();
const kebabId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a kebab-case id: lower-case letters, digits and single -");

/**
 * The values the specification allows (docs/product/specification.md §9 "Room usage values", "Room
 * catering values").
 */
export const roomUsages = ["All days full day", "Day 2 + 3 half day"] as const;
export const roomCaterings = [
  "No catering",
  "Light catering",
  "Breakfast, lunch, coffee",
  "catering TBD",
] as const;

export const eventKinds = [
  "registration",
  "keynote",
  "panel",
  "talk",
  "breakout",
  "break",
  "lunch",
  "reception",
  "dinner",
  "other",
] as const;

/**
 * The items of the floor plan KEY legend (docs/product/specification.md §2 "Schedule"), in the
 * order shown.
 */
export const floorKeyIds = [
  "toilets",
  "accessible-toilets",
  "stairs",
  "lifts",
  "accessible-lift",
  "cafe",
  "bookshop",
  "library",
] as const;

/**
 * Pages of their own under /schedule/, whose address a day's page (/schedule/<slug>) must not
 * take: site/pages/schedule/changes.astro sits beside site/pages/schedule/[day]/.
 */
export const reservedDaySlugs: readonly string[] = ["changes"];

export const daySchema = z.strictObject({
  id: dayId,
  /** Weekday as shown on the day tab, e.g. "Tuesday". */
  name: z.string().min(3),
  date: z.iso.date(),
  /** URL fragment for the day, e.g. "tuesday". */
  slug: z
    .string()
    .regex(/^[a-z]+$/)
    .refine((slug) => !reservedDaySlugs.includes(slug), {
      error: (issue) =>
        `/schedule/${String(issue.input)} is the address of another page; give the day another slug`,
    }),
});

export const trackSchema = z.strictObject({
  name: trackName,
  /** Ids of the days the track runs on. */
  days: z.array(dayId).min(1),
});

export const sessionTypeSchema = z.strictObject({
  /**
   * Unique; the seed numbers them 1-3 on day 0, 4-6 on day 1, 7-9 on day 2
   * (docs/product/specification.md §3).
   */
  id: sessionTypeId,
  name: z.string().min(3),
  day: dayId,
  description: z.string().min(20),
});

/** content/programme.yml: the days, tracks and session types. */
export const programmeFileSchema = z.strictObject({
  days: z.array(daySchema).min(1).max(maxDays),
  tracks: z.array(trackSchema).default([]),
  sessionTypes: z.array(sessionTypeSchema).default([]),
});

/** A speaker id: the `id` of a file in content/speakers/. */
const speakerId = z.number().int().positive();

const personFields = {
  name: limitedText(textLimits.personName).min(2),
  title: limitedText(textLimits.personTitle).min(2).optional(),
  organization: limitedText(textLimits.organization).min(2).optional(),
  affiliation: limitedText(textLimits.organization).min(2).optional(),
};

/** Someone on a session who has no speaker page: shown as a plain name, after the speakers. */
export const guestSchema = z.strictObject(personFields);

/** A link of a session (slides, code, anything else), a live stream or a recording. */
export const sessionLinkSchema = z.strictObject({
  title: limitedText(textLimits.linkTitle).min(1),
  /**
   * http too: these are other people's pages (a speaker's slides, a recording on an old video
   * host) that we do not control, and imported programmes carry such links.
   */
  url: webUrlField("https", "http"),
});

export const breakoutRoomSchema = z.strictObject({
  /** A room name from content/rooms.yml. */
  room: roomName,
  topic: z.string().min(3),
});

/** What a session's `recording` may say: a select in the editor, where clearing it means unknown. */
export const recordingStates = ["recorded", "not recorded"] as const;

/** What a session file and the session the pages show have in common. */
const sessionFields = {
  day: dayId,
  start: clockTime,
  end: clockTime,
  /**
   * A night session of this day: `start` is after midnight, on the next calendar day (imported
   * programmes whose days run until 04:00 have them). `endsNextDay` is then true as well.
   */
  startsNextDay: z.literal(true).optional(),
  /** The session runs past midnight: `end` is on the next day. */
  endsNextDay: z.literal(true).optional(),
  title: limitedText(textLimits.title).min(1),
  subtitle: limitedText(textLimits.subtitle).min(1).optional(),
  /** A room name from content/rooms.yml. */
  location: roomName,
  kind: z.enum(eventKinds),
  sessionTypeId: sessionTypeId.optional(),
  /** A track name from content/programme.yml. */
  track: trackName.optional(),
  description: limitedText(textLimits.description).min(1).optional(),
  vipNote: z.string().min(5).optional(),
  /** Still listed, marked as cancelled. */
  cancelled: z.literal(true).optional(),
  /** Slides, code and other pages, each shown with its own title. */
  links: z.array(sessionLinkSchema).min(1).optional(),
  /** Where to watch the session while it runs ("Watch live"). */
  liveStreams: z.array(sessionLinkSchema).min(1).optional(),
  /** Where to watch it afterwards. */
  recordings: z.array(sessionLinkSchema).min(1).optional(),
  /**
   * Whether it is recorded, when the export or an organiser says so; left out, nobody has said
   * (docs/decisions/045-what-else-on-a-session-page.md). The page says "Not recorded" for
   * `not recorded`; schedule.json's `do_not_record` follows it.
   */
  recording: z.enum(recordingStates).optional(),
};

/**
 * A session as its file holds it: content/sessions/<id>.md, where the file name is the id and the
 * body is the description. People are referred to by speaker id.
 */
export const sessionFileSchema = z
  .strictObject({
    /** Stable, unique, kebab-case, e.g. "tue-opening-keynote": the file name. */
    id: kebabId,
    /**
     * Where an imported session came from, e.g. "pretalx:JQ7LLM" (npm run import:schedule). A
     * session without one is the site's own, and an import never touches it.
     */
    source: z.string().min(3).optional(),
    ...sessionFields,
    /** The chair's speaker id. */
    chair: speakerId.optional(),
    /** Speaker ids, in the order shown. */
    speakers: z.array(speakerId).default([]),
    guests: z.array(guestSchema).default([]),
    breakoutRooms: z.array(breakoutRoomSchema).default([]),
  })
  // Compared only once both are times: a malformed time is reported on its own.
  .refine(
    ({ start, end, startsNextDay, endsNextDay }) =>
      !clockTimePattern.test(start) ||
      !clockTimePattern.test(end) ||
      minutesOfDay(end, endsNextDay) > minutesOfDay(start, startsNextDay),
    {
      message:
        "the session must end after it starts, or say endsNextDay: true if it runs past midnight",
      path: ["end"],
    },
  )
  .refine((session) => session.recording !== "not recorded" || !session.recordings, {
    message:
      "a session with recordings is recorded: remove the recordings or the `recording: not recorded`",
    path: ["recording"],
  })
  .refine((session) => session.kind !== "breakout" || session.breakoutRooms.length > 0, {
    message: "a breakout lists at least one breakout room",
    path: ["breakoutRooms"],
  })
  // Hand-written sessions need at least this much; imported ones keep what the tool has.
  .superRefine(strictUnlessImported({ title: 3, description: 10 }));

/** A person on a session as the pages show them: a speaker's details, or a guest (`guest: true`). */
export const eventSpeakerSchema = z.strictObject({
  /** The speaker's id: the page to link to. Guests have none. */
  id: speakerId.optional(),
  ...personFields,
  guest: z.literal(true).optional(),
});

export const chairSchema = z.strictObject({
  id: speakerId,
  name: personFields.name,
  organization: personFields.organization,
});

/**
 * A session as the pages get it: the content reader resolves a session file's speaker ids into names,
 * titles and organisations (speakers first, then guests) and its chair id into a name.
 */
export const scheduleEventSchema = z.strictObject({
  id: kebabId,
  ...sessionFields,
  chair: chairSchema.optional(),
  speakers: z.array(eventSpeakerSchema),
  breakoutRooms: z.array(breakoutRoomSchema),
});

/** A room; an imported room may have only its name until an organiser adds the rest. */
export const roomSchema = z.strictObject({
  name: roomName,
  floor: z.string().min(2).optional(),
  usage: z.enum(roomUsages).optional(),
  catering: z.enum(roomCaterings).optional(),
  purpose: z.string().min(10).optional(),
});

export const floorPlanSchema = z.strictObject({
  floor: z.string().min(2),
  /** Site path of the plan, e.g. /images/venue/floor-ground.svg. The file must exist under public/. */
  image: z.string().regex(/^\/images\/venue\/floor-[a-z-]+\.svg$/),
  /** Names of the rooms on this floor, from content/rooms.yml. */
  rooms: z.array(roomName).min(1),
});

export const floorKeyItemSchema = z.strictObject({
  id: z.enum(floorKeyIds),
  label: z.string().min(3),
});

/** content/rooms.yml: the rooms, top floor first, the floor plans and the plans' KEY legend. */
export const roomsFileSchema = z.strictObject({
  rooms: z.array(roomSchema).min(1),
  floorPlans: z.array(floorPlanSchema).default([]),
  floorKey: z.array(floorKeyItemSchema).default([]),
});

const shortTexts = z.array(z.string().min(10)).min(1);

export const hotelSchema = z.strictObject({
  name: z.string().min(3),
  address: z.string().min(10),
  /** How far it is from the venue, e.g. "6 minutes' walk". */
  distance: z.string().min(3),
  /** https only: the organisers choose the hotels they recommend, and visitors book there. */
  website: webUrlField("https"),
  note: z.string().min(10),
});

/** content/venue.yml: the venue page. */
export const venueInfoSchema = z.strictObject({
  description: z.array(z.string().min(40)).length(2),
  transport: z.strictObject({ train: shortTexts, underground: shortTexts, bus: shortTexts }),
  access: z.strictObject({
    mainEntrance: z.string().min(20),
    taxiDropOff: z.string().min(20),
    stepFree: z.string().min(20),
  }),
  /**
   * Room names from content/rooms.yml, in three groups (docs/product/specification.md §2 "Venue").
   * Sessions that start at the same time are listed in this order of their rooms: main, breakout,
   * support.
   */
  roomGroups: z.strictObject({
    main: z.array(roomName).min(1),
    breakout: z.array(roomName).min(1),
    support: z.array(roomName).min(1),
  }),
  hotels: z.array(hotelSchema).length(3),
  accommodationNote: z.string().min(10),
});

export type Day = z.infer<typeof daySchema>;
export type ProgrammeTrack = z.infer<typeof trackSchema>;
export type SessionType = z.infer<typeof sessionTypeSchema>;
export type EventKind = (typeof eventKinds)[number];
export type SessionFile = z.infer<typeof sessionFileSchema>;
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;
export type Room = z.infer<typeof roomSchema>;
export type FloorPlan = z.infer<typeof floorPlanSchema>;
export type FloorKeyItem = z.infer<typeof floorKeyItemSchema>;
export type VenueInfo = z.infer<typeof venueInfoSchema>;
