// Build-only checks of the programme: days, tracks, session types, events, rooms and venue.
import { z } from "zod";
import {
  dayOfSessionType,
  daySchema,
  floorKeyItemSchema,
  floorPlanSchema,
  roomSchema,
  scheduleEventSchema,
  sessionTypeSchema,
  speakerNameIdsSchema,
  trackSchema,
  venueInfoSchema,
} from "../schema/programme.ts";
import type { Speaker } from "../schema/speaker.ts";
import type { CheckOptions } from "../validate.ts";
import {
  duplicates,
  entryLabel,
  missingFileProblem,
  bundleShapeProblems,
  showValue,
} from "./problems.ts";

export interface ProgrammeContent {
  days: unknown;
  tracks: unknown;
  sessionTypes: unknown;
  scheduleEvents: unknown;
  speakerNameIds: unknown;
  rooms: unknown;
  floorPlans: unknown;
  floorKey: unknown;
  venueInfo: unknown;
}

const programmeFile = "content/programme.ts";
const roomsFile = "content/rooms.ts";
const venueFile = "content/venue.ts";

const schemas = {
  days: [programmeFile, z.array(daySchema).length(3)],
  tracks: [programmeFile, z.array(trackSchema).min(1)],
  sessionTypes: [programmeFile, z.array(sessionTypeSchema).length(9)],
  scheduleEvents: [programmeFile, z.array(scheduleEventSchema)],
  speakerNameIds: [programmeFile, speakerNameIdsSchema],
  rooms: [roomsFile, z.array(roomSchema).min(1)],
  floorPlans: [roomsFile, z.array(floorPlanSchema).length(4)],
  floorKey: [roomsFile, z.array(floorKeyItemSchema).length(8)],
  venueInfo: [venueFile, venueInfoSchema],
} as const;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

