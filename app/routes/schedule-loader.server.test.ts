// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  scheduleLandingDay,
  scheduleLoaderData,
  wholeProgrammeSessions,
} from "./schedule-loader.server.ts";

describe("the schedule's data", () => {
  it("keeps every day on /schedule for a programme the size of ours, and one day for a large one", () => {
    expect(scheduleLandingDay(50)).toBeUndefined();
    expect(scheduleLandingDay(wholeProgrammeSessions)).toBeUndefined();
    expect(scheduleLandingDay(wholeProgrammeSessions + 1)).toBe(0);
    expect(scheduleLandingDay(1_400)).toBe(0);
  });

  it("gives a day's page that day's sessions only, and the whole page every day's", () => {
    const whole = scheduleLoaderData();
    const tuesday = scheduleLoaderData(0);
    expect(whole.island.pageDay).toBeUndefined();
    expect(whole.island.selectedDayScript).toBeTruthy();
    expect(tuesday.island).toMatchObject({ pageDay: 0 });
    expect(tuesday.island.selectedDayScript).toBeUndefined();
    expect(tuesday.island.events.length).toBeGreaterThan(0);
    expect(tuesday.island.events.every((event) => event.day === 0)).toBe(true);
    expect(whole.island.events.length).toBeGreaterThan(tuesday.island.events.length);
    // The other days stay in the navigation.
    expect(tuesday.island.days).toHaveLength(whole.island.days.length);
  });
});

describe("the schedule's island data", () => {
  it("carries the opening words of each description, and nothing of the import's bookkeeping", () => {
    const { island } = scheduleLoaderData();
    for (const event of island.events) {
      expect(event.description?.length ?? 0).toBeLessThanOrEqual(201);
      expect(event).not.toHaveProperty("source");
    }
    expect(island.events.some((event) => event.description)).toBe(true);
  });
});
