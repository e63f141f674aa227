// Build-only: loads the whole content from its data files (docs/decisions/015). Route loaders,
// react-router.config.ts, the Vite plugin and every script read content through here; browser
// code never does (it gets settings and home from content/settings.yml and content/home.yml
// through the plugin, and everything else as loader data).
import type { Origin } from "../checks/problems.ts";
import type { HomeContent } from "../schema/home.ts";
import { homeSchema } from "../schema/home.ts";
import {
  articleSchema,
  contributorSchema,
  journalFileSchema,
  partnerSchema,
  sideEventSchema,
  sideEventsPageSchema,
  sponsorshipOfferSchema,
  teamMemberSchema,
  type Article,
  type Contributor,
  type GalleryItem,
  type GetInvolved,
  type JournalCategory,
  type JournalIntro,
  type Partner,
  type SideEvent,
  type SponsorshipOffer,
  type TeamMember,
} from "../schema/organisation.ts";
import { minutesOfDay } from "../schema/clock-time.ts";
import {
  programmeFileSchema,
  roomsFileSchema,
  sessionFileSchema,
  venueInfoSchema,
  type Day,
  type FloorKeyItem,
  type FloorPlan,
  type ProgrammeTrack,
  type Room,
  type ScheduleEvent,
  type SessionFile,
  type SessionType,
  type VenueInfo,
} from "../schema/programme.ts";
import { settingsSchema, type Settings } from "../schema/settings.ts";
import {
  speakerOrderingSchema,
  speakerSchema,
  type Speaker,
  type SpeakerOrdering,
} from "../schema/speaker.ts";
import { checkContent } from "../validate.ts";
import { publicDirOf, type ContentRoot } from "./files.ts";
import { cachedLoader } from "./loader.ts";
import {
  byOrder,
  entriesOf,
  partOf,
  readFolder,
  readSingle,
  sortEntries,
  type FolderSpec,
} from "./read-entries.ts";

/** The site's content, checked, in page order. */
export interface Content {
  settings: Settings;
  home: HomeContent;
  speakers: Speaker[];
  speakerOrdering: SpeakerOrdering;
  days: Day[];
  tracks: ProgrammeTrack[];
  sessionTypes: SessionType[];
  scheduleEvents: ScheduleEvent[];
  rooms: Room[];
  floorPlans: FloorPlan[];
  floorKey: FloorKeyItem[];
  venueInfo: VenueInfo;
  partners: Partner[];
  sponsorship: SponsorshipOffer;
  teamMembers: TeamMember[];
  sideEvents: SideEvent[];
  networkingGallery: GalleryItem[];
  getInvolved: GetInvolved;
  journalIntro: JournalIntro;
  journalCategories: JournalCategory[];
  contributors: Contributor[];
  articles: Article[];
}

/** Every collection after its schema check, before the cross-references; sessions as written. */
export interface CheckedContent extends Omit<Content, "scheduleEvents"> {
  sessions: SessionFile[];
}

/** Where each entry of the checked content came from. */
export type ContentOrigins = {
  [Name in keyof CheckedContent]: CheckedContent[Name] extends readonly unknown[]
    ? Origin[]
    : Origin;
};

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

/** The single YAML files (Decap "file collections"), each with its schema. */
export const singleFiles = {
  settings: { file: "content/settings.yml", schema: settingsSchema },
  home: { file: "content/home.yml", schema: homeSchema },
  speakerOrdering: { file: "content/speakers.yml", schema: speakerOrderingSchema },
  programme: { file: "content/programme.yml", schema: programmeFileSchema },
  rooms: { file: "content/rooms.yml", schema: roomsFileSchema },
  venueInfo: { file: "content/venue.yml", schema: venueInfoSchema },
  sponsorship: { file: "content/sponsorship.yml", schema: sponsorshipOfferSchema },
  sideEventsPage: { file: "content/side-events.yml", schema: sideEventsPageSchema },
  journal: { file: "content/journal.yml", schema: journalFileSchema },
} as const;

/** The folders of data files, one entry per file (Decap "folder collections"). */
export const folderSpecs = {
  speakers: {
    folder: "content/speakers",
    extension: ".md",
    schema: speakerSchema,
    fromBody: "bio",
  },
  sessions: {
    folder: "content/sessions",
    extension: ".md",
    schema: sessionFileSchema,
    fromFileName: "id",
    fromBody: "description",
  },
  partners: {
    folder: "content/partners",
    extension: ".md",
    schema: partnerSchema,
    fromFileName: "id",
    fromBody: "description",
    ordered: true,
  },
  teamMembers: {
    folder: "content/team",
    extension: ".md",
    schema: teamMemberSchema,
    fromFileName: "id",
    fromBody: "detailedBio",
    ordered: true,
  },
  sideEvents: {
    folder: "content/side-events",
    extension: ".md",
    schema: sideEventSchema,
    fromFileName: "id",
    fromBody: "description",
  },
  contributors: {
    folder: "content/journal/contributors",
    extension: ".md",
    schema: contributorSchema,
    fromFileName: "id",
    fromBody: "bio",
    ordered: true,
  },
  articles: {
    folder: "content/journal/articles",
    extension: ".md",
    schema: articleSchema,
    fromFileName: "slug",
    fromBody: "body",
  },
} as const satisfies Record<string, FolderSpec<unknown>>;

/**
 * Reads and checks every content file; `content` only when there is no problem at all.
 * `checkFiles: false` skips checking that images and other files under public/ exist.
 */
export function readContent(
  where: ContentRoot = {},
  { checkFiles = true }: { checkFiles?: boolean } = {},
): {
  content?: Content;
  problems: string[];
} {
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

  const checked: CheckedContent = {
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
  const crossProblems = checkContent(checked, origins, {
    publicDir: checkFiles ? publicDirOf(where) : undefined,
  });
  if (crossProblems.length) return { problems: crossProblems };
  return { content: resolveSessions(checked), problems: [] };
}

/** Drops the fields whose value is undefined, so the pages' data holds only what is there. */
function definedFields<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/**
 * The sessions as the pages show them: speaker ids become names, titles and organisations, each
 * with its id (two imported people may share a name; the id says whose page to link).
 */
function resolveSessions({ sessions, ...content }: CheckedContent): Content {
  const speakerById = new Map(content.speakers.map((speaker) => [speaker.id, speaker]));
  const speaker = (id: number) => speakerById.get(id)!;
  const scheduleEvents = sessions.map(
    // `source` is the import's bookkeeping: no page shows it, so no page's data carries it.
    ({ chair, speakers, guests, breakoutRooms, source: _source, ...session }): ScheduleEvent =>
      definedFields({
        ...session,
        chair:
          chair === undefined
            ? undefined
            : definedFields({
                id: chair,
                name: speaker(chair).name,
                organization: speaker(chair).organization,
              }),
        speakers: [
          ...speakers.map((id) => ({
            id,
            name: speaker(id).name,
            title: speaker(id).title,
            organization: speaker(id).organization,
          })),
          ...guests.map((guest) => ({ ...guest, guest: true as const })),
        ],
        breakoutRooms,
      }),
  );
  return { ...content, scheduleEvents };
}

/** The content, checked; throws a ContentError that lists every problem. */
export const loadContent = cachedLoader("content", (where) => readContent(where));
