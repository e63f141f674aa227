import { z } from "zod";

/** A 24-hour London time, e.g. "07:00" (GMT during the summit week). */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time written HH:MM, e.g. 07:00");

const dayId = z.number().int().min(0).max(2);
const sessionTypeId = z.number().int().min(1).max(9);
const kebabId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a kebab-case id: lower-case letters, digits and single -");

/** The values the spec allows (§9 "Room usage values" and "Room catering values"). */
export const roomFloors = [
  "Second floor",
  "First floor",
  "Ground floor",
  "Lower ground floor",
] as const;
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

/** The items of the floor plan KEY legend (spec §2 "Schedule"), in the order shown. */
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

export const daySchema = z.strictObject({
  id: dayId,
  /** Weekday as shown on the day tab, e.g. "Tuesday". */
  name: z.string().min(3),
  date: z.iso.date(),
  /** URL fragment for the day, e.g. "tuesday". */
  slug: z.string().regex(/^[a-z]+$/),
});

export const trackSchema = z.strictObject({
  name: z.string().min(3),
  /** Ids of the days the track runs on. */
  days: z.array(dayId).min(1),
});

export const sessionTypeSchema = z.strictObject({
  /** 1-3 belong to day 0, 4-6 to day 1, 7-9 to day 2 (spec §3). */
  id: sessionTypeId,
  name: z.string().min(3),
  description: z.string().min(20),
  day: dayId,
});

export const eventSpeakerSchema = z.strictObject({
  /** Exactly as in content/speakers.ts; the id comes from `speakerNameIds`. Unknown names show inert. */
  name: z.string().min(2),
  title: z.string().min(2),
  organization: z.string().min(2),
  affiliation: z.string().min(2).optional(),
  /** A guest with no speaker page: shown as a plain name. Everyone else must be in speakerNameIds. */
  guest: z.literal(true).optional(),
});

export const chairSchema = z.strictObject({
  name: z.string().min(2),
  organization: z.string().min(2),
});

export const breakoutRoomSchema = z.strictObject({
  /** A room name from content/rooms.ts. */
  room: z.string().min(2),
  topic: z.string().min(3),
});

export const scheduleEventSchema = z
  .strictObject({
    /** Stable, unique, kebab-case, e.g. "tue-opening-keynote". */
    id: kebabId,
    day: dayId,
    start: clockTime,
    end: clockTime,
    title: z.string().min(3),
    /** A room name from content/rooms.ts. */
    location: z.string().min(2),
    kind: z.enum(eventKinds),
    sessionTypeId: sessionTypeId.optional(),
    /** A track name from `tracks`. */
    track: z.string().min(3).optional(),
    description: z.string().min(10).optional(),
    vipNote: z.string().min(5).optional(),
    chair: chairSchema.optional(),
    speakers: z.array(eventSpeakerSchema),
    breakoutRooms: z.array(breakoutRoomSchema),
  })
  .refine((event) => event.end > event.start, {
    message: "the event must end after it starts",
    path: ["end"],
  })
  .refine((event) => event.kind !== "breakout" || event.breakoutRooms.length > 0, {
    message: "a breakout lists at least one breakout room",
    path: ["breakoutRooms"],
  });

/** Speaker name (exactly as in content/speakers.ts) -> speaker id. */
export const speakerNameIdsSchema = z.record(z.string().min(2), z.number().int().positive());

export const roomSchema = z.strictObject({
  name: z.string().min(2),
  floor: z.enum(roomFloors),
  usage: z.enum(roomUsages),
  catering: z.enum(roomCaterings),
  purpose: z.string().min(10),
});

export const floorPlanSchema = z.strictObject({
  floor: z.enum(roomFloors),
  /** Site path of the plan, e.g. /images/venue/floor-ground.svg. The file must exist under public/. */
  image: z.string().regex(/^\/images\/venue\/floor-[a-z-]+\.svg$/),
  /** Names of the rooms on this floor, from content/rooms.ts. */
  rooms: z.array(z.string().min(2)).min(1),
});

export const floorKeyItemSchema = z.strictObject({
  id: z.enum(floorKeyIds),
  label: z.string().min(3),
});

const shortTexts = z.array(z.string().min(10)).min(1);

export const hotelSchema = z.strictObject({
  name: z.string().min(3),
  address: z.string().min(10),
  /** How far it is from the venue, e.g. "6 minutes' walk". */
  distance: z.string().min(3),
  website: z.url({ protocol: /^https$/ }),
  note: z.string().min(10),
});

export const venueInfoSchema = z.strictObject({
  description: z.array(z.string().min(40)).length(2),
  transport: z.strictObject({ train: shortTexts, underground: shortTexts, bus: shortTexts }),
  access: z.strictObject({
    mainEntrance: z.string().min(20),
    taxiDropOff: z.string().min(20),
    stepFree: z.string().min(20),
  }),
  /** Room names from content/rooms.ts, in three groups (spec §2 "Venue"). */
  roomGroups: z.strictObject({
    main: z.array(z.string().min(2)).min(1),
    breakout: z.array(z.string().min(2)).min(1),
    support: z.array(z.string().min(2)).min(1),
  }),
  hotels: z.array(hotelSchema).length(3),
  accommodationNote: z.string().min(10),
});

export type Day = z.infer<typeof daySchema>;
export type ProgrammeTrack = z.infer<typeof trackSchema>;
export type SessionType = z.infer<typeof sessionTypeSchema>;
export type EventKind = (typeof eventKinds)[number];
export type EventSpeaker = z.infer<typeof eventSpeakerSchema>;
export type Chair = z.infer<typeof chairSchema>;
export type BreakoutRoom = z.infer<typeof breakoutRoomSchema>;
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;
export type SpeakerNameIds = Record<string, number>;
export type RoomFloor = (typeof roomFloors)[number];
export type Room = z.infer<typeof roomSchema>;
export type FloorPlan = z.infer<typeof floorPlanSchema>;
export type FloorKeyItem = z.infer<typeof floorKeyItemSchema>;
export type Hotel = z.infer<typeof hotelSchema>;
export type VenueInfo = z.infer<typeof venueInfoSchema>;

/** Session types 1-3 are on day 0, 4-6 on day 1 and 7-9 on day 2 (spec §3). */
export function dayOfSessionType(sessionTypeId: number): number {
  return Math.floor((sessionTypeId - 1) / 3);
}
