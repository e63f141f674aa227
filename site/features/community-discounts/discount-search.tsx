import { useId, useRef, type FormEvent } from "react";
import { maxQueryLength } from "./search-discounts.ts";

export interface DiscountSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** How many organisations match, and how many there are. */
  shown: number;
  total: number;
}

export function countText(shown: number, total: number): string {
  if (shown === total) return `Showing all ${total} organisations`;
  if (shown === 0) return `No organisations match your search`;
  return `Showing ${shown} of ${total} ${total === 1 ? "organisation" : "organisations"}`;
}

/** The search box over organisation and code, with Clear and a live count of what it shows. */
export function DiscountSearch({ query, onQueryChange, shown, total }: DiscountSearchProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => event.preventDefault();
  const clear = () => {
    onQueryChange("");
    input.current?.focus();
  };
  return (
    <form role="search" className="discount-search" onSubmit={submit} aria-label="Discount codes">
      <label htmlFor={inputId} className="discount-search__label">
        Search organisations and codes
      </label>
      <p id={hintId} className="discount-search__hint">
        For example a name such as &ldquo;labs&rdquo; or part of a code.
      </p>
      <div className="discount-search__row">
        <input
          ref={input}
          id={inputId}
          className="discount-search__input"
          type="search"
          name="q"
          value={query}
          maxLength={maxQueryLength}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={hintId}
          onChange={(event) => onQueryChange(event.target.value)}
        />
        <button type="button" className="button" onClick={clear}>
          Clear
        </button>
      </div>
      <p role="status" className="discount-search__count">
        {countText(shown, total)}
      </p>
    </form>
  );
}
