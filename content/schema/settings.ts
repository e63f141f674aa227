import { z } from "zod";
import { sitePathField, webUrlField } from "./url-field.ts";

const isoDate = z.iso.date();

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const socialLinkSchema = z.strictObject({
  label: z.enum(["LinkedIn", "Twitter", "Instagram", "YouTube", "Bluesky", "Mastodon"]),
  /** https only: every platform listed serves its profiles over https. */
  url: webUrlField("https"),
});

/** content/settings.yml: everything that changes when the summit moves, renames or changes hands. */
export const settingsSchema = z.strictObject({
  summitName: z.string().min(3),
  /** Short name used in tight places (share cards, the footer). */
  shortName: z.string().min(2),
  organiser: z.string().min(2),
  tagline: z.string().min(10),
  description: z.string().min(50).max(200),
  /**
   * Absolute origin of the deployed site, no trailing slash. Canonical links are built from it.
   * https only: the site is served with HSTS (docs/decisions/008), so an http: canonical address
   * would point search engines and share cards at a redirect.
   */
  siteUrl: webUrlField("https").refine((url) => !url.endsWith("/"), "no trailing slash"),
  /**
   * The ticket shop: /register sends every visitor there, and the offers' structured data names
   * it. https only: people pay there.
   */
  ticketingUrl: webUrlField("https"),
  /** https only: the form collects speakers' personal details. */
  speakerInformationFormUrl: webUrlField("https"),
  /** The one domain every contact address uses (docs/product/decisions.md §11). */
  emailDomain: z.string().regex(/^[a-z0-9.-]+\.[a-z]+$/),
  contacts: z.strictObject({
    general: z.email(),
    speakers: z.email(),
    sponsorship: z.email(),
    partnerships: z.email(),
    team: z.email(),
    editorial: z.email(),
  }),
  /**
   * The IANA time zone of the venue, e.g. Europe/London. Every time in the content is a wall-clock
   * time there, and the site shows times in it.
   */
  timeZone: z
    .string()
    .refine(isTimeZone, "an IANA time zone name such as Europe/London or America/New_York"),
  /**
   * Written by the programme import when the export named no zone and the import chose one from
   * its times' offsets: the site shows that zone's clock, but schedule.json names no zone (its
   * times keep their offsets). Delete it once you know `timeZone` is the venue's.
   */
  timeZoneInferred: z.boolean().optional(),
  dates: z.strictObject({
    start: isoDate,
    end: isoDate,
    /** Human form, e.g. "28-30 October 2025". */
    label: z.string(),
    dinner: z.strictObject({
      date: isoDate,
      start: z.string().regex(/^\d\d:\d\d$/),
      end: z.string().regex(/^\d\d:\d\d$/),
    }),
    registration: z.strictObject({
      start: z.string().regex(/^\d\d:\d\d$/),
      end: z.string().regex(/^\d\d:\d\d$/),
    }),
  }),
  venue: z.strictObject({
    name: z.string(),
    area: z.string(),
    city: z.string(),
    streetAddress: z.string(),
    postcode: z.string(),
    floors: z.number().int().positive(),
    latitude: z.number(),
    longitude: z.number(),
  }),
  socialLinks: z.array(socialLinkSchema).min(1),
  defaultImage: sitePathField().startsWith("/images/"),
});

export type Settings = z.infer<typeof settingsSchema>;
