import { z } from "zod";
import { strictUnlessImported } from "./imported.ts";
import { limitedText, textLimits } from "./text-limits.ts";
import { webUrlField } from "./url-field.ts";

/**
 * The session topics a speaker can be listed under (docs/product/specification.md §3 "Session
 * topics seen").
 */
export const sessionTopics = [
  "AI Research Breakthroughs",
  "AI x Research Breakthroughs",
  "AI x Education",
  "AI Safety",
  "AI & Enterprise",
  "AI x Enterprise",
  "AI x Breakthroughs in Industry",
  "AI Risk for Enterprise",
  "AI x Biomedicine",
  "AI Infrastructure",
  "AI x Entrepreneurship",
  "AI & Human Flourishing",
  "AI & Society",
] as const;

const handle = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,30}$/, "a handle without @, letters, digits and _ only");

/** A speaker: content/speakers/<name>.md (front matter = fields, body = bio). */
export const speakerSchema = z
  .strictObject({
    id: z.number().int().positive(),
    /**
     * Where an imported speaker came from, e.g. "pretalx:QX8MZP" (npm run import:schedule), so a
     * later import updates this file instead of adding the speaker again.
     */
    source: z.string().min(3).optional(),
    name: limitedText(textLimits.personName).min(1),
    title: limitedText(textLimits.personTitle).min(2).optional(),
    organization: limitedText(textLimits.organization).min(2).optional(),
    /**
     * Site path of the portrait, e.g. /images/speakers/ada-lovelock.webp, or the site's default
     * image when there is no photo. The file must exist under public/.
     */
    image: z.string().regex(/^\/images\/(speakers|logo)\/[a-z0-9-]+\.(webp|avif|jpg|png|svg)$/),
    /**
     * The address an imported photo was downloaded from: the import fetches it again only if it
     * changes. Never a link on a page. http too: the importer downloads from either, as the tools
     * give them (tools/organisers/import-schedule/photos.ts).
     */
    photoSource: webUrlField("https", "http").optional(),
    /** The session topic the speakers page lists them under; an imported speaker has none yet. */
    session: z.enum(sessionTopics).optional(),
    /** The speaker page's text: the body of the speaker's file (an imported speaker may have none). */
    bio: limitedText(textLimits.bio).min(1).optional(),
    pronouns: z.string().optional(),
    /** https only: LinkedIn serves nothing over http. */
    linkedin: webUrlField("https").optional(),
    twitter: handle.optional(),
    /** http too: a speaker's own site, which we do not control; imported profiles have such. */
    website: webUrlField("https", "http").optional(),
    instagram: handle.optional(),
  })
  // Hand-written speakers need at least this much; imported ones keep what the tool has.
  .superRefine(strictUnlessImported({ name: 2, bio: 10 }));

export type Speaker = z.infer<typeof speakerSchema>;

/**
 * Fixed orderings of the speakers page (docs/product/specification.md §5 "Speaker ordering"), by
 * speaker id: content/speakers.yml.
 */
export const speakerOrderingSchema = z.strictObject({
  keynotes: z.array(z.number().int()).default([]),
  chairs: z.array(z.number().int()).default([]),
  /** Preset order of panelists by name; panelists not listed come last. */
  panelistNameOrder: z.array(z.string()),
});

export type SpeakerOrdering = z.infer<typeof speakerOrderingSchema>;
