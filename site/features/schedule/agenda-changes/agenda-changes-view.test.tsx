import { fireEvent, screen, within } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { agendaStorageKey } from "../agenda-store.ts";
import {
  openProgramme,
  sampleSchedule as schedule,
} from "../programme/programme-page.test-support.tsx";
import { scheduleFilePaths } from "../schedule-file-paths.ts";
import { agendaChangesAttribute, markSessionPage, rememberRelease } from "./agenda-changes-view.ts";
import { seenReleaseKey, shownChangesKey } from "./seen-release.ts";

// "Changed since your last visit" on the static HTML of the programme's pages, as the build
// renders them, with the releases file answered by a stub.

const [moved, cancelled, unchanged] = schedule.events.filter(
  (event) => event.day === 0 && event.kind !== "registration",
);
const otherDay = schedule.events.find((event) => event.day === 2)!;
const movedSummary = `Moved from Tuesday 14:00, Room A to Tuesday ${moved!.start}, ${moved!.location}`;

const releases = {
  releases: [
    {
      number: 2,
      time: "2025-10-20T09:00:00+01:00",
      changes: [
        { session: moved!.id, kind: "moved", summary: movedSummary },
        { session: cancelled!.id, kind: "cancelled", summary: "Cancelled" },
        { session: otherDay.id, kind: "retitled", summary: "Retitled from “Old” to “New”" },
        { session: "gone", kind: "removed", summary: "Removed from the programme", title: "Gone" },
      ],
    },
    { number: 1, time: "2025-10-01T09:00:00+01:00", changes: [] },
  ],
};

let fetched: string[] = [];
/** The releases file as the host answers it: this body, or a 404 for undefined. */
function serve(body: unknown) {
  fetched = [];
  vi.spyOn(window, "fetch").mockImplementation(async (input) => {
    fetched.push(String(input));
    return body === undefined
      ? new Response("Not found", { status: 404 })
      : new Response(typeof body === "string" ? body : JSON.stringify(body));
  });
}

const star = (...ids: string[]) =>
  localStorage.setItem(agendaStorageKey, JSON.stringify({ version: 1, sessions: ids }));

let stop = () => {};
function open(address: string, pageDay?: number, layout?: "list" | "grid") {
  document.documentElement.removeAttribute(agendaChangesAttribute);
  stop = openProgramme(address, pageDay, layout).stop;
}

const notice = () => document.querySelector<HTMLElement>("section.agenda-changes");
/** The notice, once the releases have been read. */
const shownNotice = () =>
  vi.waitFor(() => {
    const shown = notice();
    if (!shown) throw new Error("no notice yet");
    return shown;
  });
/** Once the page's part has read the releases and drawn what it draws. */
const finished = (expected: "marked" | "none") =>
  vi.waitFor(() =>
    expect(document.documentElement.getAttribute(agendaChangesAttribute)).toBe(expected),
  );
const markOf = (id: string, root: ParentNode = document) =>
  root.querySelector(`[id="${id}"] .agenda-change`);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // jsdom has no fetch of its own: one to spy on.
  window.fetch ??= () => Promise.reject(new TypeError("no network"));
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  stop();
  document.documentElement.removeAttribute("data-programme-script");
  document.documentElement.removeAttribute(agendaChangesAttribute);
});

