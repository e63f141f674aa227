import type { ReactNode } from "react";
import { settings } from "#content/settings.yml";
import { formatPounds } from "./format-pounds.ts";
import { inquiryMailto } from "./sponsorship-inquiry.ts";

export interface PackageCardProps {
  /** As printed on the card, e.g. "Platinum". */
  name: string;
  /** The package's full name in the inquiry, e.g. "Platinum Sponsor". */
  inquiryName: string;
  /** Whole pounds sterling. */
  price: number;
  /** Benefits list, exclusivity or description. */
  children: ReactNode;
  featured?: boolean;
}

/** One priced package with a mailto inquiry button whose subject names it. */
export function PackageCard({
  name,
  inquiryName,
  price,
  children,
  featured = false,
}: PackageCardProps) {
  return (
    <li className={featured ? "card package-card package-card--featured" : "card package-card"}>
      <h4 className="package-card__name">{name}</h4>
      <p className="package-card__price">{formatPounds(price)}</p>
      <div className="package-card__body">{children}</div>
      <p className="package-card__action">
        <a
          className={featured ? "button package-card__button--featured" : "button button--primary"}
          href={inquiryMailto(settings.contacts.sponsorship, { name: inquiryName, price })}
        >
          Inquire<span className="visually-hidden"> about {inquiryName}</span>
        </a>
      </p>
    </li>
  );
}
