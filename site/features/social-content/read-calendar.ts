// A hand-written runtime check of the decrypted calendar (zod stays out of the browser bundle).
// The build validates the plaintext with the full schema; this guards the page against data it
// cannot show, and names the first problem so the error message says what is wrong.
import type { SocialCalendar } from "#content/schema/private.ts";

export type ReadResult = { ok: true; calendar: SocialCalendar } | { ok: false; message: string };

/** "Mon 15 Sep 2025": weekday, day, month, year; posts are grouped and ordered by it. */
export const displayDatePattern =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})$/;

const postFields = ["Date", "Platform", "Theme", "Copy"] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function problemWith(value: unknown): string | null {
  if (!isRecord(value)) return "the calendar data is not an object";
  const { posts, handles } = value;
  if (!Array.isArray(posts)) return "the calendar has no list of posts";
  for (const [index, post] of posts.entries()) {
    const name = `post ${index + 1}`;
    if (!isRecord(post)) return `${name} is not an object`;
    for (const field of postFields) {
      const text = post[field];
      if (typeof text !== "string" || text.trim() === "") return `${name} has no ${field}`;
    }
    if (!displayDatePattern.test(post.Date as string)) {
      return `${name} has the date "${String(post.Date)}", expected a date like "Mon 15 Sep 2025"`;
    }
  }
  if (!isRecord(handles)) return "the calendar has no handle lookup";
  for (const [handle, name] of Object.entries(handles)) {
    if (typeof name !== "string") return `the handle @${handle} has no display name`;
  }
  return null;
}

export function readSocialCalendar(value: unknown): ReadResult {
  const problem = problemWith(value);
  return problem === null
    ? { ok: true, calendar: value as SocialCalendar }
    : { ok: false, message: problem };
}
