import { z } from "zod";
import { webUrlField } from "./url-field.ts";

// Shapes of the private datasets. Their plaintext lives in private-content/ (read only by the
// build); the build encrypts them (docs/decisions/006-private-area-encryption.md).

export const socialPlatforms = ["LinkedIn", "Twitter", "Instagram", "Bluesky"] as const;

export const socialPostSchema = z.strictObject({
  /** Display date, e.g. "Mon 15 Sep 2025"; posts are grouped by it. */
  Date: z.string().regex(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} (Sep|Oct) 2025$/),
  Platform: z.enum(socialPlatforms),
  /** e.g. "Speaker spotlight: Ada Lovelock"; the post's type is derived from it. */
  Theme: z.string().min(3),
  /** The post text; @handles are shown with display names from `handles`. */
  Copy: z.string().min(20),
});

/** The day of a post's display date, "Mon 1 Sep 2025", as a time value (the schema fixes the form). */
export const dayOfPost = (post: { Date: string }) => Date.parse(`${post.Date.slice(4)} 00:00 UTC`);

/** private-content/social-calendar.yml. */
export const socialHandlesFileSchema = z.strictObject({
  /** @handle (without @) -> display name. */
  handles: z.record(z.string().regex(/^[A-Za-z0-9_]+$/), z.string().min(2)),
});

export const socialCalendarSchema = z.strictObject({
  /** One file each: private-content/social-posts/*.md (body = Copy; `order` = place in its day). */
  posts: z.array(socialPostSchema).min(1),
  handles: socialHandlesFileSchema.shape.handles,
});

export const discountTypes = ["sponsor", "partner", "speaker"] as const;

export const discountEntrySchema = z.strictObject({
  organization: z.string().min(2),
  /** The organisation's name in capitals, letters and digits only, followed by 20. */
  code: z.string().regex(/^[A-Z0-9]+20$/),
  /** The ticket shop's page with the code applied. https only, like settings' ticketingUrl. */
  url: webUrlField("https"),
  type: z.enum(discountTypes),
});

/** private-content/discounts.yml. */
export const discountsSchema = z.strictObject({
  /** Percentage off general tickets. */
  percentOff: z.number().int().positive(),
  seatsPerOrganisation: z.number().int().positive(),
  entries: z.array(discountEntrySchema).min(1),
  messageTemplate: z.string().min(20),
});

/** private-content/ticket-analytics.yml. */
export const ticketAnalyticsSchema = z.strictObject({
  ticketCounts: z.strictObject({
    student: z.number().int().nonnegative(),
    general: z.number().int().nonnegative(),
    researcher: z.number().int().nonnegative(),
  }),
  organizations: z.array(z.string().min(2)).min(1),
});

export const graphicItemSchema = z.strictObject({
  name: z.string(),
  filename: z.string(),
  /** Display size, e.g. "1.2 MB", from the real file size. */
  size: z.string(),
  bytes: z.number().int().positive(),
  /** Site path of the file, under /graphics/private_*. */
  path: z.string().startsWith("/graphics/private_"),
  isPackage: z.boolean(),
  originalName: z.string().optional(),
  variant: z.string().optional(),
});

/** The tabs of the graphics page, each a list of the catalogue. */
export const graphicsKindSchema = z.enum(["speakers", "sponsors", "urlPosters"]);
export const graphicsKinds = graphicsKindSchema.options;

export const graphicsCatalogueSchema = z.strictObject({
  speakers: z.array(graphicItemSchema),
  sponsors: z.array(graphicItemSchema),
  urlPosters: z.array(graphicItemSchema),
  /** The "download all" zip of each tab. */
  packages: z.strictObject({
    speakers: graphicItemSchema,
    sponsors: graphicItemSchema,
    urlPosters: graphicItemSchema,
  }),
});

export type SocialPost = z.infer<typeof socialPostSchema>;
export type SocialCalendar = z.infer<typeof socialCalendarSchema>;
export type DiscountEntry = z.infer<typeof discountEntrySchema>;
export type Discounts = z.infer<typeof discountsSchema>;
export type TicketAnalytics = z.infer<typeof ticketAnalyticsSchema>;
export type GraphicItem = z.infer<typeof graphicItemSchema>;
export type GraphicsKind = z.infer<typeof graphicsKindSchema>;
export type GraphicsCatalogue = z.infer<typeof graphicsCatalogueSchema>;

/** Everything the private area decrypts, by dataset name. */
export interface PrivateDatasets {
  social: SocialCalendar;
  analytics: TicketAnalytics;
  discounts: Discounts;
  graphics: GraphicsCatalogue;
}

export type PrivateDatasetName = keyof PrivateDatasets;
