import { describe, expect, it } from "vitest";
import { defaultGridView, gridViewFromQuery, writeGridView } from "./grid-view-query.ts";

describe("the grid's rooms and compact in the address", () => {
  it("reads the choice of rooms, in the order given, and compact", () => {
    expect(
      gridViewFromQuery(
        new URLSearchParams("show=chosen&rooms=Saal+1&rooms=Raum%2C+oben&rooms=Saal+1&compact=1"),
      ),
    ).toEqual({ show: "chosen", rooms: ["Saal 1", "Raum, oben"], compact: true });
  });

  it("takes anything it does not know for the default", () => {
    expect(gridViewFromQuery(new URLSearchParams("show=some&compact=yes&rooms="))).toEqual(
      defaultGridView,
    );
    expect(gridViewFromQuery(new URLSearchParams({ rooms: "x".repeat(201) })).rooms).toEqual([]);
  });

  it("writes only what is not the default, and keeps the other keys (the filters)", () => {
    const written = writeGridView(new URLSearchParams("q=tide&show=now&compact=1"), {
      show: "chosen",
      rooms: ["Saal 1", "Lounge 2"],
      compact: false,
    });
    expect(written.toString()).toBe("q=tide&show=chosen&rooms=Saal+1&rooms=Lounge+2");
    expect(writeGridView(written, defaultGridView).toString()).toBe("q=tide");
  });

  it("reads back what it wrote", () => {
    const view = { show: "now" as const, rooms: ["Werkstatt 3"], compact: true };
    expect(gridViewFromQuery(writeGridView(new URLSearchParams(), view))).toEqual(view);
  });
});
