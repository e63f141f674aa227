// The content layer's types, in one module that imports only the schemas' types: the reader
// (content/load/), the problem helpers (problems.ts), the checks (content/checks/) and the module
// that composes them (checked-content.ts) all take their types from here, so that none of them
// depends on another for a type (docs/decisions/026-content-layer-and-dependency-rules.md).
import type { HomeContent } from "./schema/home.ts";
import type {
  Article,
  Contributor,
  GalleryItem,
  GetInvolved,
  JournalCategory,
  JournalIntro,
  Partner,
  SideEvent,
  SponsorshipOffer,
  TeamMember,
} from "./schema/organisation.ts";
import type { Discounts, SocialCalendar, TicketAnalytics } from "./schema/private.ts";
import type { ProgrammeHistory } from "./schema/programme-history.ts";
import type {
  Day,
  FloorKeyItem,
  FloorPlan,
  ProgrammeTrack,
  Room,
  ScheduleEvent,
  SessionFile,
  SessionType,
  VenueInfo,
} from "./schema/programme.ts";
import type { Settings } from "./schema/settings.ts";
import type { Speaker, SpeakerOrdering } from "./schema/speaker.ts";

/** A place inside a data file's YAML map: keys and list indexes. */
export type FieldPath = readonly PropertyKey[];

/** One data file, parsed. */
export interface SourceFile {
  /** The file as messages name it: relative to the working directory, e.g. content/home.yml. */
  file: string;
  /** The YAML map (for Markdown, the front matter); undefined when the file could not be read. */
  data: unknown;
  /** The Markdown body without surrounding blank lines; undefined for a YAML file. */
  body?: string;
  /** Line of the first body line. */
  bodyLine?: number;
  /** Syntax problems, already in the form `file:line › message`. */
  problems: string[];
  /** The line of the value at a path in the YAML map, or of its nearest ancestor that exists. */
  lineOf(at: FieldPath): number | undefined;
}

/** Where an entry came from: its file, and its place in that file. */
export interface Origin {
  source: SourceFile;
  /** The entry's path in the file: [] for a file per entry, ["rooms", 3] for a list entry. */
  at: FieldPath;
  /** The field that the file name fills, e.g. "id" for content/sessions/<id>.md. */
  fromFileName?: string;
  /** The field that the Markdown body fills, e.g. "bio". */
  fromBody?: string;
}

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
  /** The programme's releases and its snapshot (content/programme-history.yml). */
  programmeHistory: ProgrammeHistory;
}

/**
 * Every collection as read: each entry has passed its schema, the cross-references are not checked
 * yet; sessions as written (speaker ids, not names).
 */
export interface ParsedContent extends Omit<Content, "scheduleEvents"> {
  sessions: SessionFile[];
}

/** Where each entry of the parsed content came from. */
export type ContentOrigins = {
  [Name in keyof ParsedContent]: ParsedContent[Name] extends readonly unknown[] ? Origin[] : Origin;
};

/** The private area's content (private-content/), checked. */
export interface PrivateContent {
  socialCalendar: SocialCalendar;
  discounts: Discounts;
  ticketAnalytics: TicketAnalytics;
}
