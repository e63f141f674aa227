// The search page's script (/search, docs/decisions/043-site-search.md): plain TypeScript on the
// page's static form. Nothing of the index loads until the visitor searches: the first search
// imports Pagefind's script, which then fetches only the parts of the index its words need.
import { searchScriptPath } from "#site/shared/lib/search-index.ts";

/** What a result's page told the index (site/features/search/search-facts.tsx). */
export interface SearchResultData {
  url: string;
  /** Plain text with the words found in <mark>, as Pagefind writes it. */
  excerpt: string;
  meta: Partial<Record<"title" | "kind" | "when" | "where" | "about", string>>;
}

/** The part of Pagefind's browser API the page uses. */
export interface SearchEngine {
  search(query: string): Promise<{ results: { data(): Promise<SearchResultData> }[] } | null>;
}

/** The search field's name, and the address's query parameter: /search?q=robotics. */
export const queryParameter = "q";

/** Longer text is cut (the field allows no more): a search is a few words. */
export const maxQueryLength = 200;

/** Results shown at once, and added by "Show more results". */
export const resultsPerPage = 10;

/** Typing pauses this long before the search runs, so a word is searched once, not per letter. */
const typingPauseMs = 250;

/** Set on the form once the script runs (the tests wait for it). */
export const searchReadyAttribute = "data-search-ready";

/** Pagefind, from the built site's /pagefind/, on the main thread (no worker: decision 043). */
export async function loadPagefind(): Promise<SearchEngine> {
  const pagefind = (await import(/* @vite-ignore */ searchScriptPath)) as SearchEngine & {
    options(options: Record<string, unknown>): Promise<void>;
  };
  await pagefind.options({ noWorker: true, excerptLength: 24 });
  return pagefind;
}

interface SearchParts {
  form: HTMLFormElement;
  field: HTMLInputElement;
  status: HTMLElement;
  list: HTMLOListElement;
  more: HTMLButtonElement;
}

function findParts(document: Document): SearchParts | undefined {
  const form = document.querySelector<HTMLFormElement>("form[data-search-form]");
  const field = form?.elements.namedItem(queryParameter);
  const status = document.querySelector<HTMLElement>("[data-search-status]");
  const list = document.querySelector<HTMLOListElement>("ol[data-search-results]");
  const more = document.querySelector<HTMLButtonElement>("button[data-search-more]");
  if (!form || !(field instanceof HTMLInputElement) || !status || !list || !more) return undefined;
  return { form, field, status, list, more };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/**
 * The excerpt as DOM: its text, and its <mark>s as marks. Anything else Pagefind's HTML held is
 * kept as text only, so a page's words can never become markup here.
 */
function excerptNodes(document: Document, html: string): Node[] {
  const template = document.createElement("template");
  template.innerHTML = html;
  return [...template.content.childNodes].map((node) => {
    if (node.nodeName !== "MARK") return document.createTextNode(node.textContent ?? "");
    const mark = document.createElement("mark");
    mark.textContent = node.textContent;
    return mark;
  });
}

/** One result: its title as a link, what it is (and a session's when and where), its excerpt. */
function resultItem(document: Document, { url, excerpt, meta }: SearchResultData): HTMLLIElement {
  const item = document.createElement("li");
  item.className = "search-result";
  const heading = document.createElement("h2");
  heading.className = "search-result__title";
  const link = document.createElement("a");
  link.href = url;
  link.textContent = meta.title || url;
  heading.append(link);
  const facts = document.createElement("p");
  facts.className = "search-result__facts";
  const kind = document.createElement("span");
  kind.className = "search-result__kind";
  kind.textContent = meta.kind ?? "Page";
  const details = [meta.when, meta.where, meta.about].filter(Boolean).join(" · ");
  facts.append(kind, " ", details);
  const text = document.createElement("p");
  text.className = "search-result__excerpt";
  text.append(...excerptNodes(document, excerpt));
  item.append(heading, facts, text);
  return item;
}

/** The query as searched: trimmed, at most `maxQueryLength` characters. */
export function cleanQuery(text: string): string {
  return text.trim().slice(0, maxQueryLength).trim();
}

/**
 * Runs the search page in `document`, if it is one: searches as the visitor types (or submits),
 * shows the results with their count in a live region, and keeps the query in the address.
 */
export function startSearch(
  document: Document,
  window: Window,
  loadEngine: () => Promise<SearchEngine> = loadPagefind,
): void {
  const parts = findParts(document);
  if (!parts) return;
  const { form, field, status, list, more } = parts;
  let engine: Promise<SearchEngine> | undefined;
  let latest = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  let rest: { data(): Promise<SearchResultData> }[] = [];

  const clear = () => {
    list.replaceChildren();
    list.hidden = true;
    more.hidden = true;
    rest = [];
  };

  const keepInAddress = (query: string) => {
    const url = new URL(window.location.href);
    if (query) url.searchParams.set(queryParameter, query);
    else url.searchParams.delete(queryParameter);
    window.history.replaceState(window.history.state, "", url);
  };

  /** Shows the next results; false when a newer search has started meanwhile. */
  const showMore = async (search: number): Promise<boolean> => {
    const next = rest.slice(0, resultsPerPage);
    const data = await Promise.all(next.map((result) => result.data()));
    if (search !== latest) return false;
    rest = rest.slice(next.length);
    list.append(...data.map((result) => resultItem(document, result)));
    list.hidden = false;
    more.hidden = rest.length === 0;
    return true;
  };

  const run = async (text: string) => {
    const search = ++latest;
    const query = cleanQuery(text);
    keepInAddress(query);
    if (!query) {
      clear();
      status.textContent = "";
      return;
    }
    try {
      engine ??= loadEngine();
      const response = await (await engine).search(query);
      if (search !== latest) return;
      clear();
      rest = response?.results ?? [];
      const total = rest.length;
      if (!(await showMore(search))) return;
      const cut =
        text.trim().length > maxQueryLength ? ` (its first ${maxQueryLength} characters)` : "";
      status.textContent =
        total === 0
          ? `No results for “${query}”${cut}. Try another word, or browse the schedule and the speakers.`
          : `${plural(total, "result")} for “${query}”${cut}.`;
    } catch {
      if (search !== latest) return;
      // Offline, or the index changed under the page (a deploy): the next search tries again.
      engine = undefined;
      clear();
      status.textContent =
        "Search could not load: check your connection and try again. The schedule and the speakers pages work offline.";
    }
  };

  field.addEventListener("input", () => {
    clearTimeout(pending);
    pending = setTimeout(() => void run(field.value), typingPauseMs);
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    clearTimeout(pending);
    void run(field.value);
  });
  more.addEventListener("click", () => {
    const firstNew = list.children.length;
    void showMore(latest).then((shown) => {
      // The keyboard goes on from the first result it had not seen.
      if (shown) list.children[firstNew]?.querySelector("a")?.focus();
    });
  });

  const shared = new URL(window.location.href).searchParams.get(queryParameter);
  if (shared) {
    field.value = shared.slice(0, maxQueryLength);
    void run(shared);
  }
  form.setAttribute(searchReadyAttribute, "");
}
