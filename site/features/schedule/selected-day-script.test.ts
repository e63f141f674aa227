import { describe, expect, it } from "vitest";
import { selectedDayAttribute, selectedDayScript } from "./selected-day-script.ts";

const days = [
  { slug: "tuesday", date: "2025-10-28" },
  { slug: "wednesday", date: "2025-10-29" },
  { slug: "thursday", date: "2025-10-30" },
];

/** Runs the script as the browser would, for an address and a moment, and returns the index. */
function dayShownFor(search: string, now = "2025-09-01T12:00:00Z"): string | null {
  const root = document.createElement("html");
  const RealDate = Date;
  const FixedDate = class extends RealDate {
    constructor() {
      super(now);
    }
  };
  new Function("location", "document", "Date", selectedDayScript(days, "Europe/London"))(
    { search },
    { documentElement: root },
    FixedDate,
  );
  return root.getAttribute(selectedDayAttribute);
}

describe("selectedDayScript", () => {
  it("shows the day named in the address, in any case", () => {
    expect(dayShownFor("?day=thursday")).toBe("2");
    expect(dayShownFor("?q=x&day=WEDNESDAY")).toBe("1");
  });

  it("falls back to the first day for an unknown or empty day, as the page does", () => {
    expect(dayShownFor("?day=friday")).toBe("0");
    expect(dayShownFor("?day=")).toBe("0");
    expect(dayShownFor("?day=%3Cscript%3E")).toBe("0");
  });

  it("shows today on an event day when the address names no day", () => {
    // 23:30 UTC on 28 October is still the 28th in London (GMT), and 00:30 on the 29th is not.
    expect(dayShownFor("", "2025-10-29T10:00:00Z")).toBe("1");
    expect(dayShownFor("", "2025-10-28T23:30:00Z")).toBe("0");
    expect(dayShownFor("", "2025-10-30T00:30:00Z")).toBe("2");
    expect(dayShownFor("?day=tuesday", "2025-10-30T10:00:00Z")).toBe("0");
  });

  it("shows the first day outside the event, without asking Intl for the zone's clock", () => {
    const real = Intl.DateTimeFormat;
    const asked: unknown[] = [];
    Intl.DateTimeFormat = function (...args: unknown[]) {
      asked.push(args);
      return new real(...(args as ConstructorParameters<typeof real>));
    } as unknown as typeof Intl.DateTimeFormat;
    try {
      expect(dayShownFor("", "2026-01-01T10:00:00Z")).toBe("0");
      expect(dayShownFor("", "2025-10-27T10:00:00Z")).toBe("0");
      expect(asked).toHaveLength(1);
    } finally {
      Intl.DateTimeFormat = real;
    }
  });
});
