// Build-only: gathers every content module for the validator. The browser never imports this file;
// pages import the one collection they show.
import { home } from "./home.ts";
import { settings } from "./settings.ts";
import { speakerOrdering, speakers } from "./speakers.ts";
import type { ContentBundle } from "./validate.ts";

export const allContent: ContentBundle = { settings, speakers, speakerOrdering, home };
