import { fireEvent, screen, within } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { agendaStorageKey } from "../agenda-store.ts";
import { ProgrammePage } from "../programme-page.tsx";
import { atOnce } from "#site/shared/lib/next-task.ts";
import { startProgramme } from "./programme-controls.ts";
import {
  openProgramme,
  programmeMarkup,
  sampleSchedule as schedule,
  sessionsOfDay as ofDay,
} from "./programme-page.test-support.tsx";

// The programme's controls on the static HTML of /schedule and of a day's page, as the build
// renders it (programme-page.tsx), in a DOM: what the page's script does to the markup.

let stop = () => {};

/** Loads a programme page at `address` and starts its controls. */
function open(address: string, pageDay?: number, layout?: "list" | "grid") {
  stop = openProgramme(address, pageDay, layout).stop;
}

const visiblePanel = () => document.querySelector<HTMLElement>(".day-panel:not([hidden])")!;
const cardsIn = (root: ParentNode) => root.querySelectorAll("article.event-card");
/** A session's star, in its card (two coffee breaks share a title). */
const star = (event: { id: string; title: string }, root: ParentNode = document) =>
  within(
    root.querySelector<HTMLElement>(`[id="${event.id}"], [id="agenda-${event.id}"]`)!,
  ).getByRole("button", { name: `Add “${event.title}” to my agenda` });

/** Lets the agenda's rendering, which waits for its cards, finish. */
async function settle() {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve();
}
const filterBar = () => screen.getByRole("search", { name: "Search and filter the programme" });

beforeEach(() => {
  localStorage.clear();
  // Before the summit: no day is today.
  vi.useFakeTimers({
    now: new Date("2025-10-01T09:00:00Z"),
    toFake: ["setInterval", "setTimeout", "Date"],
  });
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  stop();
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute("data-programme-script");
});

describe("/schedule's day tabs", () => {
  it("open on the address's day, and a tab shows its day and keeps it in the address", () => {
    open("/schedule?day=thursday");
    expect(visiblePanel().querySelector(".day-title")).toHaveTextContent(/^Thursday/);
    const tabs = within(screen.getAllByRole("tablist")[1]!).getAllByRole("tab");
    fireEvent.click(tabs[1]!);
    expect(visiblePanel().querySelector(".day-title")).toHaveTextContent(/^Wednesday/);
    expect(window.location.search).toBe("?day=wednesday");
    // Both tab lists show the day chosen.
    for (const list of screen.getAllByRole("tablist")) {
      expect(within(list).getByRole("tab", { selected: true })).toHaveTextContent(/Wednesday/);
    }
    // The grid link goes to the day shown.
    expect(screen.getByRole("link", { name: "Room × time grid" })).toHaveAttribute(
      "href",
      "/schedule/wednesday/grid",
    );
  });

  it("move with the arrow keys, and a track card opens its day", () => {
    open("/schedule");
    const tab = within(screen.getAllByRole("tablist")[0]!).getByRole("tab", { selected: true });
    tab.focus();
    fireEvent.keyDown(tab, { key: "ArrowLeft" });
    expect(visiblePanel().querySelector(".day-title")).toHaveTextContent(/^Thursday/);
    expect(document.activeElement).toHaveTextContent(/Thursday/);
    const track = schedule.tracks.find((candidate) => candidate.day === 1)!;
    fireEvent.click(screen.getByRole("button", { name: new RegExp(track.name) }));
    expect(visiblePanel().querySelector(".day-title")).toHaveTextContent(/^Wednesday/);
  });
});

