// The type shown for a post, derived from its Theme the same way in both views
// (docs/product/decisions.md §7).

export const postTypes = ["Speaker", "Sponsor", "Partner", "Other"] as const;
export type PostType = (typeof postTypes)[number];

/**
 * Case-insensitive, first rule wins: "speaker" or "panelist" -> Speaker; "sponsor" -> Sponsor;
 * "partner" -> Partner; anything else -> Other.
 */
export function postTypeOf(theme: string): PostType {
  const text = theme.toLowerCase();
  if (text.includes("speaker") || text.includes("panelist")) return "Speaker";
  if (text.includes("sponsor")) return "Sponsor";
  if (text.includes("partner")) return "Partner";
  return "Other";
}