describe("a programme page, for a visitor back after a new release", () => {
  it("shows one notice and marks each changed card; the release is then seen", async () => {
    serve(releases);
    star(moved!.id, cancelled!.id, unchanged!.id, otherDay.id, "gone");
    localStorage.setItem(seenReleaseKey, "1");
    open("/schedule");

    const region = await shownNotice();
    expect(screen.getByRole("region", { name: "4 sessions in your agenda changed" })).toBe(region);
    // Under the page's header, before the overview and the programme.
    expect(region.previousElementSibling).toHaveClass("page-header");
    expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent(
      "4 sessions in your agenda changed",
    );
    expect(fetched).toEqual([scheduleFilePaths.releasesJson]);
    const items = within(region).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      `${moved!.title}: ${movedSummary} (Europe/London time)`,
      `${cancelled!.title}: Cancelled`,
      `${otherDay.title}: Retitled from “Old” to “New”`,
      "Gone: Removed from the programme",
    ]);
    expect(within(items[0]!).getByRole("link")).toHaveAttribute("href", `/sessions/${moved!.id}`);
    // A removed session has no page left to link to.
    expect(within(items[3]!).queryByRole("link")).toBeNull();

    expect(markOf(moved!.id)).toHaveTextContent(`Changed: ${movedSummary}`);
    expect(markOf(cancelled!.id)).toHaveTextContent("Changed: Cancelled");
    expect(markOf(unchanged!.id)).toBeNull();
    expect(localStorage.getItem(seenReleaseKey)).toBe("2");
    expect(JSON.parse(sessionStorage.getItem(shownChangesKey)!)).toEqual({
      from: 1,
      to: 2,
      dismissed: false,
    });

    // The agenda's copies of the cards carry the mark too; a cancelled session stays there.
    fireEvent.click(screen.getByRole("button", { name: /^My agenda/ }));
    const agenda = screen.getByRole("region", { name: "My agenda" });
    await vi.waitFor(() => expect(agenda.querySelectorAll("article")).toHaveLength(4));
    expect(markOf(`agenda-${moved!.id}`, agenda)).toHaveTextContent(movedSummary);
    expect(markOf(`agenda-${cancelled!.id}`, agenda)).toHaveTextContent("Cancelled");
  });

  it("shows them again on a reload in the same visit, and a dismissed notice stays dismissed", async () => {
    serve(releases);
    star(moved!.id);
    localStorage.setItem(seenReleaseKey, "1");
    open("/schedule");
    const region = await shownNotice();
    expect(region).toHaveTextContent("1 session in your agenda changed");
    fireEvent.click(within(region).getByRole("button", { name: "Dismiss" }));
    expect(notice()).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Schedule" })).toHaveFocus();
    stop();

    // A reload (the grid, the day's page) in the same visit: the marks, no notice.
    open("/schedule/tuesday/grid", 0, "grid");
    await vi.waitFor(() => expect(markOf(moved!.id)).toHaveTextContent(movedSummary));
    expect(document.querySelector(`td[id="${moved!.id}"] .agenda-change`)).not.toBeNull();
    expect(notice()).toBeNull();
    stop();

    // The next visit (a new tab's storage): nothing changed since.
    sessionStorage.clear();
    fetched = [];
    open("/schedule");
    await finished("none");
    expect(fetched).toHaveLength(1);
    expect(notice()).toBeNull();
    expect(markOf(moved!.id)).toBeNull();
  });

  it("on a first visit with stars records the newest release and shows nothing", async () => {
    serve(releases);
    star(moved!.id);
    open("/schedule");
    await finished("none");
    expect(localStorage.getItem(seenReleaseKey)).toBe("2");
    expect(notice()).toBeNull();
    expect(markOf(moved!.id)).toBeNull();
  });

  it("fetches nothing for a visitor without a star", async () => {
    serve(releases);
    open("/schedule");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetched).toEqual([]);
    expect(localStorage.getItem(seenReleaseKey)).toBeNull();
  });

  it("shows nothing, silently, without a releases file or with a broken one", async () => {
    for (const body of [undefined, "{oops", { releases: [{ number: "two" }] }]) {
      serve(body);
      star(moved!.id);
      localStorage.setItem(seenReleaseKey, "1");
      open("/schedule");
      await finished("none");
      expect(fetched).toHaveLength(1);
      expect(notice()).toBeNull();
      expect(localStorage.getItem(seenReleaseKey)).toBe("1");
      stop();
    }
  });
});

describe("a session's page", () => {
  const sessionPage = () => {
    document.body.innerHTML = `<article class="session-details"><h1 id="session-title">${moved!.title}</h1><dl class="facts"></dl></article>`;
  };

  it("shows what changed under its title, without recording the release as seen", async () => {
    serve(releases);
    star(moved!.id);
    localStorage.setItem(seenReleaseKey, "1");
    sessionPage();
    await markSessionPage(document, window, moved!.id);
    expect(document.querySelector("h1 + .agenda-change")).toHaveTextContent(
      `Changed since your last visit: ${movedSummary}`,
    );
    // The programme's notice, which lists every change, is still to come.
    expect(localStorage.getItem(seenReleaseKey)).toBe("1");
  });

  it("shows nothing for a session that did not change", async () => {
    serve(releases);
    localStorage.setItem(seenReleaseKey, "1");
    sessionPage();
    await markSessionPage(document, window, unchanged!.id);
    expect(document.querySelector(".agenda-change")).toBeNull();
  });
});

describe("a first star", () => {
  it("records the newest release as seen, once", async () => {
    serve(releases);
    await rememberRelease(window);
    expect(localStorage.getItem(seenReleaseKey)).toBe("2");
    await rememberRelease(window);
    expect(fetched).toHaveLength(1);
  });
});