describe("search and filters", () => {
  it("take the non-matching cards out, count the matches and keep the filters in the address", () => {
    open("/schedule?day=thursday");
    const speaker = ofDay(2).find((event) => event.speakers.length > 0)!.speakers[0]!.name;
    const matching = schedule.events.filter((event) =>
      [event.chair?.name, ...event.speakers.map((s) => s.name)].includes(speaker),
    );
    fireEvent.input(within(filterBar()).getByLabelText(/Search titles/), {
      target: { value: speaker.toUpperCase() },
    });
    expect(new URLSearchParams(window.location.search).get("q")).toBe(speaker.toUpperCase());
    expect(cardsIn(visiblePanel())).toHaveLength(matching.filter((e) => e.day === 2).length);
    const status = within(filterBar()).getByRole("status");
    expect(status).toHaveTextContent(
      `${matching.length} ${matching.length === 1 ? "session matches" : "sessions match"}:`,
    );
    expect(
      within(status)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(
      [0, 1, 2].map(
        (day) => `${schedule.days[day]!.name} ${matching.filter((e) => e.day === day).length}`,
      ),
    );
    // Links to the other pages of the programme keep the search.
    expect(screen.getByRole("link", { name: "List" }).getAttribute("href")).toMatch(
      /^\/schedule\?q=/,
    );

    fireEvent.click(within(filterBar()).getByRole("button", { name: "Reset search and filters" }));
    expect(window.location.search).toBe("?day=thursday");
    expect(cardsIn(visiblePanel())).toHaveLength(ofDay(2).length);
    expect(filterBar().querySelector('[role="status"]')).not.toBeVisible();
  });

  it("show a day's empty state when nothing on it matches, and its cards in order again after", () => {
    // Penn Room has Tuesday's breakouts, and none of its keynotes (session type 1).
    open("/schedule?day=tuesday&room=Penn+Room&type=1");
    expect(within(filterBar()).getByLabelText("Room")).toHaveValue("Penn Room");
    const empty = visiblePanel().querySelector("[data-filtered-empty]")!;
    expect(empty).toBeVisible();
    expect(empty).toHaveTextContent("No sessions on Tuesday match your search and filters.");
    expect(visiblePanel().querySelector("ol.event-list")).not.toBeVisible();
    expect(within(filterBar()).getByRole("status")).toHaveTextContent(
      "No sessions match your search and filters.",
    );
    const type = within(filterBar()).getByLabelText("Session type");
    fireEvent.change(type, { target: { value: "" } });
    const inPenn = ofDay(0).filter(
      (event) =>
        event.location === "Penn Room" || event.breakoutRooms.some((b) => b.room === "Penn Room"),
    );
    expect(inPenn.length).toBeGreaterThan(0);
    expect([...cardsIn(visiblePanel())].map((card) => card.id)).toEqual(inPenn.map((e) => e.id));
    expect(empty).not.toBeVisible();
    fireEvent.change(within(filterBar()).getByLabelText("Room"), { target: { value: "" } });
    expect([...cardsIn(visiblePanel())].map((card) => card.id)).toEqual(
      ofDay(0).map((event) => event.id),
    );
  });

  it("keep what was typed before the script ran", () => {
    window.history.replaceState(null, "", "/schedule");
    document.body.innerHTML = renderToStaticMarkup(
      <ProgrammePage schedule={schedule} intro="Intro" />,
    );
    (document.querySelector('input[name="q"]') as HTMLInputElement).value = "keynote";
    stop = startProgramme(document, window, atOnce).stop;
    expect(window.location.search).toBe("?q=keynote");
    expect(within(filterBar()).getByRole("status")).toHaveTextContent(/sessions? match/);
  });

  it("draw a grid page's grid again from the sessions that match", () => {
    open("/schedule/wednesday/grid", 1, "grid");
    const keynote = ofDay(1).find((event) => event.kind === "keynote")!;
    fireEvent.input(within(filterBar()).getByLabelText(/Search titles/), {
      target: { value: keynote.title },
    });
    expect(document.querySelectorAll("td.grid-session")).toHaveLength(1);
    expect(document.querySelectorAll("thead th")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "List" })).toHaveAttribute(
      "href",
      `/schedule/wednesday?q=${encodeURIComponent(keynote.title).replace(/%20/g, "+")}`,
    );
  });
});

