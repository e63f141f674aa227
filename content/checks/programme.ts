// Build-only checks of the programme: days, tracks, session types, sessions, rooms and venue.
import type { ContentOrigins, Origin, ParsedContent } from "../content-types.ts";
import {
  duplicateProblems,
  missingFileProblem,
  problemAt,
  showValue,
  speakersFolder,
} from "../problems.ts";
import { minutesOfDay } from "../schema/clock-time.ts";
import type { CheckOptions } from "./check-options.ts";

const roomsFile = "content/rooms.yml";

const startOf = (session: { start: string; startsNextDay?: true }) =>
  minutesOfDay(session.start, session.startsNextDay);
const endOf = (session: { end: string; endsNextDay?: true }) =>
  minutesOfDay(session.end, session.endsNextDay);

export function checkProgramme(
  content: ParsedContent,
  origins: ContentOrigins,
  options: CheckOptions,
): string[] {
  const { days, tracks, sessionTypes, sessions, rooms, floorPlans, venueInfo } = content;
  const problems: string[] = [];
  const report = (origin: Origin, at: readonly PropertyKey[], message: string) =>
    problems.push(problemAt(origin, at, message));

  const roomNames = new Set(rooms.map((room) => room.name));
  const trackNames = new Set(tracks.map((track) => track.name));
  const speakerIds = new Set(content.speakers.map((speaker) => speaker.id));
  const speakerNames = new Set(content.speakers.map((speaker) => speaker.name));
  const notARoom = (name: string) => `${showValue(name)} is not a room in ${roomsFile}`;

  days.forEach((day, index) => {
    if (day.id !== index)
      report(origins.days[index]!, ["id"], `expected ${index}, found ${day.id}`);
  });
  const dayIds = new Set(days.map((day) => day.id));
  const notADay = (id: number) => `there is no day ${id} in content/programme.yml`;
  sessionTypes.forEach((type, index) => {
    if (!dayIds.has(type.day)) report(origins.sessionTypes[index]!, ["day"], notADay(type.day));
  });
  tracks.forEach((track, index) => {
    track.days.forEach((id, position) => {
      if (!dayIds.has(id)) report(origins.tracks[index]!, ["days", position], notADay(id));
    });
  });
  const typeDays = new Map(sessionTypes.map((type) => [type.id, type.day]));
  problems.push(
    ...duplicateProblems(sessionTypes, origins.sessionTypes, "id", (type) => type.id, "the id"),
    ...duplicateProblems(rooms, origins.rooms, "name", (room) => room.name, "the room"),
  );

  sessions.forEach((session, index) => {
    const origin = origins.sessions[index]!;
    if (!dayIds.has(session.day)) report(origin, ["day"], notADay(session.day));
    if (!roomNames.has(session.location)) report(origin, ["location"], notARoom(session.location));
    session.breakoutRooms.forEach((breakout, roomIndex) => {
      if (!roomNames.has(breakout.room)) {
        report(origin, ["breakoutRooms", roomIndex, "room"], notARoom(breakout.room));
      }
    });
    if (session.track && !trackNames.has(session.track)) {
      report(
        origin,
        ["track"],
        `${showValue(session.track)} is not a track in content/programme.yml`,
      );
    }
    const typeDay = session.sessionTypeId && typeDays.get(session.sessionTypeId);
    if (session.sessionTypeId && typeDay === undefined) {
      report(
        origin,
        ["sessionTypeId"],
        `there is no session type ${session.sessionTypeId} in content/programme.yml`,
      );
    } else if (session.sessionTypeId && typeDay !== session.day) {
      report(
        origin,
        ["sessionTypeId"],
        `session type ${session.sessionTypeId} is on day ${typeDay}, the session on day ${session.day}`,
      );
    }
    const people = [...session.speakers, ...(session.chair === undefined ? [] : [session.chair])];
    people.forEach((id, position) => {
      const at = position < session.speakers.length ? ["speakers", position] : ["chair"];
      if (!speakerIds.has(id))
        report(origin, at, `speaker id ${id} does not exist in ${speakersFolder}`);
    });
    session.guests.forEach((guest, guestIndex) => {
      if (speakerNames.has(guest.name)) {
        report(
          origin,
          ["guests", guestIndex, "name"],
          `${showValue(guest.name)} has a speaker page: list their speaker id under speakers instead`,
        );
      }
    });
  });

  // One room holds one session at a time (a cancelled session frees its room). Tools let
  // assemblies, workshops and stages share a room, so two imported sessions may.
  const bookings = sessions.flatMap((session, index) =>
    session.cancelled
      ? []
      : [session.location, ...session.breakoutRooms.map((breakout) => breakout.room)]
          .filter((room, position, all) => all.indexOf(room) === position)
          .map((room) => ({ session, room, origin: origins.sessions[index]! })),
  );
  bookings.forEach((a, i) => {
    for (const b of bookings.slice(i + 1)) {
      const overlap =
        a.room === b.room &&
        a.session.day === b.session.day &&
        !(a.session.source && b.session.source) &&
        startOf(a.session) < endOf(b.session) &&
        startOf(b.session) < endOf(a.session);
      if (overlap) {
        report(
          b.origin,
          ["start"],
          `${showValue(b.room)} is double-booked on day ${b.session.day}: ${showValue(a.session.id)} (${a.origin.source.file}) is there too`,
        );
      }
    }
  });

  floorPlans.forEach((plan, index) => {
    const origin = origins.floorPlans[index]!;
    problems.push(...missingFileProblem(options.publicDir, origin, ["image"], plan.image));
    plan.rooms.forEach((room, roomIndex) => {
      if (!roomNames.has(room))
        report(origin, ["rooms", roomIndex], `${showValue(room)} is not a room`);
    });
  });
  for (const [group, names] of Object.entries(venueInfo.roomGroups)) {
    names.forEach((room, index) => {
      if (!roomNames.has(room))
        report(origins.venueInfo, ["roomGroups", group, index], notARoom(room));
    });
  }
  return problems;
}
