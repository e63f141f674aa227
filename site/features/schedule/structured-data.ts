// schema.org JSON-LD for the summit, built at build time in route loaders
// (docs/product/decisions.md §10: instants carry their offset).
import type { Event, Place, PostalAddress, WithContext } from "schema-dts";
import type { Day } from "#content/schema/programme.ts";
import type { Settings } from "#content/schema/settings.ts";
import { localIsoString, nextIsoDate } from "./event-time.ts";
import { endClock } from "./planning.ts";
import type { ScheduleEventView } from "./schedule-data.ts";

function venueAddress(settings: Settings): PostalAddress {
  const { venue } = settings;
  return {
    "@type": "PostalAddress",
    streetAddress: venue.streetAddress,
    addressLocality: venue.city,
    postalCode: venue.postcode,
    addressCountry: "GB",
  };
}

export function venuePlace(settings: Settings): Place {
  const { venue } = settings;
  return {
    "@type": "Place",
    name: venue.name,
    address: venueAddress(settings),
    geo: { "@type": "GeoCoordinates", latitude: venue.latitude, longitude: venue.longitude },
  };
}

export interface SubEventInput {
  name: string;
  isoDate: string;
  start: string;
  /** The date it ends on, when that is not `isoDate` (past midnight). */
  endIsoDate?: string;
  end: string;
  url: string;
  room?: string;
  cancelled?: boolean;
}

/** The summit as one Event with its sub-events (sessions, or days), at the venue. */
export function summitEvent(
  settings: Settings,
  days: readonly Day[],
  subEvents: readonly SubEventInput[],
): WithContext<Event> {
  const place = venuePlace(settings);
  // Local time with its offset, e.g. 2025-10-28T09:00:00+00:00.
  const instant = (isoDate: string, time: string) =>
    localIsoString(isoDate, time, settings.timeZone);
  const first = days[0]!;
  const last = days.at(-1)!;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: settings.summitName,
    description: settings.description,
    url: `${settings.siteUrl}/`,
    startDate: instant(first.date, settings.dates.registration.start),
    endDate: instant(last.date, "23:59"),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: place,
    image: `${settings.siteUrl}/images/share/default.png`,
    organizer: { "@type": "Organization", name: settings.organiser, url: `${settings.siteUrl}/` },
    offers: {
      "@type": "Offer",
      url: settings.ticketingUrl,
      availability: "https://schema.org/InStock",
    },
    ...(subEvents.length === 0 ? {} : { subEvent: subEvents.map(subEvent) }),
  };

  function subEvent(sub: SubEventInput): Event {
    return {
      "@type": "Event",
      name: sub.name,
      startDate: instant(sub.isoDate, sub.start),
      endDate: instant(sub.endIsoDate ?? sub.isoDate, sub.end),
      ...(sub.cancelled ? { eventStatus: "https://schema.org/EventCancelled" } : {}),
      url: sub.url,
      location: sub.room
        ? {
            "@type": "Place",
            name: `${sub.room}, ${settings.venue.name}`,
            address: venueAddress(settings),
          }
        : place,
    };
  }
}

/**
 * A programme page lists its sessions as sub-events up to this many. Each costs about 65 bytes
 * gzip (FOSDEM 2025's Sunday: 473 sessions, 30 KB of its 172 KB page, over the 150 KB budget);
 * beyond it, the page carries the summit alone and each session's own page carries its Event.
 */
export const maxListedSubEvents = 120;

/** The sub-events of a programme page: its sessions, or none when it lists too many. */
export function sessionSubEvents(
  events: readonly ScheduleEventView[],
  days: readonly Day[],
  siteUrl: string,
): SubEventInput[] {
  if (events.length > maxListedSubEvents) return [];
  return events.map((event) => {
    const day = days.find((candidate) => candidate.id === event.day)!;
    return {
      name: event.title,
      isoDate: event.startsNextDay ? nextIsoDate(day.date) : day.date,
      start: event.start,
      endIsoDate: event.endsNextDay ? nextIsoDate(day.date) : undefined,
      end: event.end,
      url: `${siteUrl}/sessions/${event.id}`,
      room: event.location,
      cancelled: event.cancelled,
    };
  });
}

/** When the last session of a day ends: its time, and the next date if that is past midnight. */
export function lastEnd(
  isoDate: string,
  events: readonly Pick<ScheduleEventView, "end" | "endsNextDay">[],
): Pick<SubEventInput, "end" | "endIsoDate"> {
  const last = events.reduce((latest, event) =>
    endClock(event) > endClock(latest) ? event : latest,
  );
  return { end: last.end, endIsoDate: last.endsNextDay ? nextIsoDate(isoDate) : undefined };
}

/** A session's own page: the session as an Event, part of the summit, with its speakers. */
export function sessionEvent(
  event: ScheduleEventView,
  day: Day,
  settings: Settings,
): WithContext<Event> {
  const instant = (isoDate: string, time: string) =>
    localIsoString(isoDate, time, settings.timeZone);
  const startDate = event.startsNextDay ? nextIsoDate(day.date) : day.date;
  const endDate = event.endsNextDay ? nextIsoDate(day.date) : day.date;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    ...(event.description ? { description: event.description.slice(0, 500) } : {}),
    url: `${settings.siteUrl}/sessions/${event.id}`,
    startDate: instant(startDate, event.start),
    endDate: instant(endDate, event.end),
    eventStatus: event.cancelled
      ? "https://schema.org/EventCancelled"
      : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: `${event.location}, ${settings.venue.name}`,
      address: venueAddress(settings),
    },
    performer: event.speakers.map((speaker) => ({
      "@type": "Person",
      name: speaker.name,
      ...(speaker.id === null ? {} : { url: `${settings.siteUrl}/speakers/${speaker.id}` }),
    })),
    superEvent: {
      "@type": "Event",
      name: settings.summitName,
      url: `${settings.siteUrl}/`,
    },
    organizer: { "@type": "Organization", name: settings.organiser, url: `${settings.siteUrl}/` },
  };
}
