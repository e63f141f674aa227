import { useCallback, useState } from "react";
import type { Discounts } from "#content/schema/private.ts";
import { useCopyFeedback, type CopyText } from "#site/shared/lib/use-copy-feedback.ts";
import { DiscountCardGrid } from "./discount-card-grid.tsx";
import { DiscountSearch } from "./discount-search.tsx";
import { DiscountsTable } from "./discounts-table.tsx";
import { MessageTemplate } from "./message-template.tsx";
import {
  describeTerms,
  discountTypeOrder,
  groupByType,
  normaliseQuery,
  searchDiscounts,
  type DiscountType,
} from "./search-discounts.ts";
import "./community-discounts.css";

export interface CommunityDiscountsProps {
  discounts: Discounts;
  /** Writes to the clipboard; the browser's clipboard unless a test passes another. */
  copyText?: CopyText;
}

const sections: Record<DiscountType, { heading: string; emptyText: string }> = {
  partner: { heading: "PARTNERS", emptyText: "No partner organisation matches your search." },
  sponsor: { heading: "SPONSORS", emptyText: "No sponsor matches your search." },
  speaker: {
    heading: "SPEAKERS' ORGANISATIONS",
    emptyText: "No speaker's organisation matches your search.",
  },
};

export const templateCopyKey = "template";

/** Shortens what is echoed back in the empty state, so very long input cannot flood the page. */
function echo(query: string): string {
  const characters = Array.from(query.trim());
  return characters.length > 60 ? `${characters.slice(0, 60).join("")}…` : characters.join("");
}

/** The /communitydiscounts page body: terms, search, all-codes table, message, card grids. */
export function CommunityDiscounts({ discounts, copyText }: CommunityDiscountsProps) {
  const [query, setQuery] = useState("");
  const { copy, statusOf } = useCopyFeedback(copyText);
  const onCopy = useCallback((key: string, text: string) => void copy(key, text), [copy]);

  const matches = searchDiscounts(discounts.entries, query);
  const groups = groupByType(matches);
  const total = discounts.entries.length;

  return (
    <>
      <section className="container section discount-intro" aria-labelledby="discount-terms-title">
        <div className="card note-card discount-terms">
          <h2 id="discount-terms-title">THE OFFER</h2>
          <p className="discount-terms__headline">{describeTerms(discounts)}</p>
          <p>
            Every sponsor, partner and speaker&apos;s organisation has its own code: the
            organisation&apos;s name in capitals followed by 20. Share it with your colleagues and
            community; the ticket link applies it for them.
          </p>
        </div>
      </section>

      <section className="container section discount-codes" aria-labelledby="discount-codes-title">
        <h2 id="discount-codes-title">ALL CODES</h2>
        <DiscountSearch
          query={query}
          onQueryChange={setQuery}
          shown={matches.length}
          total={total}
        />
        {matches.length === 0 ? (
          <div className="card discount-empty">
            <p className="empty-state__title">No matching organisations or codes</p>
            <p className="discount-empty__text">
              Nothing matches &ldquo;{echo(query)}&rdquo;. Check the spelling, try part of the name,
              or use Clear to see all {total} codes again.
            </p>
          </div>
        ) : (
          <DiscountsTable entries={matches} statusOf={statusOf} onCopy={onCopy} />
        )}
      </section>

      <div className="container section">
        <MessageTemplate
          discounts={discounts}
          status={statusOf(templateCopyKey)}
          onCopy={(text) => onCopy(templateCopyKey, text)}
        />
      </div>

      <div className="container section discount-groups">
        {normaliseQuery(query) ? (
          <p className="discount-groups__note">
            The cards below are filtered by your search: {matches.length} of {total} shown.
          </p>
        ) : null}
        {discountTypeOrder.map((type) => (
          <DiscountCardGrid
            key={type}
            type={type}
            heading={sections[type].heading}
            emptyText={sections[type].emptyText}
            entries={groups[type]}
            statusOf={statusOf}
            onCopy={onCopy}
          />
        ))}
      </div>
    </>
  );
}
