// Where the build writes the site's search index (integrations/search/build-search-index.ts) and
// where /search loads it from, once a visitor searches (docs/decisions/043-site-search.md).

/** The index's folder in the built site. */
export const searchIndexDir = "pagefind";

/** Pagefind's browser script, which fetches the rest of the index as words are searched. */
export const searchScriptPath = `/${searchIndexDir}/pagefind.js`;