describe("stars, clashes and the agenda", () => {
  const tuesday = ofDay(0);
  const [first, second] = (() => {
    for (const a of tuesday) {
      const b = tuesday.find(
        (other) =>
          other !== a &&
          a.start < other.end &&
          other.start < a.end &&
          a.kind !== "registration" &&
          other.kind !== "registration",
      );
      if (b) return [a, b];
    }
    throw new Error("no overlapping sessions");
  })();

  it("star into storage, flag clashes on both cards and count the agenda", () => {
    open("/schedule");
    expect(document.documentElement).toHaveAttribute("data-programme-script", "ready");
    fireEvent.click(star(first!));
    expect(star(first!)).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(localStorage.getItem(agendaStorageKey)!)).toEqual({
      version: 1,
      sessions: [first!.id],
    });
    fireEvent.click(star(second!));
    expect(
      document.getElementById(first!.id)!.querySelector(".event-card__clash"),
    ).toHaveTextContent(`Clash: overlaps “${second!.title}” in your agenda.`);
    expect(
      document.getElementById(second!.id)!.querySelector(".event-card__clash"),
    ).toHaveTextContent(first!.title);
    expect(screen.getByRole("button", { name: "My agenda (2)" })).toBeInTheDocument();
    fireEvent.click(star(second!));
    expect(document.querySelectorAll(".event-card__clash")).toHaveLength(0);
  });

  it("read the stars kept in storage, and list them by day in the agenda", async () => {
    localStorage.setItem(
      agendaStorageKey,
      JSON.stringify({ version: 1, sessions: [first!.id, second!.id, "gone"] }),
    );
    open("/schedule?view=agenda");
    await settle();
    const agenda = screen.getByRole("region", { name: "My agenda" });
    expect(document.querySelector('section[aria-label="Programme by day"]')).not.toBeVisible();
    expect(within(agenda).getByRole("status")).toHaveTextContent("2 sessions, 2 with a clash.");
    expect(
      within(agenda)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Tuesday"]);
    expect(
      within(agenda)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([first!.title, second!.title]);
    // Copies, under ids of their own: the programme's cards keep theirs.
    const copies = within(agenda).getAllByRole("article");
    expect(copies.map((copy) => copy.id)).toEqual([`agenda-${first!.id}`, `agenda-${second!.id}`]);
    expect(copies[0]).toHaveAccessibleName(first!.title);
    expect(agenda.querySelectorAll(".event-card__clash")).toHaveLength(2);
    // Unstarred in the agenda, it leaves the agenda.
    fireEvent.click(star(first!, agenda));
    await settle();
    expect(within(agenda).getAllByRole("article")).toHaveLength(1);
    expect(within(agenda).getByRole("status")).toHaveTextContent("1 session, no clashes.");
    fireEvent.click(screen.getByRole("button", { name: "Full programme" }));
    expect(window.location.search).toBe("");
    expect(agenda).not.toBeVisible();
  });
});

describe("now and next", () => {
  it("opens on today, marks what runs now and next, and jumps to it", () => {
    const running = ofDay(1).find((event) => event.kind === "keynote")!;
    const [hour, minute] = running.start.split(":").map(Number) as [number, number];
    vi.setSystemTime(new Date(Date.UTC(2025, 9, 29, hour, minute + 5)));
    open("/schedule");
    expect(visiblePanel().querySelector(".day-title")).toHaveTextContent(/^Wednesday/);
    const card = document.getElementById(running.id)!;
    expect(card).toHaveClass("event-card--now");
    expect(card.querySelector(".event-card__status")).toHaveTextContent("Happening now");
    expect(document.querySelectorAll(".event-card--next").length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole("button", { name: "Jump to now" }));
    vi.advanceTimersByTime(100);
    expect(document.activeElement).toBe(card);
    // The clock moves on: once the keynote is over, its mark goes.
    vi.setSystemTime(new Date(Date.UTC(2025, 9, 29, 23, 0)));
    vi.advanceTimersByTime(30_000);
    expect(card).not.toHaveClass("event-card--now");
    expect(screen.queryByRole("button", { name: "Jump to now" })).toBeNull();
  });
});

describe("the start-up", () => {
  /** Starts /schedule's controls with each later turn queued, to be run by the test. */
  function startQueued() {
    const turns: (() => void)[] = [];
    window.history.replaceState(null, "", "/schedule?q=keynote");
    document.body.innerHTML = programmeMarkup();
    const run = startProgramme(document, window, (turn) => turns.push(turn));
    stop = run.stop;
    return { run, turns };
  }
  const ready = () => document.documentElement.getAttribute("data-programme-script");

  it("runs in three turns: the day first, then the agenda and the filters, then the view", async () => {
    const { run, turns } = startQueued();
    let started = false;
    void run.started.then(() => (started = true));
    expect(visiblePanel().querySelector(".day-title")).toHaveTextContent(/^Tuesday/);
    expect(document.querySelector(".my-agenda")).toBeNull();
    expect(turns).toHaveLength(1);

    turns.shift()!();
    expect(document.querySelector(".my-agenda")).not.toBeNull();
    expect(within(filterBar()).getByRole("status")).toHaveTextContent(/sessions? match/);
    expect(ready()).toBeNull();

    turns.shift()!();
    expect(ready()).toBe("ready");
    await run.started;
    expect(started).toBe(true);
    expect(turns).toEqual([]);
  });

  it("takes no turn once stopped, and settles", async () => {
    const { run, turns } = startQueued();
    run.stop();
    turns.shift()!();
    await run.started;
    expect(document.querySelector(".my-agenda")).toBeNull();
    expect(ready()).toBeNull();
    expect(turns).toEqual([]);
  });
});
