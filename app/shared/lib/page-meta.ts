import type { MetaDescriptor } from "react-router";
import { settings } from "#content/settings.ts";

export interface PageMetaInput {
  /** The page's own title; the summit name is appended. */
  title: string;
  description: string;
  /** Site path of the page, e.g. "/speakers/7". */
  path: string;
  ogType?: "website" | "article" | "profile";
  /** Site path or absolute URL of the share image. */
  ogImage?: string;
  twitterCard?: "summary" | "summary_large_image";
  /** Keep the page out of search engines (private area, not-found page). */
  noindex?: boolean;
}

export const defaultShareImage = "/images/share/default.png";

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
  ogImage = defaultShareImage,
  twitterCard = "summary_large_image",
  noindex = false,
}: PageMetaInput): MetaDescriptor[] {
  const fullTitle = pageTitle(title);
  const url = absoluteUrl(path);
  const image = absoluteUrl(ogImage);
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
    { name: "twitter:card", content: twitterCard },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
