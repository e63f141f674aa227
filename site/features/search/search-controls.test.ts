import { screen, waitFor, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  maxQueryLength,
  resultsPerPage,
  searchReadyAttribute,
  startSearch,
  type SearchEngine,
  type SearchResultData,
} from "./search-controls.ts";

/** The search page as search-page.tsx builds it. */
const pageHtml = `
  <form data-search-form role="search" action="/search">
    <label for="q">Search sessions, speakers and pages</label>
    <input id="q" name="q" type="search" />
    <button type="submit">Search</button>
  </form>
  <p role="status" data-search-status></p>
  <ol aria-label="Search results" data-search-results hidden></ol>
  <button type="button" data-search-more hidden>Show more results</button>
`;

const session: SearchResultData = {
  url: "/sessions/tue-robots",
  excerpt: "Robots at <mark>Acme</mark> &lt;b&gt;labs&lt;/b&gt;",
  meta: {
    title: "Robots in the wild",
    kind: "Session",
    when: "Tuesday, 28 October 2025, 10:00–10:40",
    where: "Main Hall",
  },
};
const speaker: SearchResultData = {
  url: "/speakers/7",
  excerpt: "Works at <mark>Acme</mark>",
  meta: { title: "Ada Lovelock", kind: "Speaker", about: "CTO, Acme" },
};

/** A stand-in for Pagefind: these results for every query, and a record of the queries. */
function fakeEngine(results: SearchResultData[]) {
  const queries: string[] = [];
  const engine: SearchEngine = {
    search: async (query) => {
      queries.push(query);
      return { results: results.map((result) => ({ data: async () => result })) };
    },
  };
  return { engine, queries, load: vi.fn(async () => engine) };
}

const field = () => screen.getByRole("searchbox", { name: "Search sessions, speakers and pages" });
const status = () => screen.getByRole("status");
const resultList = () => screen.getByRole("list", { name: "Search results", hidden: true });

beforeEach(() => {
  document.body.innerHTML = pageHtml;
  window.history.replaceState(null, "", "/search");
});
afterEach(() => vi.useRealTimers());

describe("the search page's script", () => {
  it("loads nothing of the index until the visitor searches", async () => {
    const { load } = fakeEngine([session]);
    startSearch(document, window, load);
    expect(document.querySelector("form")).toHaveAttribute(searchReadyAttribute);
    await userEvent.click(field());
    expect(load).not.toHaveBeenCalled();
    await userEvent.type(field(), "acme{Enter}");
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it("lists each result as a link with what it is, a session's when and where, and its excerpt", async () => {
    const { load } = fakeEngine([session, speaker]);
    startSearch(document, window, load);
    await userEvent.type(field(), "acme{Enter}");
    await waitFor(() => expect(status()).toHaveTextContent("2 results for “acme”."));
    const items = within(resultList()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("link", { name: session.meta.title })).toHaveAttribute(
      "href",
      session.url,
    );
    expect(items[0]).toHaveTextContent("Session Tuesday, 28 October 2025, 10:00–10:40 · Main Hall");
    expect(items[1]).toHaveTextContent("Speaker CTO, Acme");
    // The words found are marked; the page's text stays text.
    expect(items[0]!.querySelector("mark")).toHaveTextContent("Acme");
    expect(items[0]!.querySelector("b")).toBeNull();
    expect(items[0]).toHaveTextContent("Robots at Acme <b>labs</b>");
    expect(window.location.search).toBe("?q=acme");
  });

  it("searches once the visitor stops typing, the last query winning", async () => {
    const { load, queries } = fakeEngine([speaker]);
    startSearch(document, window, load);
    await userEvent.type(field(), "ada");
    await waitFor(() => expect(status()).toHaveTextContent("1 result for “ada”."));
    expect(queries).toEqual(["ada"]);
  });

  it("runs the query in the address, so a search can be shared", async () => {
    window.history.replaceState(null, "", "/search?q=Main+Hall");
    const { load, queries } = fakeEngine([session]);
    startSearch(document, window, load);
    expect(field()).toHaveValue("Main Hall");
    await waitFor(() => expect(status()).toHaveTextContent("1 result for “Main Hall”."));
    expect(queries).toEqual(["Main Hall"]);
  });

  it("says when nothing is found, and clears the results for an empty field", async () => {
    const { load } = fakeEngine([]);
    startSearch(document, window, load);
    await userEvent.type(field(), "<script>alert(1)</script>{Enter}");
    await waitFor(() =>
      expect(status()).toHaveTextContent("No results for “<script>alert(1)</script>”."),
    );
    expect(document.querySelector("script")).toBeNull();
    await userEvent.clear(field());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(status()).toBeEmptyDOMElement());
    expect(document.querySelector("ol")).not.toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe("");
  });

  it("searches only the first characters of a very long query, and says so", async () => {
    const long = "a".repeat(maxQueryLength + 50);
    window.history.replaceState(null, "", `/search?q=${long}`);
    const { load, queries } = fakeEngine([]);
    startSearch(document, window, load);
    await waitFor(() =>
      expect(status()).toHaveTextContent(`its first ${maxQueryLength} characters`),
    );
    expect(queries).toEqual(["a".repeat(maxQueryLength)]);
  });

  it("says that search could not load, and tries again on the next search", async () => {
    const { engine } = fakeEngine([speaker]);
    const load = vi
      .fn<() => Promise<SearchEngine>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValue(engine);
    startSearch(document, window, load);
    await userEvent.type(field(), "ada{Enter}");
    await waitFor(() => expect(status()).toHaveTextContent("Search could not load"));
    await userEvent.type(field(), "{Enter}");
    await waitFor(() => expect(status()).toHaveTextContent("1 result for “ada”."));
  });

  it("shows ten results at a time; Show more results adds the next and focuses the first new one", async () => {
    const many = Array.from({ length: resultsPerPage + 3 }, (_, index) => ({
      ...speaker,
      url: `/speakers/${index + 1}`,
      meta: { ...speaker.meta, title: `Speaker ${index + 1}` },
    }));
    const { load } = fakeEngine(many);
    startSearch(document, window, load);
    await userEvent.type(field(), "acme{Enter}");
    await waitFor(() => expect(status()).toHaveTextContent(`${many.length} results`));
    expect(within(resultList()).getAllByRole("listitem")).toHaveLength(resultsPerPage);
    await userEvent.click(screen.getByRole("button", { name: "Show more results" }));
    await waitFor(() =>
      expect(within(resultList()).getAllByRole("listitem")).toHaveLength(many.length),
    );
    expect(screen.getByRole("link", { name: `Speaker ${resultsPerPage + 1}` })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Show more results" })).toBeNull();
  });
});
