import { describe, expect, it } from "vitest";
import { loadContent } from "#content/checked-content.ts";
import { settings } from "#content/settings.yml";
import { toEventViews } from "./schedule-data.ts";
import { maxListedSubEvents, sessionSubEvents, summitEvent } from "./structured-data.ts";

const { days, scheduleEvents } = loadContent();
const views = toEventViews(scheduleEvents, () => undefined);

describe("the programme's structured data", () => {
  it("lists each session of a page as a sub-event, at its time and in its room", () => {
    const event = summitEvent(settings, days, sessionSubEvents(views, days, settings.siteUrl));
    expect(event.subEvent).toHaveLength(views.length);
    expect(event.subEvent).toContainEqual(
      expect.objectContaining({
        name: views[0]!.title,
        url: `${settings.siteUrl}/sessions/${views[0]!.id}`,
      }),
    );
  });

  it("carries the summit alone on a page of more sessions than it lists", () => {
    const many = Array.from({ length: maxListedSubEvents + 1 }, (_, index) => ({
      ...views[index % views.length]!,
      id: `session-${index}`,
    }));
    expect(sessionSubEvents(many.slice(1), days, settings.siteUrl)).toHaveLength(
      maxListedSubEvents,
    );
    const event = summitEvent(settings, days, sessionSubEvents(many, days, settings.siteUrl));
    expect(event).not.toHaveProperty("subEvent");
    expect(event.name).toBe(settings.summitName);
  });
});