export function checkProgramme(
  bundle: ProgrammeContent,
  known: { speakers: readonly Speaker[] },
  options: CheckOptions,
): string[] {
  const problems = bundleShapeProblems(schemas, bundle);
  if (problems.length) return problems;

  const days = schemas.days[1].parse(bundle.days);
  const tracks = schemas.tracks[1].parse(bundle.tracks);
  const sessionTypes = schemas.sessionTypes[1].parse(bundle.sessionTypes);
  const events = schemas.scheduleEvents[1].parse(bundle.scheduleEvents);
  const nameIds = schemas.speakerNameIds[1].parse(bundle.speakerNameIds);
  const rooms = schemas.rooms[1].parse(bundle.rooms);
  const floorPlans = schemas.floorPlans[1].parse(bundle.floorPlans);
  const venue = schemas.venueInfo[1].parse(bundle.venueInfo);

  const roomNames = new Set(rooms.map((room) => room.name));
  const trackNames = new Set(tracks.map((track) => track.name));
  const speakersById = new Map(known.speakers.map((speaker) => [speaker.id, speaker]));
  const eventLabel = (index: number, field: string) =>
    `${entryLabel("scheduleEvents", events, [index])}.${field}`;
  const report = (file: string, label: string, message: string) =>
    problems.push(`${file} › ${label}: ${message}`);

  days.forEach((day, index) => {
    if (day.id !== index)
      report(programmeFile, `days[${index}].id`, `expected ${index}, found ${day.id}`);
  });
  sessionTypes.forEach((type, index) => {
    if (type.day !== dayOfSessionType(type.id)) {
      report(
        programmeFile,
        `sessionTypes[${index}].day`,
        `session type ${type.id} belongs to day ${dayOfSessionType(type.id)}, not day ${type.day}`,
      );
    }
  });
  for (const id of duplicates(sessionTypes.map((type) => type.id))) {
    report(programmeFile, "sessionTypes", `id ${id} is used twice`);
  }
  for (const id of duplicates(events.map((event) => event.id))) {
    report(programmeFile, "scheduleEvents", `id ${showValue(id)} is used twice`);
  }
  for (const name of duplicates(rooms.map((room) => room.name))) {
    report(roomsFile, "rooms", `the room ${showValue(name)} is listed twice`);
  }

  events.forEach((event, index) => {
    if (!roomNames.has(event.location)) {
      report(
        programmeFile,
        eventLabel(index, "location"),
        `${showValue(event.location)} is not a room in ${roomsFile}`,
      );
    }
    event.breakoutRooms.forEach((breakout, roomIndex) => {
      if (!roomNames.has(breakout.room)) {
        report(
          programmeFile,
          eventLabel(index, `breakoutRooms[${roomIndex}].room`),
          `${showValue(breakout.room)} is not a room in ${roomsFile}`,
        );
      }
    });
    if (event.track && !trackNames.has(event.track)) {
      report(programmeFile, eventLabel(index, "track"), `${showValue(event.track)} is not a track`);
    }
    if (event.sessionTypeId && dayOfSessionType(event.sessionTypeId) !== event.day) {
      report(
        programmeFile,
        eventLabel(index, "sessionTypeId"),
        `session type ${event.sessionTypeId} is on day ${dayOfSessionType(event.sessionTypeId)}, the event on day ${event.day}`,
      );
    }
    event.speakers.forEach((speaker, speakerIndex) => {
      const label = eventLabel(index, `speakers[${speakerIndex}]`);
      const id = nameIds[speaker.name];
      if (speaker.guest) {
        if (id !== undefined)
          report(
            programmeFile,
            label,
            `${showValue(speaker.name)} is marked guest but has speaker id ${id}`,
          );
      } else if (id === undefined) {
        report(
          programmeFile,
          label,
          `the speaker ${showValue(speaker.name)} is not in speakerNameIds (add them, or mark a guest with guest: true)`,
        );
      }
    });
  });

  for (const [name, id] of Object.entries(nameIds)) {
    const speaker = speakersById.get(id);
    if (!speaker)
      report(
        programmeFile,
        `speakerNameIds[${showValue(name)}]`,
        `speaker id ${id} does not exist in content/speakers.ts`,
      );
    else if (speaker.name !== name) {
      report(
        programmeFile,
        `speakerNameIds[${showValue(name)}]`,
        `speaker id ${id} is ${showValue(speaker.name)}`,
      );
    }
  }

  // One room holds one event at a time.
  const bookings = events.flatMap((event) =>
    [event.location, ...event.breakoutRooms.map((breakout) => breakout.room)]
      .filter((room, position, all) => all.indexOf(room) === position)
      .map((room) => ({ event, room })),
  );
  bookings.forEach((a, i) => {
    for (const b of bookings.slice(i + 1)) {
      const overlap =
        a.room === b.room &&
        a.event.day === b.event.day &&
        minutes(a.event.start) < minutes(b.event.end) &&
        minutes(b.event.start) < minutes(a.event.end);
      if (overlap) {
        report(
          programmeFile,
          "scheduleEvents",
          `${showValue(a.room)} is double-booked on day ${a.event.day}: ${showValue(a.event.id)} and ${showValue(b.event.id)}`,
        );
      }
    }
  });

  floorPlans.forEach((plan, index) => {
    problems.push(
      ...missingFileProblem(options.publicDir, roomsFile, `floorPlans[${index}].image`, plan.image),
    );
    plan.rooms.forEach((room, roomIndex) => {
      if (!roomNames.has(room))
        report(
          roomsFile,
          `floorPlans[${index}].rooms[${roomIndex}]`,
          `${showValue(room)} is not a room`,
        );
    });
  });
  for (const [group, names] of Object.entries(venue.roomGroups)) {
    names.forEach((room, index) => {
      if (!roomNames.has(room))
        report(
          venueFile,
          `venueInfo.roomGroups.${group}[${index}]`,
          `${showValue(room)} is not a room in ${roomsFile}`,
        );
    });
  }
  return problems;
}
