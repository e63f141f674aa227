// @vitest-environment node
import { describe, expect, it } from "vitest";
import { maskCalendarStamps, maskScheduleVersion, stampMaskerFor } from "./build-stamps.ts";

describe("build stamps", () => {
  it("masks a calendar's DTSTAMP, and no other date of it", () => {
    expect(maskCalendarStamps("DTSTAMP:20261124T213315Z\r\nDTSTART:20251028T120000Z\r\n")).toEqual({
      text: "DTSTAMP:[build stamp]\r\nDTSTART:20251028T120000Z\r\n",
      stamps: ["20261124T213315Z"],
    });
  });

  it("masks schedule.json's version date, not the conference's dates", () => {
    expect(
      maskScheduleVersion(
        '{"schedule": {"version": "2026-11-24", "conference": {"start": "2025-10-28"}}}',
      ),
    ).toEqual({
      text: '{"schedule": {"version": "[build stamp]", "conference": {"start": "2025-10-28"}}}',
      stamps: ["2026-11-24"],
    });
  });

  it("knows which files have stamps", () => {
    expect(stampMaskerFor("calendar/sessions/tue-lunch.ics")?.kind).toBe("calendar DTSTAMP");
    expect(stampMaskerFor("schedule.json")?.kind).toBe("schedule.json version");
    expect(stampMaskerFor("index.html")).toBe(undefined);
  });
});
