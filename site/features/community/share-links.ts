export interface ShareLink {
  /** Visible text, e.g. "Share on LinkedIn". */
  label: string;
  href: string;
  /** Web services open in a new tab; the mail client does not. */
  newTab: boolean;
}

export interface Shareable {
  /** Absolute canonical URL, e.g. https://site.example/community/some-essay. */
  url: string;
  title: string;
}

/**
 * Share links for LinkedIn, Twitter/X, Facebook and email. Every value is URL-encoded, so titles
 * with "&", "#" or "?" stay whole. LinkedIn and Facebook read the title from the page itself.
 */
export function buildShareLinks({ url, title }: Shareable): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      label: "Share on LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      newTab: true,
    },
    {
      label: "Share on Twitter/X",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
      newTab: true,
    },
    {
      label: "Share on Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
      newTab: true,
    },
    {
      label: "Share by Email",
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
      newTab: false,
    },
  ];
}
