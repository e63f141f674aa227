import { z } from "zod";
import { sitePathField } from "./url-field.ts";

export const trackSchema = z.strictObject({
  name: z.string().min(3),
  /** Day label as shown, e.g. "Tue 28 Oct". */
  dayLabel: z.string(),
  /** Index of the summit day, from 0. */
  day: z.number().int().min(0).max(6),
  summary: z.string().min(20),
});

/** content/home.yml: the home page. */
export const homeSchema = z.strictObject({
  hero: z.strictObject({ eyebrow: z.string(), lead: z.string().min(20) }),
  history: z.strictObject({
    heading: z.string(),
    paragraphs: z.array(z.string().min(20)).min(1),
    milestones: z.array(z.strictObject({ year: z.string(), text: z.string() })),
  }),
  /** The heading over the tracks, e.g. "Three days, three tracks". */
  tracksHeading: z.string().min(3),
  /** The tracks section is left out when there are none. */
  tracks: z.array(trackSchema).default([]),
  /** Speaker ids in the order the featured grid shows them; none leaves the grid out. */
  featuredSpeakerIds: z.array(z.number().int()).default([]),
  schedulePreview: z.array(
    z.strictObject({ day: z.number().int().min(0).max(6), time: z.string(), title: z.string() }),
  ),
  quickLinks: z.array(z.strictObject({ to: sitePathField(), title: z.string(), text: z.string() })),
});

export type HomeContent = z.infer<typeof homeSchema>;
