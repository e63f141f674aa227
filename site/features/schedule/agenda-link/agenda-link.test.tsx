import { fireEvent, screen, waitFor, within } from "@testing-library/dom";
import jsQR from "jsqr";
import { generate } from "lean-qr";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { agendaStorageKey } from "../agenda-store.ts";
import {
  openProgramme,
  programmeMarkup,
  sampleSchedule as schedule,
} from "../programme/programme-page.test-support.tsx";
import { dayPagePath } from "../schedule-data.ts";
import { agendaCode, agendaKeyIndex, agendaKeysPath } from "./agenda-code.ts";
import { qrCodeSvg } from "./agenda-qr.ts";

// The agenda as a link, on the static HTML of the programme's pages in a DOM: a shared agenda's
// section (shared-agenda-section.ts) and the share and subscribe dialogs (share-dialog.ts), both
// loaded by the programme's controls on demand. The browser's own parts (the modal dialog's focus
// trap, the clipboard, drawing and scanning the QR code) are covered end to end
// (e2e/agenda-link.spec.ts).

const talks = schedule.events.filter((event) => event.speakers.length > 0);
// Three sessions on three days, and one more already in the visitor's agenda.
const onDay = (day: number) => talks.find((event) => event.day === day)!;
const [a, b, c] = [onDay(0), onDay(1), onDay(2)];
const own = talks.find((event) => event.day === 0 && event !== a)!;

let stop = () => {};
let index: Record<string, string>;
const requests: string[] = [];
const realFetch = window.fetch;
let feed: () => Response;

/** The site's files as a static host serves them, for the section's and the dialogs' requests. */
function serve(input: RequestInfo | URL): Response {
  const path = String(input);
  requests.push(path);
  if (path === agendaKeysPath) return Response.json(index);
  if (path.startsWith("/agenda.ics")) return feed();
  const day = schedule.days.findIndex((candidate) => dayPagePath(candidate.slug) === path);
  if (day >= 0) return new Response(`<!doctype html><body>${programmeMarkup(day)}</body>`);
  return new Response("Not found", { status: 404 });
}

function open(address: string, pageDay?: number) {
  stop = openProgramme(address, pageDay).stop;
}

const stored = () =>
  (JSON.parse(localStorage.getItem(agendaStorageKey) ?? "null") as { sessions: string[] } | null)
    ?.sessions;
const star = (id: string) => document.querySelector(`article[id="${id}"] button[data-star]`)!;
const section = () => screen.findByRole("region", { name: "Shared agenda" });

