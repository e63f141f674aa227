// Build-only: where the site's content is, collection by collection: the single YAML files and
// the folders of one file per entry, each with its schema. The reader (read-content.ts) reads
// them; the editor's configuration (tools/organisers/editor/editor-config.ts) is generated from
// them.
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
} from "../schema/organisation.ts";
import {
  programmeFileSchema,
  roomsFileSchema,
  sessionFileSchema,
  venueInfoSchema,
} from "../schema/programme.ts";
import { programmeHistorySchema } from "../schema/programme-history.ts";
import { settingsSchema } from "../schema/settings.ts";
import { speakerOrderingSchema, speakerSchema } from "../schema/speaker.ts";
import type { FolderSpec } from "./read-entries.ts";

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

/**
 * The files the tools write and nobody edits, so the editor has no collection for them: the
 * programme's history (`npm run import:schedule` and `npm run record:changes`,
 * docs/decisions/040-programme-history.md). A project without one has an empty history.
 */
export const generatedFiles = {
  programmeHistory: { file: "content/programme-history.yml", schema: programmeHistorySchema },
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
