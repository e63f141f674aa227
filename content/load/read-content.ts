// Build-only: reads the site's content from its data files (docs/decisions/015): every file
// parsed, each entry checked by its schema and kept with its origin (file and place), collections
// in page order. It only reads: the cross-reference checks (content/checks/) run on what it
// returns, in checked-content.ts, which is what the rest of the code calls.
import type { ContentOrigins, ParsedContent } from "../content-types.ts";
import { minutesOfDay } from "../schema/clock-time.ts";
import { emptyHistory, type ProgrammeHistory } from "../schema/programme-history.ts";
import type { SessionFile, VenueInfo } from "../schema/programme.ts";
import { folderSpecs, generatedFiles, singleFiles } from "./content-files.ts";
import { contentFileExists, type ContentRoot } from "./files.ts";
import {
  byOrder,
  entriesOf,
  partOf,
  readFolder,
  readSingle,
  sortEntries,
  type Read,
} from "./read-entries.ts";

/** Sessions by day and start; sessions that start together by their room, main rooms first. */
function sessionOrder(venue: Pick<VenueInfo, "roomGroups">) {
  const roomOrder = [
    ...venue.roomGroups.main,
    ...venue.roomGroups.breakout,
    ...venue.roomGroups.support,
  ];
  const rank = (room: string) => {
    const index = roomOrder.indexOf(room);
    return index === -1 ? roomOrder.length : index;
  };
  return (a: { value: SessionFile }, b: { value: SessionFile }) =>
    a.value.day - b.value.day ||
    minutesOfDay(a.value.start, a.value.startsNextDay) -
      minutesOfDay(b.value.start, b.value.startsNextDay) ||
    rank(a.value.location) - rank(b.value.location);
}

/**
 * content/programme-history.yml, or an empty history when the project has none yet (the content
 * check then says how to start one: content/programme-history.ts).
 */
export function readProgrammeHistory(where: ContentRoot): Read<ProgrammeHistory> {
  const { file, schema } = generatedFiles.programmeHistory;
  if (contentFileExists(where, file)) return readSingle(where, file, schema);
  const source = { file, data: undefined, problems: [], lineOf: () => undefined };
  return { value: emptyHistory, origin: { source, at: [] }, problems: [] };
}

/** The content as read, with every entry's origin; only when no file breaks its schema. */
export type ContentAsRead =
  | { content: ParsedContent; origins: ContentOrigins; problems: [] }
  | { content?: undefined; origins?: undefined; problems: string[] };

