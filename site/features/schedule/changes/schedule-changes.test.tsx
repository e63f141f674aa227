import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ProgrammeHistory } from "#content/schema/programme-history.ts";
import { releaseViews, releasesJson } from "./release-views.ts";
import { ScheduleChanges } from "./schedule-changes.tsx";

const history: ProgrammeHistory = {
  releases: [
    {
      number: 2,
      time: "2025-10-26T00:30:00+01:00",
      source: "import schedule.json",
      sessions: 2,
      changes: [
        {
          session: "tue-keynote",
          title: "Keynote",
          kind: "moved",
          from: { day: "2025-10-28", start: "14:00", end: "15:00", room: "Room A" },
          to: { day: "2025-10-28", start: "15:30", end: "16:30", room: "Room C" },
        },
        { session: "tue-gone", title: "Gone <b>talk</b>", kind: "removed" },
      ],
    },
    { number: 1, time: "2025-09-15T10:00:00+01:00", source: "hand edit", sessions: 3, changes: [] },
  ],
};

const views = releaseViews(history, {
  hasPage: (id) => id === "tue-keynote",
  timeZone: "Europe/London",
});

describe("the programme's changes page", () => {
  it("shows each release at the event's clock, its changes linked while their session has a page", () => {
    render(<ScheduleChanges releases={views} zonePlace="London" />);
    // 00:30 BST on the night the clocks go back: Sunday 26 October at the event.
    const latest = screen.getByRole("region", { name: "Release 2: Sunday, 26 October 2025" });
    expect(within(latest).getByText("00:30 London time").getAttribute("datetime")).toBe(
      "2025-10-26T00:30:00+01:00",
    );
    const items = within(latest).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Keynote: Moved from Tuesday 14:00, Room A to Tuesday 15:30, Room C",
      "Gone <b>talk</b>: Removed",
    ]);
    expect(within(items[0]!).getByRole("link").getAttribute("href")).toBe("/sessions/tue-keynote");
    expect(within(items[1]!).queryByRole("link")).toBeNull();
    expect(
      screen.getByRole("region", { name: "Release 1: Monday, 15 September 2025" }).textContent,
    ).toContain("the programme as first published, 3 sessions");
  });

  it("says when nothing is recorded yet", () => {
    render(<ScheduleChanges releases={[]} zonePlace="London" />);
    expect(screen.getByText("No change has been recorded yet.")).toBeTruthy();
  });

  it("gives releases.json exactly its shape", () => {
    expect(releasesJson(views)).toEqual({
      releases: [
        {
          number: 2,
          time: "2025-10-26T00:30:00+01:00",
          changes: [
            {
              session: "tue-keynote",
              kind: "moved",
              summary: "Moved from Tuesday 14:00, Room A to Tuesday 15:30, Room C",
            },
            { session: "tue-gone", kind: "removed", summary: "Removed" },
          ],
        },
        { number: 1, time: "2025-09-15T10:00:00+01:00", changes: [] },
      ],
    });
  });
});
