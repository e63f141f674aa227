import { screen } from "@testing-library/dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { showNotFoundVariant } from "./not-found.ts";

const genericTitle = "Page Not Found | Quillmere Summit";

/** 404.html as site/routes/not-found.tsx renders it inside the layout's <main>. */
beforeEach(() => {
  document.title = genericTitle;
  document.body.innerHTML = `
    <header><a href="/">Quillmere Summit</a></header>
    <main id="main-content" tabindex="-1">
      <section aria-labelledby="not-found-title">
        <h1 id="not-found-title">Page Not Found</h1>
        <p><a href="/">Back to the home page</a></p>
      </section>
      <template
        data-not-found-under="/speakers/"
        data-title="Speaker Not Found | Quillmere Summit"
        data-log="Speaker not found for id"
      >
        <section aria-labelledby="speaker-not-found">
          <h1 id="speaker-not-found">Speaker Not Found</h1>
          <p>We couldn't find information for this speaker.</p>
          <p><a href="/speakers" class="button button--primary">Back to All Speakers</a></p>
        </section>
      </template>
      <template data-not-found-under="/community/" data-not-found-redirect="/community"></template>
    </main>
    <footer><p>Footer</p></footer>
  `;
});

const main = () => screen.getByRole("main");

/** The browser's location at a path, with a replace() to watch. */
const at = (pathname: string) => ({ pathname, replace: vi.fn() });

function expectGenericPage() {
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page Not Found");
  expect(screen.queryByText("Speaker Not Found")).not.toBeInTheDocument();
  expect(document.querySelector("main template")).toBeInTheDocument();
  expect(document.title).toBe(genericTitle);
}

describe("showNotFoundVariant", () => {
  it("shows the speaker variant under /speakers/, titles the page and logs the id", () => {
    const log = vi.fn();
    showNotFoundVariant(document, at("/speakers/ada-lovelock"), log);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Speaker Not Found");
    expect(screen.getByRole("link", { name: "Back to All Speakers" })).toHaveAttribute(
      "href",
      "/speakers",
    );
    expect(screen.queryByText("Page Not Found")).not.toBeInTheDocument();
    expect(document.title).toBe("Speaker Not Found | Quillmere Summit");
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Speaker not found for id "ada-lovelock"');
  });

  it("replaces only the children of <main>", () => {
    showNotFoundVariant(document, at("/speakers/ada-lovelock"), vi.fn());
    expect(main().children).toHaveLength(1);
    expect(main().firstElementChild).toHaveAccessibleName("Speaker Not Found");
    expect(main()).toHaveAttribute("id", "main-content");
    expect(screen.getByRole("banner")).toHaveTextContent("Quillmere Summit");
    expect(screen.getByRole("contentinfo")).toHaveTextContent("Footer");
  });

  it("logs the decoded id, without a trailing slash", () => {
    const log = vi.fn();
    showNotFoundVariant(document, at("/speakers/J%C3%BCrgen%20%22JJ%22/"), log);
    expect(log).toHaveBeenCalledWith('Speaker not found for id "Jürgen \\"JJ\\""');
  });

  it("logs an empty id for /speakers/ itself", () => {
    const log = vi.fn();
    showNotFoundVariant(document, at("/speakers/"), log);
    expect(log).toHaveBeenCalledWith('Speaker not found for id ""');
  });

  it("copes with an address that does not decode (Latin-1, not UTF-8), logging it as it is", () => {
    const log = vi.fn();
    // decodeURIComponent throws on it; the browser and the server keep such a path as it is.
    expect(() => showNotFoundVariant(document, at("/speakers/caf%E9"), log)).not.toThrow();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Speaker Not Found");
    expect(document.title).toBe("Speaker Not Found | Quillmere Summit");
    expect(log).toHaveBeenCalledWith('Speaker not found for id "caf%E9"');
  });

  it.each(["/sponsors/gold", "/speaker/ada", "/speakers", "/about/speakers/ada", "/"])(
    "leaves the generic page for %s",
    (pathname) => {
      const log = vi.fn();
      showNotFoundVariant(document, at(pathname), log);
      expectGenericPage();
      expect(log).not.toHaveBeenCalled();
    },
  );

  it("neither titles nor logs for a template without data-title and data-log", () => {
    document.querySelector("template")!.removeAttribute("data-title");
    document.querySelector("template")!.removeAttribute("data-log");
    const log = vi.fn();
    showNotFoundVariant(document, at("/speakers/ada-lovelock"), log);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Speaker Not Found");
    expect(document.title).toBe(genericTitle);
    expect(log).not.toHaveBeenCalled();
  });

  it("logs to the console by default", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    showNotFoundVariant(document, at("/speakers/ada-lovelock"));
    expect(error).toHaveBeenCalledWith('Speaker not found for id "ada-lovelock"');
  });

  it("sends an unknown article on to the journal, replacing the history entry", () => {
    const log = vi.fn();
    const location = at("/community/no-such-article");
    showNotFoundVariant(document, location, log);
    expect(location.replace).toHaveBeenCalledWith("/community");
    expect(log).not.toHaveBeenCalled();
  });

  it("does not redirect an address outside the redirecting prefix", () => {
    const location = at("/speakers/ada-lovelock");
    showNotFoundVariant(document, location, vi.fn());
    expect(location.replace).not.toHaveBeenCalled();
  });
});