/** Reads every content file and checks each against its schema. */
export function readContentFiles(where: ContentRoot = {}): ContentAsRead {
  const read = {
    settings: readSingle(where, singleFiles.settings.file, singleFiles.settings.schema),
    home: readSingle(where, singleFiles.home.file, singleFiles.home.schema),
    speakerOrdering: readSingle(
      where,
      singleFiles.speakerOrdering.file,
      singleFiles.speakerOrdering.schema,
    ),
    programme: readSingle(where, singleFiles.programme.file, singleFiles.programme.schema),
    rooms: readSingle(where, singleFiles.rooms.file, singleFiles.rooms.schema),
    venueInfo: readSingle(where, singleFiles.venueInfo.file, singleFiles.venueInfo.schema),
    sponsorship: readSingle(where, singleFiles.sponsorship.file, singleFiles.sponsorship.schema),
    sideEventsPage: readSingle(
      where,
      singleFiles.sideEventsPage.file,
      singleFiles.sideEventsPage.schema,
    ),
    journal: readSingle(where, singleFiles.journal.file, singleFiles.journal.schema),
    programmeHistory: readProgrammeHistory(where),
  };
  const folders = {
    speakers: readFolder(where, folderSpecs.speakers),
    sessions: readFolder(where, folderSpecs.sessions),
    partners: readFolder(where, folderSpecs.partners),
    teamMembers: readFolder(where, folderSpecs.teamMembers),
    sideEvents: readFolder(where, folderSpecs.sideEvents),
    contributors: readFolder(where, folderSpecs.contributors),
    articles: readFolder(where, folderSpecs.articles),
  };
  const problems = [...Object.values(read), ...Object.values(folders)].flatMap(
    (part) => part.problems,
  );
  const { settings, home, speakerOrdering, programme, rooms, venueInfo, sponsorship } = read;
  const { sideEventsPage, journal, programmeHistory } = read;
  if (
    problems.length ||
    !settings.value ||
    !home.value ||
    !speakerOrdering.value ||
    !programme.value ||
    !rooms.value ||
    !venueInfo.value ||
    !sponsorship.value ||
    !sideEventsPage.value ||
    !journal.value ||
    !programmeHistory.value
  ) {
    return { problems };
  }

  const speakers = sortEntries(folders.speakers, (a, b) => a.value.id - b.value.id);
  const sessions = sortEntries(folders.sessions, sessionOrder(venueInfo.value));
  const partners = sortEntries(folders.partners, byOrder);
  const teamMembers = sortEntries(folders.teamMembers, byOrder);
  const contributors = sortEntries(folders.contributors, byOrder);
  const { days, tracks, sessionTypes } = programme.value;
  const { networkingGallery, getInvolved } = sideEventsPage.value;

  const content: ParsedContent = {
    settings: settings.value,
    home: home.value,
    speakers: speakers.values,
    speakerOrdering: speakerOrdering.value,
    days,
    tracks,
    sessionTypes,
    sessions: sessions.values,
    ...rooms.value,
    venueInfo: venueInfo.value,
    partners: partners.values,
    sponsorship: sponsorship.value,
    teamMembers: teamMembers.values,
    sideEvents: folders.sideEvents.values,
    networkingGallery,
    getInvolved,
    journalIntro: journal.value.intro,
    journalCategories: journal.value.categories,
    contributors: contributors.values,
    articles: folders.articles.values,
    programmeHistory: programmeHistory.value,
  };
  const origins: ContentOrigins = {
    settings: settings.origin,
    home: home.origin,
    speakers: speakers.origins,
    speakerOrdering: speakerOrdering.origin,
    days: entriesOf(programme.origin, "days", days),
    tracks: entriesOf(programme.origin, "tracks", tracks),
    sessionTypes: entriesOf(programme.origin, "sessionTypes", sessionTypes),
    sessions: sessions.origins,
    rooms: entriesOf(rooms.origin, "rooms", rooms.value.rooms),
    floorPlans: entriesOf(rooms.origin, "floorPlans", rooms.value.floorPlans),
    floorKey: entriesOf(rooms.origin, "floorKey", rooms.value.floorKey),
    venueInfo: venueInfo.origin,
    partners: partners.origins,
    sponsorship: sponsorship.origin,
    teamMembers: teamMembers.origins,
    sideEvents: folders.sideEvents.origins,
    networkingGallery: entriesOf(sideEventsPage.origin, "networkingGallery", networkingGallery),
    getInvolved: partOf(sideEventsPage.origin, "getInvolved"),
    journalIntro: partOf(journal.origin, "intro"),
    journalCategories: entriesOf(journal.origin, "categories", journal.value.categories),
    contributors: contributors.origins,
    articles: folders.articles.origins,
    programmeHistory: programmeHistory.origin,
  };
  return { content, origins, problems: [] };
}

/** What the programme's history compares (content/programme-history.ts), read with its schemas. */
export interface ProgrammeFiles {
  timeZone: string;
  days: ParsedContent["days"];
  sessions: SessionFile[];
  speakers: ParsedContent["speakers"];
  history: ProgrammeHistory;
}

/**
 * Only the files the history compares: the settings (for the zone), the days, the sessions, the
 * speakers and the history. An import reads them in its staged copy, which may hold nothing else
 * of a project (its tests' projects do not); the cross-references are the content check's.
 */
export function readProgrammeFiles(where: ContentRoot = {}): {
  files?: ProgrammeFiles;
  problems: string[];
} {
  const settings = readSingle(where, singleFiles.settings.file, singleFiles.settings.schema);
  const programme = readSingle(where, singleFiles.programme.file, singleFiles.programme.schema);
  const venue = readSingle(where, singleFiles.venueInfo.file, singleFiles.venueInfo.schema);
  const sessions = readFolder(where, folderSpecs.sessions);
  const speakers = readFolder(where, folderSpecs.speakers);
  const history = readProgrammeHistory(where);
  const problems = [settings, programme, sessions, speakers, history].flatMap(
    (part) => part.problems,
  );
  if (problems.length || !settings.value || !programme.value || !history.value) return { problems };
  // In the programme's order; a project without the venue's room order (an import test's) sorts
  // sessions that start together by file name.
  const roomGroups = venue.value?.roomGroups ?? { main: [], breakout: [], support: [] };
  const ordered = sortEntries(sessions, sessionOrder({ roomGroups }));
  return {
    files: {
      timeZone: settings.value.timeZone,
      days: programme.value.days,
      sessions: ordered.values,
      speakers: speakers.values,
      history: history.value,
    },
    problems: [],
  };
}
