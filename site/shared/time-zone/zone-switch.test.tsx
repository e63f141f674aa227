import { screen, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import pageBehaviour from "#site/page-script/page-behaviour.ts?raw";
import { EventTimes, TimeZoneSwitch } from "./event-times.tsx";
import { zoneSwitchAttribute } from "./times-markup.ts";
import { startZoneSwitch, timesShownAttribute, timesStorageKey } from "./zone-switch.ts";

// The summit's Tuesday, London on GMT: an afternoon session, a night one, a grid row's time, and
// a session page's "When" that names the day.
const page = renderToStaticMarkup(
  <>
    <TimeZoneSwitch eventZone="Europe/London" />
    <p data-testid="afternoon">
      <EventTimes
        datetimes={["2025-10-28T17:00:00+00:00", "2025-10-28T18:00:00+00:00"]}
        day="2025-10-28"
      />
    </p>
    <p data-testid="night">
      <EventTimes
        datetimes={["2025-10-28T23:00:00+00:00", "2025-10-29T01:00:00+00:00"]}
        day="2025-10-28"
      />
    </p>
    <p data-testid="row">
      <EventTimes datetimes={["2025-10-28T09:00:00+00:00"]} day="2025-10-28" />
    </p>
    <p data-testid="when">
      <EventTimes
        datetimes={["2025-10-28T17:00:00+00:00", "2025-10-28T18:00:00+00:00"]}
        day="2025-10-28"
        dayWords="Tuesday, 28 October 2025"
      />
    </p>
    <a href="/sessions/tue-panel">A session</a>
    <a href="#afternoon">On this page</a>
  </>,
);

let stop = () => {};

/** The page on a device in this zone: Node follows TZ at once, in Date as in Intl. */
function open(address: string, deviceZone: string) {
  window.history.replaceState(null, "", address);
  vi.stubEnv("TZ", deviceZone);
  document.body.innerHTML = page;
  stop = startZoneSwitch(document, window).stop;
}

const text = (id: string) => screen.getByTestId(id).textContent;
const choice = () => screen.queryByRole("group", { name: "Show times in" });

beforeEach(() => localStorage.clear());
afterEach(() => {
  stop();
  vi.unstubAllEnvs();
  document.body.innerHTML = "";
  document.documentElement.removeAttribute(timesShownAttribute);
  window.history.replaceState(null, "", "/");
});

describe("the time zone switch", () => {
  it("is what the page script looks for before it loads the converter", () => {
    expect(pageBehaviour).toContain(`document.querySelector("[${zoneSwitchAttribute}]")`);
  });

  it("shows the event's zone, named, until the visitor chooses theirs", () => {
    open("/schedule/tuesday", "Asia/Tokyo");
    expect(screen.getByText("Times in Europe/London, the event’s time zone.")).toBeVisible();
    expect(text("afternoon")).toBe("17:00–18:00");
    expect(within(choice()!).getByRole("button", { name: "Event’s time" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(document.documentElement).toHaveAttribute(timesShownAttribute, "event");
  });

  it("converts every marked time to the visitor's zone, with the date where it changes", async () => {
    open("/schedule/tuesday?view=agenda", "Asia/Tokyo");
    const mine = screen.getByRole("button", { name: "My time (Asia/Tokyo)" });
    await userEvent.click(mine);
    expect(mine).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByText("Times in your time zone, Asia/Tokyo.")).toHaveAttribute(
      "aria-live",
      "polite",
    );
    expect(text("afternoon")).toBe("02:00–03:00 Wed 29 Oct");
    expect(text("night")).toBe("08:00–10:00 Wed 29 Oct");
    expect(text("row")).toBe("18:00");
    expect(text("when")).toBe("Wednesday, 29 October 2025, 02:00–03:00");
    // The instants stay: the converter reads them again.
    expect(screen.getByTestId("afternoon").querySelector("time")).toHaveAttribute(
      "datetime",
      "2025-10-28T17:00:00+00:00",
    );
    // Kept, and in the address with the page's own query.
    expect(localStorage.getItem(timesStorageKey)).toBe("local");
    expect(window.location.search).toBe("?view=agenda&time=local");
  });

  it("gives back the built words when the visitor goes back to the event's zone", async () => {
    open("/schedule/tuesday", "Asia/Tokyo");
    const built = document.body.innerHTML;
    await userEvent.click(screen.getByRole("button", { name: "My time (Asia/Tokyo)" }));
    await userEvent.click(screen.getByRole("button", { name: "Event’s time" }));
    expect(text("night")).toBe("23:00–01:00 next day");
    expect(text("when")).toBe("Tuesday, 28 October 2025, 17:00–18:00");
    expect(window.location.search).toBe("");
    expect(localStorage.getItem(timesStorageKey)).toBe("event");
    // The same markup, but for the marks of the zone each time was drawn in.
    expect(document.body.innerHTML.replace(/ data-times-zone=""/g, "")).toBe(
      built.replace(' hidden=""', ""),
    );
  });

  it("converts the times of a copy made later, as the agenda makes them", async () => {
    localStorage.setItem(timesStorageKey, "local");
    open("/schedule/tuesday", "Asia/Tokyo");
    const copy = document.createElement("div");
    copy.innerHTML = renderToStaticMarkup(
      <EventTimes
        datetimes={["2025-10-29T10:00:00+00:00", "2025-10-29T11:00:00+00:00"]}
        day="2025-10-29"
      />,
    );
    document.body.append(copy);
    await vi.waitFor(() => expect(copy.textContent).toBe("19:00–20:00"));
    // The stored choice is put in the address, so that a copied link shares it.
    expect(window.location.search).toBe("?time=local");
  });

  it("follows a shared link's ?time=local, and keeps it for the visitor", () => {
    open("/sessions/tue-panel?time=local", "America/New_York");
    expect(screen.getByText("Times in your time zone, America/New_York.")).toBeVisible();
    expect(text("afternoon")).toBe("13:00–14:00");
    expect(text("night")).toBe("19:00–21:00");
    expect(localStorage.getItem(timesStorageKey)).toBe("local");
  });

  it("works from the address alone when storage is blocked, and links carry it", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    open("/schedule/tuesday?time=local", "Asia/Tokyo");
    expect(text("afternoon")).toBe("02:00–03:00 Wed 29 Oct");
    const link = screen.getByRole("link", { name: "A session" });
    link.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(link);
    expect(link.getAttribute("href")).toBe(
      new URL("/sessions/tue-panel?time=local", window.location.origin).href,
    );
    const inPage = screen.getByRole("link", { name: "On this page" });
    inPage.addEventListener("click", (event) => event.preventDefault());
    await userEvent.click(inPage);
    expect(inPage.getAttribute("href")).toBe("#afternoon");
  });

  it("offers no switch, and says so, when the visitor's zone is the event's", () => {
    open("/schedule/tuesday?time=local", "Europe/London");
    expect(
      screen.getByText("Times in Europe/London, the event’s time zone and yours."),
    ).toBeVisible();
    expect(choice()).toBeNull();
    expect(text("afternoon")).toBe("17:00–18:00");
  });

  it("says so too when the visitor's zone shows the same times as the event's", () => {
    open("/schedule/tuesday", "Europe/Lisbon");
    expect(
      screen.getByText(
        "Times in Europe/London, the event’s time zone: the same times as yours, Europe/Lisbon.",
      ),
    ).toBeVisible();
    expect(choice()).toBeNull();
  });

  it("offers the switch after all when a time appears that the visitor's clock shows otherwise", async () => {
    // The summit's days are on GMT, UTC's clock; a card brought back (a search cleared) from the
    // Saturday before the clocks went back is on BST.
    open("/schedule/tuesday", "UTC");
    expect(
      screen.getByText(
        "Times in Europe/London, the event’s time zone: the same times as yours, UTC.",
      ),
    ).toBeVisible();
    expect(choice()).toBeNull();
    document.body.insertAdjacentHTML(
      "beforeend",
      renderToStaticMarkup(
        <p data-testid="before-the-change">
          <EventTimes
            datetimes={["2025-10-25T17:00:00+01:00", "2025-10-25T18:00:00+01:00"]}
            day="2025-10-25"
          />
        </p>,
      ),
    );
    await vi.waitFor(() => expect(choice()).not.toBeNull());
    expect(screen.getByText("Times in Europe/London, the event’s time zone.")).toBeVisible();
    expect(text("before-the-change")).toBe("17:00–18:00");
    await userEvent.click(within(choice()!).getByRole("button", { name: "My time (UTC)" }));
    expect(text("before-the-change")).toBe("16:00–17:00");
    expect(text("afternoon")).toBe("17:00–18:00");
  });

  it("keeps saying so while the times that appear show the same on the visitor's clock", async () => {
    open("/schedule/tuesday", "UTC");
    document.body.insertAdjacentHTML(
      "beforeend",
      renderToStaticMarkup(
        <p data-testid="wednesday">
          <EventTimes datetimes={["2025-10-29T10:00:00+00:00"]} day="2025-10-29" />
        </p>,
      ),
    );
    // The observer's records are delivered before this next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(choice()).toBeNull();
    expect(text("wednesday")).toBe("10:00");
  });
});
