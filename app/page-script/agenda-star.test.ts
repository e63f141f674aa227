import { screen } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { agendaStorageKey } from "#app/features/schedule/agenda-store.ts";
import { enhanceAgendaStars } from "./agenda-star.ts";

/** A session page's actions as session-details.tsx renders them. */
function sessionPage() {
  document.body.innerHTML = `
    <button type="button" data-agenda-star="tue-keynote" aria-pressed="false" hidden>★ Add to my agenda</button>
    <p role="status" data-agenda-status></p>`;
  enhanceAgendaStars(document);
}

const stored = () => JSON.parse(localStorage.getItem(agendaStorageKey) ?? "null");

beforeEach(() => {
  vi.restoreAllMocks();
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
});