beforeAll(async () => {
  index = { ...(await agendaKeyIndex(schedule.events.map((event) => event.id))) };
  // jsdom has <dialog> but not its modal behaviour: enough of it for these tests.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

beforeEach(() => {
  localStorage.clear();
  requests.length = 0;
  feed = () => new Response("Not found", { status: 404 });
  window.fetch = vi.fn(async (input: RequestInfo | URL) => serve(input));
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  stop();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute("data-programme-script");
});

afterAll(() => {
  window.fetch = realFetch;
});

describe("a shared agenda", () => {
  it("shows the link's sessions first and changes nothing before the choice", async () => {
    localStorage.setItem(agendaStorageKey, JSON.stringify({ version: 1, sessions: [own.id] }));
    open(`/schedule#agenda=${await agendaCode([a.id, b.id, c.id])}`);
    const shared = await section();
    // Right after the page's header, before the programme.
    expect(document.querySelector("main .page-header")!.nextElementSibling).toBe(shared);
    await within(shared).findByText("This agenda link has 3 sessions.");
    expect(
      within(shared)
        .getAllByRole("article")
        .map((card) => card.id),
    ).toEqual([a, b, c].map((event) => `shared-${event.id}`));
    expect(
      within(shared)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(schedule.days.map((day) => day.name));
    // No star in a shared card: a star would change the agenda before the choice.
    expect(shared.querySelectorAll("button[data-star]")).toHaveLength(0);
    expect(shared).toHaveTextContent(
      "Your agenda has 1 session. Nothing changes in it until you choose.",
    );
    expect(stored()).toEqual([own.id]);
    // /schedule has every day: no other page was fetched (a visitor with a star also gets the
    // programme's releases, for what changed since their last visit).
    expect(requests.filter((path) => !path.endsWith("/releases.json"))).toEqual([agendaKeysPath]);
  });

  it("adds them to the visitor's agenda, stars them and forgets the link", async () => {
    localStorage.setItem(agendaStorageKey, JSON.stringify({ version: 1, sessions: [own.id] }));
    open(`/schedule?day=wednesday#agenda=${await agendaCode([a.id, b.id, c.id])}`);
    const shared = await section();
    fireEvent.click(await within(shared).findByRole("button", { name: "Add to my agenda" }));
    expect(new Set(stored())).toEqual(new Set([own.id, a.id, b.id, c.id]));
    for (const event of [own, a, b, c])
      expect(star(event.id)).toHaveAttribute("aria-pressed", "true");
    expect(within(shared).getByRole("status")).toHaveTextContent(
      "Added 3 sessions to your agenda (4 sessions in all).",
    );
    expect(window.location.hash).toBe("");
    expect(window.location.search).toBe("?day=wednesday");
    const show = within(shared).getByRole("button", { name: "Show my agenda" });
    expect(show).toHaveFocus();
    fireEvent.click(show);
    expect(screen.queryByRole("region", { name: "Shared agenda" })).toBeNull();
    const agenda = screen.getByRole("region", { name: "My agenda" });
    expect(screen.getByRole("heading", { name: "My agenda" })).toHaveFocus();
    await waitFor(() => expect(within(agenda).getAllByRole("article")).toHaveLength(4));
  });

  it("or puts them in the place of the visitor's agenda", async () => {
    localStorage.setItem(agendaStorageKey, JSON.stringify({ version: 1, sessions: [own.id] }));
    open(`/schedule#agenda=${await agendaCode([a.id, b.id])}`);
    fireEvent.click(
      await within(await section()).findByRole("button", { name: "Replace my agenda" }),
    );
    expect(new Set(stored())).toEqual(new Set([a.id, b.id]));
    expect(star(own.id)).toHaveAttribute("aria-pressed", "false");
    expect(star(a.id)).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "My agenda (2)" })).toBeInTheDocument();
    expect(within(await section()).getByRole("status")).toHaveTextContent(
      "Your agenda now has the 2 shared sessions.",
    );
  });

  it("opens what remains of a link made before sessions were removed", async () => {
    open(`/schedule#agenda=${await agendaCode([a.id, "gone-1", "gone-2"])}`);
    const shared = await section();
    await within(shared).findByText("This agenda link has 1 session.");
    expect(shared).toHaveTextContent("2 sessions of this link are no longer in the programme.");
    fireEvent.click(within(shared).getByRole("button", { name: "Add to my agenda" }));
    expect(stored()).toEqual([a.id]);
  });

  it("on a day's page, finds the other days' cards on their pages", async () => {
    open(`/schedule/${schedule.days[0]!.slug}#agenda=${await agendaCode([a.id, c.id])}`, 0);
    const shared = await section();
    await waitFor(() => expect(within(shared).getAllByRole("article")).toHaveLength(2));
    expect(requests).toContain(dayPagePath(schedule.days[2]!.slug));
    fireEvent.click(within(shared).getByRole("button", { name: "Add to my agenda" }));
    // Stored, also the session this page does not show.
    expect(new Set(stored())).toEqual(new Set([a.id, c.id]));
    expect(star(a.id)).toHaveAttribute("aria-pressed", "true");
  });

  it.each(["1AbC", "2AAAAAAA", "1AAAA%3C%3EA", ""])(
    "says a link with the code %j is not valid, and asks for nothing",
    async (code) => {
      open(`/schedule#agenda=${code}`);
      const shared = await section();
      await within(shared).findByText("This agenda link is not valid.");
      expect(within(shared).queryAllByRole("button")).toEqual([]);
      expect(requests).toEqual([]);
      expect(stored()).toBeUndefined();
    },
  );

  it("offers to try again when the programme's index cannot be fetched", async () => {
    open(`/schedule#agenda=${await agendaCode([a.id])}`);
    window.fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const shared = await section();
    await within(shared).findByText(
      "The shared agenda could not be loaded. Check your connection and try again.",
    );
    window.fetch = vi.fn(async (input: RequestInfo | URL) => serve(input));
    fireEvent.click(within(shared).getByRole("button", { name: "Try again" }));
    await within(shared).findByText("This agenda link has 1 session.");
  });

  it("opens a link pasted into the address of the open page", async () => {
    open("/schedule");
    expect(screen.queryByRole("region", { name: "Shared agenda" })).toBeNull();
    window.history.replaceState(null, "", `/schedule#agenda=${await agendaCode([b.id])}`);
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    await within(await section()).findByText("This agenda link has 1 session.");
    // An ordinary fragment opens nothing.
    window.history.replaceState(null, "", "/schedule#main-content");
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(screen.getAllByRole("region", { name: "Shared agenda" })).toHaveLength(1);
  });
});

