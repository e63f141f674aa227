import { describe, expect, it, vi } from "vitest";
import { loadIslands } from "./load-islands.ts";

function pageWith(html: string): Document {
  const page = document.implementation.createHTMLDocument("test");
  page.body.innerHTML = html;
  return page;
}

describe("loadIslands", () => {
  it("imports the entry of every island on the page", () => {
    const load = vi.fn(() => Promise.resolve());
    loadIslands(
      pageWith(
        '<div data-island="schedule" data-island-src="/assets/island-schedule-a1.js"></div>' +
          '<div data-island="poll" data-island-src="/assets/island-poll-b2.js"></div>',
      ),
      load,
    );
    expect(load.mock.calls).toEqual([
      ["/assets/island-schedule-a1.js"],
      ["/assets/island-poll-b2.js"],
    ]);
  });

  it("imports nothing on a page without islands", () => {
    const load = vi.fn(() => Promise.resolve());
    loadIslands(pageWith("<main><h1>Venue</h1></main>"), load);
    expect(load).not.toHaveBeenCalled();
  });

  it("says which island could not load, and throws nothing", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new TypeError("Failed to fetch dynamically imported module");
    loadIslands(
      pageWith('<div data-island="schedule" data-island-src="/assets/gone.js"></div>'),
      () => Promise.reject(failure),
    );
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'The interactive part of this page ("schedule") could not load:',
        failure,
      ),
    );
  });
});
