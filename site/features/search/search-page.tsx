import { routeManifest } from "#site/shared/routes/route-manifest.ts";
import { PageHeader } from "#site/shared/ui/page-header.tsx";
import { maxQueryLength, queryParameter } from "./search-controls.ts";
import "./search.css";

const fieldId = "search-query";
const hintId = "search-hint";

/**
 * The search page (/search) as built: a form whose field the page's script searches as the
 * visitor types (search-controls.ts), an empty live region for the count and an empty list for
 * the results. A static host cannot search without JavaScript: then the page says so and links to
 * the pages that list everything search finds.
 */
export function SearchPage() {
  return (
    <>
      <PageHeader title="Search" />
      <div className="container section search-page">
        <form
          className="search-form"
          action={routeManifest.search.path}
          method="get"
          role="search"
          data-search-form
        >
          <label htmlFor={fieldId} className="search-form__label">
            Search sessions, speakers and pages
          </label>
          <div className="search-form__row">
            <input
              id={fieldId}
              name={queryParameter}
              type="search"
              className="search-form__field"
              maxLength={maxQueryLength}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              aria-describedby={hintId}
            />
            <button type="submit" className="button button--primary">
              Search
            </button>
          </div>
          <p id={hintId} className="search-form__hint">
            A name, an organisation, a room, a track or a topic. Results show as you type.
          </p>
        </form>
        {/* Shown only with scripting off (search.css), as the header's own no-script layout. */}
        <p className="search-page__no-script">
          Search needs JavaScript, which is off in this browser.
        </p>
        <p className="search-page__status" role="status" data-search-status />
        <ol className="search-results" aria-label="Search results" data-search-results hidden />
        <button type="button" className="button search-page__more" data-search-more hidden>
          Show more results
        </button>
        <p className="search-page__browse">
          Every session is on the <a href={routeManifest.schedule.path}>schedule</a>, every speaker
          on the <a href={routeManifest.speakers.path}>speakers</a> page.
        </p>
      </div>
    </>
  );
}