describe("sharing my agenda", () => {
  const openAgenda = async (ids: string[]) => {
    localStorage.setItem(agendaStorageKey, JSON.stringify({ version: 1, sessions: ids }));
    open("/schedule?view=agenda");
    return screen.getByRole("region", { name: "My agenda" });
  };

  it("shows the link, copies it and draws its QR code, in a dialog that gives the focus back", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const agenda = await openAgenda([a.id, b.id, c.id]);
    const opener = within(agenda).getByRole("button", { name: "Share or move my agenda" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Share or move my agenda" });
    const link = `${window.location.origin}/schedule#agenda=${await agendaCode([a.id, b.id, c.id])}`;
    const field = within(dialog).getByLabelText("Link to your agenda");
    expect(field).toHaveValue(link);
    expect(field).toHaveAttribute("readonly");
    expect(within(dialog).getByRole("img", { name: "QR code of your agenda link" })).toBeVisible();
    fireEvent.click(within(dialog).getByRole("button", { name: "Copy link" }));
    await within(dialog).findByText("Link copied.");
    expect(writeText).toHaveBeenCalledWith(link);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
    vi.unstubAllGlobals();
  });

  it("selects the link when the browser refuses to copy it", async () => {
    vi.stubGlobal("navigator", {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new DOMException("no", "NotAllowedError")) },
    });
    const agenda = await openAgenda([a.id]);
    fireEvent.click(within(agenda).getByRole("button", { name: "Share or move my agenda" }));
    const dialog = await screen.findByRole("dialog", { name: "Share or move my agenda" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Copy link" }));
    await within(dialog).findByText(/did not let the site copy it/);
    expect(within(dialog).getByLabelText("Link to your agenda")).toHaveFocus();
    vi.unstubAllGlobals();
  });

  it("offers the calendar feed where the host runs it", async () => {
    feed = () => new Response("BEGIN:VCALENDAR", { headers: { "content-type": "text/calendar" } });
    const agenda = await openAgenda([a.id, b.id]);
    fireEvent.click(within(agenda).getByRole("button", { name: "Subscribe in your calendar" }));
    const dialog = await screen.findByRole("dialog", { name: "Subscribe in your calendar" });
    const code = await agendaCode([a.id, b.id]);
    const subscribe = await within(dialog).findByRole("link", {
      name: "Subscribe in my calendar app",
    });
    expect(subscribe).toHaveAttribute(
      "href",
      `webcal://${window.location.host}/agenda.ics?s=${code}`,
    );
    expect(within(dialog).getByLabelText(/^Calendar address/)).toHaveValue(
      `${window.location.origin}/agenda.ics?s=${code}`,
    );
    expect(requests.filter((path) => path.startsWith("/agenda.ics"))).toEqual(["/agenda.ics?s=1"]);
  });

  it("says a static host cannot serve it, and offers the download", async () => {
    const agenda = await openAgenda([a.id]);
    fireEvent.click(within(agenda).getByRole("button", { name: "Subscribe in your calendar" }));
    const dialog = await screen.findByRole("dialog", { name: "Subscribe in your calendar" });
    await within(dialog).findByText(
      "Subscribing needs a host that runs the site's calendar function; download the file instead.",
    );
    expect(within(dialog).queryByRole("link")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Download my agenda (.ics)" })).toBeVisible();
  });
});

describe("the QR code", () => {
  it("is an SVG image with its name, that a scanner reads back as the link", () => {
    const link = "https://quillmere-summit.example/schedule#agenda=1AbCdEfGHiJkLmN";
    const svg = qrCodeSvg(document, link, { label: "QR code of your agenda link", size: 224 });
    expect(svg).toHaveAttribute("role", "img");
    expect(svg).toHaveAttribute("aria-label", "QR code of your agenda link");
    expect(svg.getAttribute("style")).toBeNull();
    // The modules it outlines, scanned from a bitmap with its quiet zone (the drawing of the SVG
    // itself is scanned in the browser, e2e/agenda-link.spec.ts).
    const code = generate(link);
    const scale = 4;
    const side = (code.size + 8) * scale;
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    for (let y = 0; y < side; y++) {
      for (let x = 0; x < side; x++) {
        if (code.get(Math.floor(x / scale) - 4, Math.floor(y / scale) - 4)) {
          pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
        }
      }
    }
    expect(jsQR(pixels, side, side)?.data).toBe(link);
  });
});
