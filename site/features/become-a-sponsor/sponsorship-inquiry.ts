import { formatPounds } from "./format-pounds.ts";

/** A package someone can ask about: "Platinum Sponsor", "Gold Ticket Grant Partner", ... */
export interface InquiryPackage {
  name: string;
  price: number;
}

export function inquirySubject({ name, price }: InquiryPackage): string {
  return `Sponsorship inquiry: ${name} (${formatPounds(price)})`;
}

/** A mailto link whose subject names the package, so the team can answer without asking back. */
export function inquiryMailto(address: string, item: InquiryPackage): string {
  return `mailto:${address}?subject=${encodeURIComponent(inquirySubject(item))}`;
}
