import { z } from "zod";
import { webUrlField } from "./url-field.ts";

// Schemas for the organisation side of the site: partners and sponsors, the sponsorship offer, the
// organising team, side events and the networking gallery, and the journal
// (docs/product/specification.md §2, §3 and §9).

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a kebab-case slug, e.g. brightmoor-labs");

/** A Twitter/X handle without @: letters, digits and _ only. */
const handle = z
  .string()
  .regex(/^[A-Za-z0-9_]{1,30}$/, "a handle without @, letters, digits and _ only");

/** An Instagram handle without @: letters, digits, _ and . only. */
const instagramHandle = z
  .string()
  .regex(/^[A-Za-z0-9_.]{1,30}$/, "an Instagram handle without @, letters, digits, _ and . only");

/** A GitHub user or organisation name without @: letters, digits and single hyphens. */
const githubHandle = z
  .string()
  .regex(/^[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}$/, "a GitHub handle without @");

const isoDate = z.iso.date();

/** The slug a display name makes: "Mira Castellanos" -> "mira-castellanos" (accents dropped). */
export function slugFromName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

// ---------------------------------------------------------------------------------------------
// Partners and sponsors (/partners)

/** Card groups on the partners page, in page order: GOLD SPONSORS, SILVER SPONSORS, OFFICIAL PARTNERS. */
export const partnerCategories = ["gold", "silver", "official"] as const;

/** A sponsor or partner: content/partners/<id>.md (body = description; `order` = place in its group). */
export const partnerSchema = z
  .strictObject({
    id: slug,
    name: z.string().min(2),
    /** Site path of the logo, /images/partners/<id>.svg. The file must exist under public/. */
    logo: z.string().regex(/^\/images\/partners\/[a-z0-9-]+\.svg$/),
    /** http too: the organisation's own site, which we do not control. */
    website: webUrlField("https", "http"),
    /** https only: LinkedIn serves nothing over http. */
    linkedin: webUrlField("https"),
    twitter: handle,
    instagram: instagramHandle.optional(),
    description: z.string().min(40),
    /** Size limits in CSS pixels for logos whose proportions look wrong in the default box. */
    customStyle: z
      .strictObject({
        maxWidth: z.number().int().positive().optional(),
        maxHeight: z.number().int().positive().optional(),
      })
      .optional(),
    category: z.enum(partnerCategories),
  })
  .refine((partner) => partner.logo === `/images/partners/${partner.id}.svg`, {
    message: "the logo must be /images/partners/<id>.svg",
    path: ["logo"],
  });

export type Partner = z.infer<typeof partnerSchema>;
export type PartnerCategory = Partner["category"];

// ---------------------------------------------------------------------------------------------
// Sponsorship offer (/becomeasponsor)

/** A package with a price in whole pounds sterling (GBP), e.g. 60000 for £60,000. */
export const sponsorTierSchema = z.strictObject({
  name: z.string().min(2),
  price: z.number().int().positive(),
  /** How many organisations can buy it, as shown, e.g. "Maximum 1 sponsor" or "Not capped". */
  exclusivity: z.string().min(2),
  benefits: z.array(z.string().min(2)).min(1),
});

export const dedicatedSponsorshipSchema = z.strictObject({
  name: z.string().min(2),
  /** Whole pounds sterling (GBP). */
  price: z.number().int().positive(),
  description: z.string().min(20),
});

/** content/sponsorship.yml. */
export const sponsorshipOfferSchema = z.strictObject({
  overview: z.strictObject({
    heading: z.string().min(2),
    paragraphs: z.array(z.string().min(20)).min(1),
  }),
  whoAttends: z.strictObject({
    intro: z.string().min(20),
    audiences: z
      .array(
        z.strictObject({
          label: z.string().min(2),
          /** Share of attendees as shown, e.g. "35%". */
          share: z.string().regex(/^\d{1,3}%$/, "a whole percentage, e.g. 35%"),
          description: z.string().min(20),
        }),
      )
      .min(1),
  }),
  benefits: z
    .array(z.strictObject({ title: z.string().min(2), description: z.string().min(20) }))
    .min(1),
  tiers: z.strictObject({
    sponsorTiers: z.array(sponsorTierSchema).min(1),
    ticketGrantPartners: z.array(sponsorTierSchema).min(1),
    corporateGrants: z.array(sponsorTierSchema).min(1),
    dedicatedSponsorships: z.array(dedicatedSponsorshipSchema).min(1),
  }),
  /** The contact section under the tabs; the address comes from settings.contacts.sponsorship. */
  contact: z.strictObject({ heading: z.string().min(2), text: z.string().min(20) }),
});

