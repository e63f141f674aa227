// Build-only: reads the site's content from its data files (docs/decisions/015): every file
// parsed, each entry checked by its schema and kept with its origin (file and place), collections
// in page order. It only reads: the cross-reference checks (content/checks/) run on what it
// returns, in checked-content.ts, which is what the rest of the code calls.
import type { ContentOrigins, ParsedContent } from "../content-types.ts";
import { minutesOfDay } from "../schema/clock-time.ts";
import type { SessionFile, VenueInfo } from "../schema/programme.ts";
import { folderSpecs, singleFiles } from "./content-files.ts";
import type { ContentRoot } from "./files.ts";
import { byOrder, entriesOf, partOf, readFolder, readSingle, sortEntries } from "./read-entries.ts";

/** Sessions by day and start; sessions that start together by their room, main rooms first. */
function sessionOrder(venue: VenueInfo) {
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
  const { sideEventsPage, journal } = read;
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
    !journal.value
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
  };
  return { content, origins, problems: [] };
}
