/** Where the build publishes the programme's open data; the schedule page links to these. */
export const scheduleFilePaths = {
  json: "/schedule.json",
  programmeIcs: "/schedule.ics",
  dayIcs: (daySlug: string) => `/calendar/${daySlug}.ics`,
  sessionIcs: (eventId: string) => `/calendar/sessions/${eventId}.ics`,
};
