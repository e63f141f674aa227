import { renderToStaticMarkup } from "react-dom/server";
import { within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import type { NeighbourSession, SessionNeighbours } from "./session-neighbours.ts";
import { WhatElse } from "./session-what-else.tsx";

const day = { name: "Saturday", slug: "saturday", date: "2025-10-25" };

const neighbour = (id: string, fields: Partial<NeighbourSession> = {}): NeighbourSession => ({
  id,
  title: `Title of ${id}`,
  location: "Hall B",
  cancelled: false,
  start: "10:00",
  end: "11:00",
  startIso: "2025-10-25T10:00:00+01:00",
  endIso: "2025-10-25T11:00:00+01:00",
  ...fields,
});

/** The sections' static HTML, as the session page has it (in the document: aria-labelledby). */
function rendered(neighbours: SessionNeighbours): HTMLElement {
  const holder = document.createElement("div");
  document.body.replaceChildren(holder);
  holder.innerHTML = renderToStaticMarkup(
    <WhatElse event={{ location: "Hall A" }} day={day} neighbours={neighbours} />,
  );
  return holder;
}

describe("what else is on, on a session's page", () => {
  it("lists each session with its marked times, its room, its link, and cancelled ones marked", () => {
    const page = rendered({
      concurrent: [
        neighbour("on"),
        neighbour("off", {
          cancelled: true,
          location: "Hall C",
          start: "23:30",
          end: "00:30",
          startIso: "2025-10-25T23:30:00+01:00",
          endIso: "2025-10-26T00:30:00+01:00",
          dayNote: "ends next day",
        }),
        neighbour("late", { startIso: "2025-10-24T23:00:00+01:00", dayNote: "day before" }),
      ],
      concurrentMore: 0,
      nextInRoom: [
        neighbour("after", {
          start: "11:00",
          end: "12:00",
          startIso: "2025-10-25T11:00:00+01:00",
          endIso: "2025-10-25T12:00:00+01:00",
          location: "Hall A",
        }),
      ],
    });
    const meanwhile = within(page).getByRole("region", { name: "At the same time" });
    const [on, off, late] = within(meanwhile).getAllByRole("listitem");
    expect(on!.textContent).toBe("10:00–11:00, Hall B Title of on");
    expect(within(on!).getByRole("link").getAttribute("href")).toBe("/sessions/on");
    expect(
      [...on!.querySelectorAll("time")].map((time) => [time.dateTime, time.textContent]),
    ).toEqual([
      ["2025-10-25T10:00:00+01:00", "10:00"],
      ["2025-10-25T11:00:00+01:00", "11:00"],
    ]);
    expect(off!.textContent).toBe("23:30–00:30 next day, Hall C Cancelled Title of off");
    expect(late!.textContent).toBe("23:00–11:00 (day before), Hall B Title of late");
    const next = within(page).getByRole("region", { name: "Next in Hall A" });
    // The heading names the room: each line has the times and the title.
    expect(within(next).getByRole("listitem").textContent).toBe("11:00–12:00 Title of after");
    expect(page.querySelector("script")).toBeNull();
  });

  it("says plainly when nothing else is on and nothing follows, and links the grid for the rest", () => {
    const quiet = rendered({ concurrent: [], concurrentMore: 0, nextInRoom: [] });
    expect(within(quiet).getByRole("region", { name: "At the same time" }).textContent).toBe(
      "At the same timeNothing else is on while this session runs.",
    );
    expect(within(quiet).getByRole("region", { name: "Next in Hall A" }).textContent).toBe(
      "Next in Hall ANothing more in Hall A on Saturday.",
    );
    const busy = rendered({ concurrent: [neighbour("on")], concurrentMore: 40, nextInRoom: [] });
    expect(within(busy).getByText(/40 more at the same time/).textContent).toBe(
      "40 more at the same time: Saturday in the room grid.",
    );
    expect(within(busy).getByRole("link", { name: "Saturday in the room grid" })).toHaveProperty(
      "pathname",
      "/schedule/saturday/grid",
    );
  });
});