export type SponsorTier = z.infer<typeof sponsorTierSchema>;
export type SponsorshipOffer = z.infer<typeof sponsorshipOfferSchema>;

// ---------------------------------------------------------------------------------------------
// Organising team (/team)

/** A team member: content/team/<id>.md (body = detailedBio; `order` = place in their section). */
export const teamMemberSchema = z
  .strictObject({
    id: slug,
    name: z.string().min(2),
    /**
     * Decides the section (docs/product/specification.md §5): a title containing "Chief", "CEO" or
     * "CSO" is Executive Team, one containing "Session Chair" is Session Chairs, anything else is
     * Core Team.
     */
    title: z.string().min(2),
    /** Site path of the photo, /images/team/<id>.webp. */
    image: z.string().regex(/^\/images\/team\/[a-z0-9-]+\.(webp|avif|jpg|png|svg)$/),
    /** One or two sentences for the card, often mentioning hobbies. */
    bio: z.string().min(40),
    /** Shown under "Bio & Experience". */
    detailedBio: z.string().min(80),
    /** Shown under "Hobbies & Interests"; the page shows "Various interests" when absent. */
    hobbies: z.string().min(3).optional(),
    /** The profile the name links to. http too: it may be the member's own site. */
    link: webUrlField("https", "http"),
    twitter: handle.optional(),
    instagram: instagramHandle.optional(),
    /** http too: the member's own site, which we do not control. */
    website: webUrlField("https", "http").optional(),
    github: githubHandle.optional(),
  })
  .refine((member) => member.image.startsWith(`/images/team/${member.id}.`), {
    message: "the image must be /images/team/<id>.<ext>",
    path: ["image"],
  });

export type TeamMember = z.infer<typeof teamMemberSchema>;

// ---------------------------------------------------------------------------------------------
// Side events and networking gallery (/sideevents)

/** A side event: content/side-events/<id>.md (body = description). */
export const sideEventSchema = z.strictObject({
  id: slug,
  event: z.string().min(2),
  venue: z.string().min(2),
  /** As shown in the Date & Time column, e.g. "Wed 22 Oct 2025, 18:30-21:00". */
  dateTime: z.string().min(4),
  /** The day the table sorts by (ascending). */
  date: isoDate,
  description: z.string().min(20).optional(),
  /**
   * Shows a Register link (new tab) when present, Coming Soon when absent. https only: the page
   * collects names and e-mail addresses, and we send no visitor to a form over http.
   */
  registrationLink: webUrlField("https").optional(),
});

export type SideEvent = z.infer<typeof sideEventSchema>;

export const galleryCities = ["London", "Boston", "Croatia"] as const;

export const galleryItemSchema = z.strictObject({
  city: z.enum(galleryCities),
  image: z.string().regex(/^\/images\/gallery\/[a-z0-9-]+\.(svg|webp|avif|jpg|png)$/),
  alt: z.string().min(10),
  caption: z.string().min(10),
});

export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const getInvolvedSchema = z.strictObject({
  heading: z.string().min(2),
  /** The contact address is added by the page from settings.contacts. */
  text: z.string().min(20),
});

export type GetInvolved = z.infer<typeof getInvolvedSchema>;

/** content/side-events.yml: the side events page besides the events themselves. */
export const sideEventsPageSchema = z.strictObject({
  networkingGallery: z.array(galleryItemSchema),
  getInvolved: getInvolvedSchema,
});

// ---------------------------------------------------------------------------------------------
// Journal (/community, /community/{slug}, /contributor/{id})

/** Journal category ids, in sidebar order. */
export const journalCategoryIds = [
  "brain-sparks",
  "3-questions",
  "open-problems",
  "what-if",
] as const;

export const journalCategorySchema = z.strictObject({
  id: z.enum(journalCategoryIds),
  name: z.string().min(2),
  description: z.string().min(20),
  /** Marked Coming Soon in the sidebar; an empty category shows the Coming Soon message. */
  comingSoon: z.boolean(),
});

