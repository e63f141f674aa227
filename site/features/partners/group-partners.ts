import type { Partner, PartnerCategory } from "#content/schema/organisation.ts";

export interface PartnerGroup {
  category: PartnerCategory;
  heading: string;
  partners: Partner[];
}

/** Group headings, in page order (docs/product/specification.md §2 "Partners"). */
export const partnerGroupHeadings: Record<PartnerCategory, string> = {
  gold: "GOLD SPONSORS",
  silver: "SILVER SPONSORS",
  official: "OFFICIAL PARTNERS",
};

/** The partners in their page groups, cards in content order; a group with nobody in it is left out. */
export function groupPartners(partners: readonly Partner[]): PartnerGroup[] {
  const order = Object.keys(partnerGroupHeadings) as PartnerCategory[];
  return order
    .map((category) => ({
      category,
      heading: partnerGroupHeadings[category],
      partners: partners.filter((partner) => partner.category === category),
    }))
    .filter((group) => group.partners.length > 0);
}
