import { settings } from "#content/settings.yml";
import { shareCardAlt, shareCardPath, shareCardSize, summitDates } from "./share-card.ts";

/** One tag of a page's <head>: its title, a <meta> by name or property, or its canonical link. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string };

export interface PageMetaInput {
  /** The page's own title; the summit name is appended. */
  title: string;
  description: string;
  /** Site path of the page, e.g. "/speakers/7". */
  path: string;
  ogType?: "website" | "article" | "profile";
  /**
   * Site path or absolute URL of a 1200x630 share image. By default the page's own card
   * (share-card.ts), or the default image for noindex pages, which get no card.
   */
  ogImage?: string;
  /** Alt text of `ogImage`; needed only with an `ogImage` other than the default image. */
  ogImageAlt?: string;
  twitterCard?: "summary" | "summary_large_image";
  /** Keep the page out of search engines (private area, not-found page). */
  noindex?: boolean;
}

export const defaultShareImage = "/images/share/default.png";

/** What the default image shows (public/images/share/default.png). */
export const defaultShareImageAlt = `${settings.summitName}, ${summitDates()}, ${settings.venue.name}, ${settings.venue.area}, ${settings.venue.city}`;

export function absoluteUrl(sitePathOrUrl: string): string {
  if (/^https?:\/\//.test(sitePathOrUrl)) return sitePathOrUrl;
  return sitePathOrUrl === "/" ? `${settings.siteUrl}/` : `${settings.siteUrl}${sitePathOrUrl}`;
}

export function pageTitle(title: string): string {
  return `${title} | ${settings.summitName}`;
}

/** Every route's `meta` export goes through this, so all pages carry the same complete set of tags. */
export function pageMeta({
  title,
  description,
  path,
  ogType = "website",
  ogImage,
  ogImageAlt,
  twitterCard = "summary_large_image",
  noindex = false,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const share = shareImage({ title, path, ogImage, ogImageAlt, noindex });
  const image = absoluteUrl(share.src);
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: settings.summitName },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: ogType },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(shareCardSize.width) },
    { property: "og:image:height", content: String(shareCardSize.height) },
    { property: "og:image:alt", content: share.alt },
    { name: "twitter:card", content: twitterCard },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: share.alt },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** The page's card unless it names another image; noindex pages are not shared, so get none. */
function shareImage({
  title,
  path,
  ogImage,
  ogImageAlt,
  noindex,
}: Pick<PageMetaInput, "title" | "path" | "ogImage" | "ogImageAlt" | "noindex">) {
  if (ogImage !== undefined)
    return {
      src: ogImage,
      alt: ogImageAlt ?? (ogImage === defaultShareImage ? defaultShareImageAlt : title),
    };
  if (noindex) return { src: defaultShareImage, alt: defaultShareImageAlt };
  return { src: shareCardPath(path), alt: shareCardAlt(title, path) };
}
