/** Where the build publishes the programme's open data; the schedule page links to these. */
export const scheduleFilePaths = {
  json: "/schedule.json",
  programmeIcs: "/schedule.ics",
  dayIcs: (daySlug: string) => `/calendar/${daySlug}.ics`,
  sessionIcs: (eventId: string) => `/calendar/sessions/${eventId}.ics`,
  /**
   * The programme's releases, newest first, each with what changed in it (issue 32). Written by
   * the build from the programme's history; until a build writes it, the file is missing and the
   * programme pages show no changes (docs/decisions/041-changed-since-last-visit.md).
   */
  releases: "/schedule/releases.json",
};
