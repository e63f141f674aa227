import { z } from "zod";

export const trackSchema = z.strictObject({
  name: z.string().min(3),
  /** Day label as shown, e.g. "Tue 28 Oct". */
  dayLabel: z.string(),
  /** Index of the summit day, 0-2. */
  day: z.number().int().min(0).max(2),
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
  tracks: z.array(trackSchema).length(3),
  /** Speaker ids in the order the featured grid shows them. */
  featuredSpeakerIds: z.array(z.number().int()).min(1),
  schedulePreview: z.array(
    z.strictObject({ day: z.number().int().min(0).max(2), time: z.string(), title: z.string() }),
  ),
  quickLinks: z.array(
    z.strictObject({ to: z.string().startsWith("/"), title: z.string(), text: z.string() }),
  ),
});

export type HomeContent = z.infer<typeof homeSchema>;
export type Track = z.infer<typeof trackSchema>;
