import { z } from "zod";
import { maxUrlLength } from "./web-url.ts";

/**
 * The longest text each field of the programme takes, in characters (UTF-16 code units, as
 * JavaScript counts). The importer holds imported texts to these (it shortens them, with a
 * warning: tools/organisers/import-schedule/fit-to-site.ts) and the content check holds every
 * file to them, so an import never writes a file the check refuses. Each is well above the longest
 * value in three real exports (39C3 2025, FOSDEM 2025, a Sessionize event; docs/importing.md,
 * "Length limits"): a limit is there to stop a runaway or hostile value from swelling every page,
 * not to edit.
 */
export const textLimits = {
  /** Session titles. Longest real: 171 (39C3). */
  title: 300,
  /** Session subtitles. Longest real: none in the three exports; as a title. */
  subtitle: 300,
  /** People's names (speakers, guests, chairs). Longest real: 55 (a group as one "person"). */
  personName: 120,
  /** A person's job title or tagline. Longest real: 187 (a Sessionize tagline). */
  personTitle: 300,
  /** A person's organisation (none of the three exports carries one); as a short title. */
  organization: 200,
  /** Room and track names. Longest real: 60 (a FOSDEM track). */
  name: 200,
  /** A link's title. Longest real: 195 (FOSDEM). */
  linkTitle: 300,
  /**
   * A session's text (abstract and description together). Longest real: 30,485 (a 39C3
   * workshop with a wiki page pasted in); the median is under 1,000.
   */
  description: 50_000,
  /** A speaker's biography. Longest real: 2,106 (39C3). */
  bio: 10_000,
  /** Addresses, the same limit as every URL field (web-url.ts). Longest real: 219. */
  url: maxUrlLength,
} as const;

/** A text of at most `limit` characters; a longer one is refused with its length. */
export function limitedText(limit: number) {
  return z.string().max(limit, {
    error: (issue) =>
      `at most ${limit.toLocaleString("en-GB")} characters; this one has ${String(issue.input).length.toLocaleString("en-GB")}`,
  });
}
