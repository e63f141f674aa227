// Posts prepared once for display: type, machine date, copy segments and mentions.
import type { SocialCalendar, SocialPost } from "#content/schema/private.ts";
import {
  createHandleLookup,
  displayText,
  mentionsOf,
  splitCopy,
  type CopySegment,
} from "./handles.ts";
import { postTypeOf, type PostType } from "./post-type.ts";
import { displayDatePattern } from "./read-calendar.ts";

export interface CalendarEntry {
  /** Stable for the dataset: the post's position in it. Keys the expanded and copied states. */
  id: string;
  post: SocialPost;
  type: PostType;
  /** "2025-09-15", for ordering and <time dateTime>; "" when the date cannot be read. */
  isoDate: string;
  segments: CopySegment[];
  mentions: Extract<CopySegment, { kind: "handle" }>[];
  /** The copy with display names in place of known handles (also searched). */
  displayCopy: string;
}

export interface DateGroup {
  /** The display date, e.g. "Mon 15 Sep 2025". */
  date: string;
  isoDate: string;
  entries: CalendarEntry[];
}

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function isoDateOf(displayDate: string): string {
  const match = displayDatePattern.exec(displayDate);
  if (!match) return "";
  const month = months.indexOf(match[3]!) + 1;
  return `${match[4]}-${String(month).padStart(2, "0")}-${match[2]!.padStart(2, "0")}`;
}

/** Every post as an entry, earliest date first; posts of the same date keep their order. */
export function toEntries(calendar: SocialCalendar): CalendarEntry[] {
  const lookup = createHandleLookup(calendar.handles);
  const entries = calendar.posts.map((post, index): CalendarEntry => {
    const segments = splitCopy(post.Copy, lookup);
    return {
      id: String(index),
      post,
      type: postTypeOf(post.Theme),
      isoDate: isoDateOf(post.Date),
      segments,
      mentions: mentionsOf(segments),
      displayCopy: displayText(segments),
    };
  });
  return entries.sort((a, b) => (a.isoDate < b.isoDate ? -1 : a.isoDate > b.isoDate ? 1 : 0));
}

/** Consecutive entries of the same date, in the order given. */
export function groupByDate(entries: readonly CalendarEntry[]): DateGroup[] {
  const groups: DateGroup[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && last.date === entry.post.Date) last.entries.push(entry);
    else groups.push({ date: entry.post.Date, isoDate: entry.isoDate, entries: [entry] });
  }
  return groups;
}

/** The platforms that have posts, alphabetically, for the platform filter. */
export function platformsOf(entries: readonly CalendarEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.post.Platform))].sort((a, b) =>
    a.localeCompare(b, "en"),
  );
}

/** Names a post among look-alikes (the same theme goes out on several platforms and days). */
export function describePost(post: SocialPost): string {
  return `${post.Theme} (${post.Platform}, ${post.Date})`;
}