export type JournalCategory = z.infer<typeof journalCategorySchema>;

/** A contributor: content/journal/contributors/<id>.md (body = bio; `order` = place among editors or contributors). */
export const contributorSchema = z
  .strictObject({
    /** A fixed slug made from the name, e.g. "mira-castellanos"; it is the /contributor/{id} URL. */
    id: slug,
    name: z.string().min(2),
    title: z.string().min(2),
    /** Site path of the photo, /images/journal/<id>.webp. */
    image: z.string().regex(/^\/images\/journal\/[a-z0-9-]+\.(webp|avif|jpg|png|svg)$/),
    /** The About text on the contributor page and the bio box under an article. */
    bio: z.string().min(80),
    /** One line for sidebars and cards. */
    shortBio: z.string().min(20),
    /** https only: LinkedIn serves nothing over http. */
    linkedin: webUrlField("https"),
    twitter: handle,
    /** Editors are listed under Editors in the sidebar, contributors under Contributors. */
    role: z.enum(["editor", "contributor"]),
  })
  .refine((contributor) => contributor.id === slugFromName(contributor.name), {
    message: "the id must be the slug of the name",
    path: ["id"],
  })
  .refine((contributor) => contributor.image.startsWith(`/images/journal/${contributor.id}.`), {
    message: "the image must be /images/journal/<id>.<ext>",
    path: ["image"],
  });

export type Contributor = z.infer<typeof contributorSchema>;

const displayDateFormat = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "2025-10-20" -> "October 20, 2025", the journal's display form. */
export function displayDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return displayDateFormat.format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)));
}

/** An article: content/journal/articles/<slug>.md (body = the essay). */
export const articleSchema = z
  .strictObject({
    id: z.number().int().positive(),
    category: z.enum(journalCategoryIds),
    title: z.string().min(5),
    /** A contributor id; the author's name, link and bio come from that contributor. */
    authorId: slug,
    /** The author's title as printed with this article. */
    authorTitle: z.string().min(2),
    /** Display date, e.g. "October 20, 2025". */
    date: z.string().regex(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/, 'a date such as "October 20, 2025"'),
    isoDate,
    excerpt: z.string().min(40).max(300),
    /** Card image, /images/journal/<slug>-card.svg (800x450). */
    image: z.string().regex(/^\/images\/journal\/[a-z0-9-]+-card\.(svg|webp|avif|jpg|png)$/),
    /** Article header image, /images/journal/<slug>-featured.svg (1200x630). */
    featuredImage: z
      .string()
      .regex(/^\/images\/journal\/[a-z0-9-]+-featured\.(svg|webp|avif|jpg|png)$/),
    /** e.g. "8 min". */
    readTime: z.string().regex(/^\d{1,2} min$/, 'a read time such as "8 min"'),
    /** The /community/{slug} URL: the file name, content/journal/articles/<slug>.md. */
    slug,
    /** The essay in Markdown (CommonMark): the body of the file. */
    body: z.string().min(100),
  })
  .refine((article) => article.date === displayDate(article.isoDate), {
    message: "the display date must match isoDate",
    path: ["date"],
  })
  .refine((article) => article.image.startsWith(`/images/journal/${article.slug}-card.`), {
    message: "the card image must be /images/journal/<slug>-card.<ext>",
    path: ["image"],
  })
  .refine(
    (article) => article.featuredImage.startsWith(`/images/journal/${article.slug}-featured.`),
    {
      message: "the featured image must be /images/journal/<slug>-featured.<ext>",
      path: ["featuredImage"],
    },
  );

export type Article = z.infer<typeof articleSchema>;

export const journalIntroSchema = z.strictObject({
  heading: z.string().min(2),
  tagline: z.string().min(10),
  /** Paragraphs of the About section under the article grid. */
  about: z.array(z.string().min(20)).min(1),
});

export type JournalIntro = z.infer<typeof journalIntroSchema>;

/** content/journal.yml: the journal's introduction and its categories, in sidebar order. */
export const journalFileSchema = z.strictObject({
  intro: journalIntroSchema,
  categories: z.array(journalCategorySchema),
});
