import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DayView } from "./day-view.tsx";
import type { ScheduleEventView } from "./schedule-data.ts";

const day = {
  id: 1,
  name: "Wednesday",
  date: "2025-10-29",
  slug: "wednesday",
  tabLabel: "Wednesday 29 Oct",
  title: "Wednesday, 29 October 2025",
};

function renderDay(events: ScheduleEventView[]) {
  return render(<DayView day={day} events={events} titleId="t" />);
}

const panel: ScheduleEventView = {
  id: "wed-panel",
  day: 1,
  start: "10:00",
  end: "11:00",
  title: "Panel: measuring risk",
  location: "The Light",
  kind: "panel",
  vipNote: "By invitation only",
  description: "A panel about measuring risk.",
  chair: { id: 7, name: "Noor Haddad", organization: "Civicroft Trust" },
  speakers: [
    {
      id: 12,
      name: "Bo Chen",
      title: "CTO",
      organization: "Lumenfield AI",
      image: "/images/speakers/bo-chen.webp",
    },
    {
      id: null,
      name: "Guest Host",
      title: "Guest moderator",
      organization: "Independent",
      image: null,
    },
  ],
  breakoutRooms: [{ room: "Penn Room", topic: "Red-teaming in practice" }],
};

describe("DayView", () => {
  it("shows the spec's messages for a day without events", () => {
    renderDay([]);
    expect(
      screen.getByRole("heading", { level: 2, name: "Wednesday, 29 October 2025" }),
    ).toBeInTheDocument();
    expect(screen.getByText("No scheduled events for this day.")).toBeInTheDocument();
    expect(screen.getByText("Please check back later for updates.")).toBeInTheDocument();
  });

  it("shows an event card with time, place, VIP note, description, chair, speakers and breakout rooms", () => {
    renderDay([panel]);
    const card = screen.getByRole("article", { name: "Panel: measuring risk" });
    expect(card).toHaveTextContent("10:00–11:00");
    expect(card).toHaveTextContent("The Light");
    expect(card).toHaveTextContent("By invitation only");
    expect(card).toHaveTextContent("Chair: Noor Haddad (Civicroft Trust)");
    expect(screen.getByRole("link", { name: /Bo Chen/ })).toHaveAttribute("href", "/speakers/12");
    expect(screen.queryByRole("link", { name: /Guest Host/ })).toBeNull();
    expect(card).toHaveTextContent("Guest Host");
    expect(card).toHaveTextContent("Penn Room: Red-teaming in practice");
  });
});
