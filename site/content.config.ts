// Build-only: the site's public content as Astro content collections (docs/decisions/034-astro.md,
// "Content collections"). Every collection's loader takes its entries from our checked reader,
// loadContent() (content/checked-content.ts), rather than from Astro's glob() or file(): the reader
// validates each file with our zod schemas, checks the cross references between files and resolves
// the sessions' speakers, and a broken file stops the build with our message (file, line, field,
// value). The private content is not here: only the private area's build step reads it, and
// encrypts it (integrations/private-data/).
//
// settings and home are no collections: browser code imports them too, as #content/settings.yml
// and #content/home.yml (content/vite-plugin.ts), and the pages use the same modules.
import { defineCollection } from "astro:content";
import { z } from "astro/zod";
import { loadContent } from "#content/checked-content.ts";
import type { Content } from "#content/content-types.ts";
import {
  checkedLoader,
  positionId,
  singleEntryId,
  type CheckedEntry,
} from "./page-data/checked-loader.ts";

/**
 * A collection of entries picked from the checked content. Its schema only names the type: the
 * loader stores data that already passed our schemas, some of which transform what they read, so
 * parsing it a second time could fail; z.custom() lets every value through unchanged.
 */
function checkedCollection<T extends object>(
  name: string,
  entriesOf: (content: Content) => readonly CheckedEntry<T>[],
) {
  return defineCollection({
    loader: checkedLoader(name, () => entriesOf(loadContent())),
    schema: z.custom<T>(),
  });
}

/**
 * A list: each entry's id is its position in the content (positionId), so that the pages can show
 * the content's order: Astro keeps a collection sorted by id, not in the order its loader set it.
 * A page that needs an entry's own id (a speaker's, a session's) takes it from the entry's data.
 */
function list<T extends object>(name: string, items: (content: Content) => readonly T[]) {
  return checkedCollection(name, (content) =>
    items(content).map((item, index) => ({ id: positionId(index), data: item })),
  );
}

/** A part of a single file (e.g. the sponsorship offer): one entry, `singleEntryId`. */
function single<T extends object>(name: string, value: (content: Content) => T) {
  return checkedCollection(name, (content) => [{ id: singleEntryId, data: value(content) }]);
}

export const collections = {
  speakers: list("speakers", (content) => content.speakers),
  scheduleEvents: list("scheduleEvents", (content) => content.scheduleEvents),
  partners: list("partners", (content) => content.partners),
  teamMembers: list("teamMembers", (content) => content.teamMembers),
  sideEvents: list("sideEvents", (content) => content.sideEvents),
  contributors: list("contributors", (content) => content.contributors),
  articles: list("articles", (content) => content.articles),
  days: list("days", (content) => content.days),
  tracks: list("tracks", (content) => content.tracks),
  sessionTypes: list("sessionTypes", (content) => content.sessionTypes),
  rooms: list("rooms", (content) => content.rooms),
  floorPlans: list("floorPlans", (content) => content.floorPlans),
  floorKey: list("floorKey", (content) => content.floorKey),
  networkingGallery: list("networkingGallery", (content) => content.networkingGallery),
  journalCategories: list("journalCategories", (content) => content.journalCategories),
  speakerOrdering: single("speakerOrdering", (content) => content.speakerOrdering),
  venueInfo: single("venueInfo", (content) => content.venueInfo),
  sponsorship: single("sponsorship", (content) => content.sponsorship),
  getInvolved: single("getInvolved", (content) => content.getInvolved),
  journalIntro: single("journalIntro", (content) => content.journalIntro),
  programmeHistory: single("programmeHistory", (content) => content.programmeHistory),
};
