import { screen } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { seenReleaseKey } from "#site/features/schedule/agenda-changes/seen-release.ts";
import { agendaStorageKey } from "#site/features/schedule/agenda-store.ts";
import { keepPagesOffline } from "#site/shared/lib/offline-pages.ts";
import { enhanceAgendaStars, keepStarredSessionsOffline } from "./agenda-star.ts";

vi.mock(import("#site/shared/lib/offline-pages.ts"), async (original) => ({
  ...(await original()),
  keepPagesOffline: vi.fn(async () => {}),
}));

/** A session page's actions as session-details.tsx renders them. */
function sessionPage() {
  document.body.innerHTML = `
    <button type="button" data-agenda-star="tue-keynote" aria-pressed="false" hidden>★ Add to my agenda</button>
    <p role="status" data-agenda-status></p>`;
  enhanceAgendaStars(document);
}

const stored = () => JSON.parse(localStorage.getItem(agendaStorageKey) ?? "null");

// The part for "changed since your last visit" loaded once before any test: loaded on demand, its
// first download (slow on a busy machine) let a star clicked in one test fetch in a later one.
beforeAll(() => import("#site/features/schedule/agenda-changes/agenda-changes-view.ts"));

beforeEach(() => {
  vi.restoreAllMocks();
  vi.mocked(keepPagesOffline).mockClear();
  localStorage.clear();
});

describe("a session page's agenda star", () => {
  it("shows the button, stars the session in the schedule's agenda and keeps the other stars", async () => {
    localStorage.setItem(agendaStorageKey, JSON.stringify({ version: 1, sessions: ["wed-panel"] }));
    sessionPage();
    const star = screen.getByRole("button", { name: "★ Add to my agenda" });
    expect(star).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(star);
    expect(star).toHaveAttribute("aria-pressed", "true");
    expect(star).toHaveAccessibleName("★ In my agenda");
    expect(screen.getByRole("status")).toHaveTextContent("Added to your agenda.");
    expect(stored()).toEqual({ version: 1, sessions: ["wed-panel", "tue-keynote"] });
    await userEvent.click(star);
    expect(stored()).toEqual({ version: 1, sessions: ["wed-panel"] });
    expect(screen.getByRole("status")).toHaveTextContent("Removed from your agenda.");
  });

  it("shows a session already in the agenda as starred", () => {
    localStorage.setItem(
      agendaStorageKey,
      JSON.stringify({ version: 1, sessions: ["tue-keynote"] }),
    );
    sessionPage();
    expect(screen.getByRole("button", { name: "★ In my agenda" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("still works for this page, and says so, when storage is blocked", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    sessionPage();
    await userEvent.click(screen.getByRole("button", { name: "★ Add to my agenda" }));
    expect(screen.getByRole("button", { name: "★ In my agenda" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(
      "the star lasts only while this page is open",
    );
  });

  it("has the offline worker keep the session's page when it is starred, not when unstarred", async () => {
    sessionPage();
    const star = screen.getByRole("button", { name: "★ Add to my agenda" });
    await userEvent.click(star);
    expect(keepPagesOffline).toHaveBeenCalledExactlyOnceWith(["/sessions/tue-keynote"]);
    await userEvent.click(star);
    expect(keepPagesOffline).toHaveBeenCalledTimes(1);
  });
});

describe("what changed since the last visit, on a session's page", () => {
  const releases = {
    releases: [
      {
        number: 2,
        changes: [{ session: "tue-keynote", kind: "moved", summary: "Moved from 14:00 to 15:30" }],
      },
      { number: 1, changes: [] },
    ],
  };
  const serve = () => {
    window.fetch ??= () => Promise.reject(new TypeError("no network"));
    return vi
      .spyOn(window, "fetch")
      .mockImplementation(async () => new Response(JSON.stringify(releases)));
  };

  it("a first star records the newest release as the one seen", async () => {
    const fetch = serve();
    sessionPage();
    await userEvent.click(screen.getByRole("button", { name: "★ Add to my agenda" }));
    await vi.waitFor(() => expect(localStorage.getItem(seenReleaseKey)).toBe("2"));
    expect(fetch).toHaveBeenCalledExactlyOnceWith("/schedule/releases.json");
  });

  it("a starred session's page shows what changed since the release seen", async () => {
    serve();
    localStorage.setItem(seenReleaseKey, "1");
    localStorage.setItem(
      agendaStorageKey,
      JSON.stringify({ version: 1, sessions: ["tue-keynote"] }),
    );
    sessionPage();
    document.body.insertAdjacentHTML("afterbegin", `<h1 id="session-title">Keynote</h1>`);
    await vi.waitFor(() =>
      expect(document.querySelector("h1 + .agenda-change")).toHaveTextContent(
        "Changed since your last visit: Moved from 14:00 to 15:30",
      ),
    );
  });

  it("fetches nothing for a session not starred", async () => {
    const fetch = serve();
    localStorage.setItem(seenReleaseKey, "1");
    sessionPage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("the sessions in the agenda, offline", () => {
  it("asks the offline worker for the page of every starred session, of any day", async () => {
    localStorage.setItem(
      agendaStorageKey,
      JSON.stringify({ version: 1, sessions: ["wed-panel", "tue-keynote"] }),
    );
    await keepStarredSessionsOffline();
    expect(keepPagesOffline).toHaveBeenCalledExactlyOnceWith([
      "/sessions/wed-panel",
      "/sessions/tue-keynote",
    ]);
  });

  it("asks for nothing when storage is blocked", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    await keepStarredSessionsOffline();
    expect(keepPagesOffline).toHaveBeenCalledWith([]);
  });
});
