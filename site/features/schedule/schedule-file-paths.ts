/** Where the build publishes the programme's open data; the schedule page links to these. */
export const scheduleFilePaths = {
  json: "/schedule.json",
  programmeIcs: "/schedule.ics",
  dayIcs: (daySlug: string) => `/calendar/${daySlug}.ics`,
  sessionIcs: (eventId: string) => `/calendar/sessions/${eventId}.ics`,
  /** The programme's changes (docs/decisions/040-programme-history.md): the page, and its feed. */
  changes: "/schedule/changes",
  changesAtom: "/schedule/changes.atom",
  /**
   * The releases as data, newest first, for the marks of what changed in a visitor's agenda since
   * their last visit (docs/decisions/041-changed-since-last-visit.md).
   */
  releasesJson: "/schedule/releases.json",
};
