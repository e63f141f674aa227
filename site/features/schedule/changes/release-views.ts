// Build time only: the programme's releases as the changes page, its Atom feed and releases.json
// show them (docs/decisions/040-programme-history.md), each change in the one sentence every reader
// of the history sees (content/history/describe.ts).
import { describeChange, releaseTitle } from "#content/history/describe.ts";
import type { ChangeKind, ProgrammeHistory, Release } from "#content/schema/programme-history.ts";

export interface ChangeView {
  session: string;
  kind: ChangeKind;
  /** The session's title at the release. */
  title: string;
  /** "Moved from Tuesday 14:00, Room A to Tuesday 15:30, Room C". */
  summary: string;
  /** Its page, while the session has one (a removed session has none). */
  href?: string;
}

export interface ReleaseView {
  number: number;
  /** The release's time as recorded: ISO 8601 with the event's offset. */
  time: string;
  /** "Release 2: 5 changes"; the first, "Release 1: the programme as first published (50 sessions)". */
  title: string;
  /** The fragment of the release on the changes page. */
  anchor: string;
  /** "Monday 20 October 2025". */
  dateLabel: string;
  /** "09:00", at the event's clock. */
  clockLabel: string;
  /** How many sessions the programme had after it. */
  sessions: number;
  /** The programme as first published: a release that lists no change. */
  first: boolean;
  changes: ChangeView[];
}

/** The address of a session's page. */
export const sessionPath = (id: string) => `/sessions/${id}`;

function clockOf(time: string, timeZone: string) {
  const instant = new Date(time);
  return {
    dateLabel: instant.toLocaleDateString("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone,
    }),
    clockLabel: instant.toLocaleTimeString("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    }),
  };
}

function releaseView(
  release: Release,
  hasPage: (session: string) => boolean,
  timeZone: string,
): ReleaseView {
  return {
    number: release.number,
    time: release.time,
    title: releaseTitle(release),
    anchor: `release-${release.number}`,
    ...clockOf(release.time, timeZone),
    sessions: release.sessions,
    first: release.changes.length === 0,
    changes: release.changes.map((change) => ({
      session: change.session,
      kind: change.kind,
      title: change.title,
      summary: describeChange(change),
      ...(hasPage(change.session) ? { href: sessionPath(change.session) } : {}),
    })),
  };
}

/** Every release, newest first. */
export function releaseViews(
  history: ProgrammeHistory,
  { hasPage, timeZone }: { hasPage: (session: string) => boolean; timeZone: string },
): ReleaseView[] {
  return history.releases.map((release) => releaseView(release, hasPage, timeZone));
}

/**
 * /schedule/releases.json, for the programme's marks of what changed since a visitor's last visit:
 * `{ releases: [{ number, time, changes: [{ session, kind, summary }] }] }`, newest first.
 */
export function releasesJson(releases: readonly ReleaseView[]) {
  return {
    releases: releases.map((release) => ({
      number: release.number,
      time: release.time,
      changes: release.changes.map(({ session, kind, summary }) => ({ session, kind, summary })),
    })),
  };
}
