import { describe, expect, it } from "vitest";
import { readSocialCalendar } from "./read-calendar.ts";
import { testCalendar } from "./test-calendar.ts";

const post = testCalendar.posts[0]!;

describe("readSocialCalendar", () => {
  it("accepts a calendar of the right shape", () => {
    expect(readSocialCalendar(testCalendar)).toEqual({ ok: true, calendar: testCalendar });
    expect(readSocialCalendar({ posts: [], handles: {} }).ok).toBe(true);
  });

  it.each([
    [null, "the calendar data is not an object"],
    [[], "the calendar data is not an object"],
    [{ handles: {} }, "the calendar has no list of posts"],
    [{ posts: [post, 3], handles: {} }, "post 2 is not an object"],
    [{ posts: [{ ...post, Copy: undefined }], handles: {} }, "post 1 has no Copy"],
    [{ posts: [{ ...post, Theme: "  " }], handles: {} }, "post 1 has no Theme"],
    [
      { posts: [{ ...post, Date: "2025-09-10" }], handles: {} },
      'post 1 has the date "2025-09-10", expected a date like "Mon 15 Sep 2025"',
    ],
    [{ posts: [post] }, "the calendar has no handle lookup"],
    [{ posts: [post], handles: { x: 1 } }, "the handle @x has no display name"],
  ])("rejects %j: %s", (value, message) => {
    expect(readSocialCalendar(value)).toEqual({ ok: false, message });
  });
});
