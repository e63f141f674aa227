import { useId, useState } from "react";
import type { Discounts } from "#content/schema/private.ts";
import type { CopyStatus } from "#site/shared/lib/use-copy-feedback.ts";
import { CopyButton } from "./copy-button.tsx";
import { messageFor } from "./fill-template.ts";
import { discountTypeOrder, groupByType } from "./search-discounts.ts";

export interface MessageTemplateProps {
  discounts: Discounts;
  status: CopyStatus;
  onCopy: (text: string) => void;
}

const groupLabels = { partner: "Partners", sponsor: "Sponsors", speaker: "Speakers" } as const;

/** The message template, filled in for the organisation chosen in the list, with a copy action. */
export function MessageTemplate({ discounts, status, onCopy }: MessageTemplateProps) {
  const [code, setCode] = useState(discounts.entries[0]?.code ?? "");
  const selectId = useId();
  const chosen = discounts.entries.find((entry) => entry.code === code) ?? discounts.entries[0];
  const groups = groupByType(discounts.entries);
  if (!chosen) return null;
  const message = messageFor(discounts, chosen);
  return (
    <section className="discount-message" aria-labelledby="discount-message-title">
      <h2 id="discount-message-title">MESSAGE TEMPLATE</h2>
      <p>
        Share the discount with your community: choose your organisation and copy the message, ready
        for email, newsletters or social media.
      </p>
      <label htmlFor={selectId} className="discount-message__label">
        Organisation
      </label>
      <select
        id={selectId}
        className="discount-message__select"
        value={chosen.code}
        onChange={(event) => setCode(event.target.value)}
      >
        {discountTypeOrder.map((type) =>
          groups[type].length === 0 ? null : (
            <optgroup key={type} label={groupLabels[type]}>
              {groups[type].map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.organization}
                </option>
              ))}
            </optgroup>
          ),
        )}
      </select>
      <figure className="discount-message__figure">
        <figcaption className="discount-message__caption">
          Message for {chosen.organization}
        </figcaption>
        <blockquote className="discount-message__text">
          <p>{message}</p>
        </blockquote>
      </figure>
      <CopyButton
        label="Copy message"
        what="message"
        status={status}
        onCopy={() => onCopy(message)}
      />
    </section>
  );
}
