// Build-only: gathers every content module for the validator. The browser never imports this file;
// pages import the one collection they show, through a route loader where they can.
import { home } from "./home.ts";
import { articles, contributors, journalCategories, journalIntro } from "./journal.ts";
import { partners } from "./partners.ts";
import { days, scheduleEvents, sessionTypes, speakerNameIds, tracks } from "./programme.ts";
import { floorKey, floorPlans, rooms } from "./rooms.ts";
import { settings } from "./settings.ts";
import { getInvolved, networkingGallery, sideEvents } from "./side-events.ts";
import { speakerOrdering, speakers } from "./speakers.ts";
import { sponsorship } from "./sponsorship.ts";
import { teamMembers } from "./team.ts";
import type { ContentBundle } from "./validate.ts";
import { venueInfo } from "./venue.ts";

export const allContent: ContentBundle = {
  settings,
  speakers,
  speakerOrdering,
  home,
  days,
  tracks,
  sessionTypes,
  scheduleEvents,
  speakerNameIds,
  rooms,
  floorPlans,
  floorKey,
  venueInfo,
  partners,
  sponsorship,
  teamMembers,
  sideEvents,
  networkingGallery,
  getInvolved,
  journalIntro,
  journalCategories,
  contributors,
  articles,
};
