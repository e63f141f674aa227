import type { DiscountEntry } from "#content/schema/private.ts";
import type { CopyStatus } from "#site/shared/lib/use-copy-feedback.ts";
import { ExternalLink } from "#site/shared/ui/external-link.tsx";
import { CopyButton } from "./copy-button.tsx";
import type { DiscountType } from "./search-discounts.ts";

export interface DiscountCardGridProps {
  type: DiscountType;
  heading: string;
  /** This type's entries, already filtered by the search. */
  entries: readonly DiscountEntry[];
  /** Shown instead of the grid when the search leaves none of this type. */
  emptyText: string;
  statusOf: (key: string) => CopyStatus;
  onCopy: (key: string, text: string) => void;
}

export const cardCopyKey = (code: string) => `card:${code}`;

/** One section of cards (partners, sponsors or speakers), each card with its code and copy action. */
export function DiscountCardGrid({
  type,
  heading,
  entries,
  emptyText,
  statusOf,
  onCopy,
}: DiscountCardGridProps) {
  const headingId = `discounts-${type}-title`;
  return (
    <section className="discount-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="discount-group__title">
        {heading}
      </h2>
      {entries.length === 0 ? (
        <p className="discount-group__empty">{emptyText}</p>
      ) : (
        <ul className="discount-cards">
          {entries.map((entry) => (
            <li key={entry.code} className="card discount-card">
              <h3 className="discount-card__name">{entry.organization}</h3>
              <p className="discount-card__code">
                <span className="discount-card__code-label">Code</span>{" "}
                <code className="discount-code">{entry.code}</code>
              </p>
              <div className="discount-card__actions">
                <CopyButton
                  label="Copy"
                  context={`code for ${entry.organization}`}
                  what="code"
                  status={statusOf(cardCopyKey(entry.code))}
                  onCopy={() => onCopy(cardCopyKey(entry.code), entry.code)}
                />
                <ExternalLink href={entry.url} className="discount-card__link">
                  Book tickets{" "}
                  <span className="visually-hidden">with the code for {entry.organization}</span>
                </ExternalLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
