import { describe, expect, it, vi } from "vitest";
import { calendarFeedAvailable, subscriptionLinks } from "./calendar-subscription.ts";

describe("subscribing to the agenda", () => {
  it("offers the feed as webcal:// and as its own address", () => {
    expect(
      subscriptionLinks({ origin: "https://example.org", host: "example.org" }, "1AbCdEfG"),
    ).toEqual({
      webcal: "webcal://example.org/agenda.ics?s=1AbCdEfG",
      web: "https://example.org/agenda.ics?s=1AbCdEfG",
    });
  });

  it("asks for the empty agenda's feed, past any cache, and takes a calendar as a yes", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () =>
        new Response("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n", {
          headers: { "content-type": "text/calendar; charset=utf-8" },
        }),
    );
    expect(await calendarFeedAvailable(fetch)).toBe(true);
    expect(fetch).toHaveBeenCalledWith("/agenda.ics?s=1", { cache: "no-store" });
  });

  it.each([
    ["a 404", () => new Response("Not found", { status: 404 })],
    [
      "a not-found page answered with 200",
      () => new Response("<!doctype html>", { headers: { "content-type": "text/html" } }),
    ],
    [
      "a calendar with another status",
      () => new Response("", { status: 203, headers: { "content-type": "text/calendar" } }),
    ],
    [
      "a failed request",
      () => {
        throw new TypeError("Failed to fetch");
      },
    ],
  ])("takes %s as no", async (_, answer) => {
    expect(await calendarFeedAvailable(vi.fn<typeof fetch>(async () => answer()))).toBe(false);
  });
});
