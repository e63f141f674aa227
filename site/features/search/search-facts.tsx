import type { SearchResultKind } from "#site/shared/routes/route-manifest.ts";

/** What a search result says of its page besides the words found (docs/decisions/043). */
export interface SearchFacts {
  /** A session's day and times: "Tuesday, 28 October 2025, 09:00–09:40". */
  when?: string;
  /** A session's room. */
  where?: string;
  /** A speaker's title and organisation. */
  about?: string;
}

export interface SearchFactsProps extends SearchFacts {
  kind: SearchResultKind;
  /** The page's own title, without the summit's name (its <h1> may be a banner in capitals). */
  title: string;
}

/**
 * The facts the search index keeps of a page, for its result (Pagefind's `data-pagefind-meta`).
 * Hidden, and outside the page's indexed part (`data-pagefind-body`), so they are shown in the
 * result and never matched as words of the page.
 */
export function SearchFactsMeta({ kind, title, when, where, about }: SearchFactsProps) {
  const facts = { title, kind, when, where, about };
  return (
    <div hidden>
      {Object.entries(facts).map(([name, value]) =>
        value ? (
          <span key={name} data-pagefind-meta={name}>
            {value}
          </span>
        ) : null,
      )}
    </div>
  );
}
