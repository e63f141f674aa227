import { describe, expect, it } from "vitest";
import { groupByDate, isoDateOf, platformsOf, toEntries } from "./calendar-entries.ts";
import { testCalendar } from "./test-calendar.ts";

describe("calendar entries", () => {
  it("reads display dates as ISO dates", () => {
    expect(isoDateOf("Mon 8 Sep 2025")).toBe("2025-09-08");
    expect(isoDateOf("Thu 30 Oct 2025")).toBe("2025-10-30");
    expect(isoDateOf("someday")).toBe("");
  });

  it("orders posts by date, keeping the order within a day, with stable ids", () => {
    const entries = toEntries(testCalendar);
    expect(entries.map((entry) => entry.id)).toEqual(["1", "2", "0", "3", "4"]);
    expect(entries.map((entry) => entry.type)).toEqual([
      "Speaker",
      "Speaker",
      "Sponsor",
      "Partner",
      "Other",
    ]);
  });

  it("groups by date and lists the platforms", () => {
    const entries = toEntries(testCalendar);
    const groups = groupByDate(entries);
    expect(groups.map((group) => [group.date, group.isoDate, group.entries.length])).toEqual([
      ["Mon 8 Sep 2025", "2025-09-08", 2],
      ["Wed 10 Sep 2025", "2025-09-10", 1],
      ["Fri 19 Sep 2025", "2025-09-19", 1],
      ["Wed 1 Oct 2025", "2025-10-01", 1],
    ]);
    expect(platformsOf(entries)).toEqual(["Bluesky", "Instagram", "LinkedIn", "Twitter"]);
  });

  it("keeps mentions and the copy with display names", () => {
    const sponsor = toEntries(testCalendar).find((entry) => entry.id === "0")!;
    expect(sponsor.mentions.map((mention) => mention.name ?? `@${mention.handle}`)).toEqual([
      "Brightmoor Labs",
      "Kenji Watanabe-Hale",
      "Amara Okafor-Reid",
      "Northwall Institute of Technology",
      "@mystery_person",
    ]);
    expect(sponsor.displayCopy).toContain("Thank you to Brightmoor Labs, a Gold sponsor");
  });
});
