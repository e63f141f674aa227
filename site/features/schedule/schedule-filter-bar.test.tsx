import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { noFilters, type ScheduleFilters } from "./filters.ts";
import { ScheduleFilterBar, type ScheduleFilterBarProps } from "./schedule-filter-bar.tsx";

const days = [
  { id: 0, name: "Tuesday", date: "2025-10-28", slug: "tuesday" },
  { id: 1, name: "Wednesday", date: "2025-10-29", slug: "wednesday" },
];

function renderBar(props: Partial<ScheduleFilterBarProps> = {}) {
  const onChange = vi.fn<(filters: ScheduleFilters) => void>();
  const onReset = vi.fn();
  const all: ScheduleFilterBarProps = {
    filters: noFilters,
    onChange,
    onReset,
    ready: true,
    tracks: [
      { name: "Research", day: 0 },
      { name: "Society", day: 1 },
    ],
    sessionTypes: [{ id: 1, name: "Keynotes", day: 0, description: "" }],
    rooms: [
      {
        name: "Penn Room",
        floor: "Lower ground floor",
        usage: "All days full day",
        catering: "No catering",
        purpose: "Breakouts",
      },
      {
        name: "The Light",
        floor: "Ground floor",
        usage: "All days full day",
        catering: "No catering",
        purpose: "Keynotes",
      },
    ],
    days,
    matchesPerDay: [3, 0],
    filtering: false,
    onSelectDay: vi.fn(),
    ...props,
  };
  const view = render(<ScheduleFilterBar {...all} />);
  return { ...view, onChange, onReset, props: all };
}

const search = () => screen.getByLabelText("Search titles, speakers, chairs and descriptions");

describe("ScheduleFilterBar", () => {
  it("reports every change with the whole form's current values", async () => {
    const user = userEvent.setup();
    const { onChange } = renderBar();
    await user.selectOptions(screen.getByLabelText("Room"), "Penn Room");
    expect(onChange).toHaveBeenLastCalledWith({
      query: "",
      track: null,
      type: null,
      room: "Penn Room",
    });
    await user.type(search(), "ab");
    expect(onChange).toHaveBeenLastCalledWith({
      query: "ab",
      track: null,
      type: null,
      room: "Penn Room",
    });
  });

  it("a change right after Reset does not bring back the filters Reset cleared", async () => {
    const user = userEvent.setup();
    // The page has not caught up with Reset yet: the filters it passes still hold room and type.
    const stale = { query: "", track: null, type: "1", room: "Penn Room" };
    const { onChange, onReset } = renderBar({ filters: stale, filtering: true });
    await user.selectOptions(screen.getByLabelText("Room"), "Penn Room");
    await user.selectOptions(screen.getByLabelText("Session type"), "Keynotes");
    await user.click(screen.getByRole("button", { name: "Reset search and filters" }));
    expect(onReset).toHaveBeenCalledTimes(1);
    await user.selectOptions(screen.getByLabelText("Track"), "Society");
    expect(onChange).toHaveBeenLastCalledWith({
      query: "",
      track: "Society",
      type: null,
      room: null,
    });
  });

  it("keeps what was typed before the page was ready and adopts it once ready", () => {
    const { onChange, rerender, props } = renderBar({ ready: false });
    fireEvent.change(search(), { target: { value: "typed early" } });
    expect(onChange).not.toHaveBeenCalled();
    rerender(<ScheduleFilterBar {...props} ready />);
    expect(search()).toHaveValue("typed early");
    expect(onChange).toHaveBeenCalledWith({
      query: "typed early",
      track: null,
      type: null,
      room: null,
    });
  });

  it("fills the fields from the address when nothing was typed", () => {
    const { onChange, rerender, props } = renderBar({ ready: false });
    const fromAddress = { query: "safety", track: "Society", type: null, room: null };
    rerender(<ScheduleFilterBar {...props} filters={fromAddress} ready />);
    expect(search()).toHaveValue("safety");
    expect(screen.getByLabelText("Track")).toHaveValue("Society");
    expect(onChange).not.toHaveBeenCalled();
  });
});
