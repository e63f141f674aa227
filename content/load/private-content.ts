// Build-only: loads the private area's plaintext from private-content/ (docs/decisions/006 and
// 015). Only the build (and the tests) read it; the site ships it encrypted.
import { problemAt } from "../checks/problems.ts";
import {
  discountsSchema,
  socialHandlesFileSchema,
  socialPostSchema,
  ticketAnalyticsSchema,
  type Discounts,
  type SocialCalendar,
  type SocialPost,
  type TicketAnalytics,
} from "../schema/private.ts";
import type { ContentRoot } from "./files.ts";
import { cachedLoader } from "./loader.ts";
import { readFolder, readSingle, sortEntries } from "./read-entries.ts";

export interface PrivateContent {
  socialCalendar: SocialCalendar;
  discounts: Discounts;
  ticketAnalytics: TicketAnalytics;
}

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" });

/** The day of a post's display date, "Mon 1 Sep 2025", as a time value (its schema fixes the form). */
const dayOf = (post: SocialPost) => Date.parse(`${post.Date.slice(4)} 00:00 UTC`);

/** Reads and checks every private file; `content` only when there is no problem at all. */
export function readPrivateContent(where: ContentRoot = {}): {
  content?: PrivateContent;
  problems: string[];
} {
  const discounts = readSingle(where, "private-content/discounts.yml", discountsSchema);
  const analytics = readSingle(
    where,
    "private-content/ticket-analytics.yml",
    ticketAnalyticsSchema,
  );
  const handles = readSingle(where, "private-content/social-calendar.yml", socialHandlesFileSchema);
  const posts = readFolder(where, {
    folder: "private-content/social-posts",
    extension: ".md",
    schema: socialPostSchema,
    fromBody: "Copy",
    ordered: true,
  });
  const problems = [discounts, analytics, handles, posts].flatMap((part) => part.problems);
  posts.values.forEach((post, index) => {
    const shown = weekday.format(dayOf(post));
    if (!post.Date.startsWith(shown)) {
      problems.push(problemAt(posts.origins[index]!, ["Date"], `that day is a ${shown}`));
    }
  });
  if (posts.values.length === 0 && posts.problems.length === 0) {
    problems.push("private-content/social-posts/ › the social calendar has no post");
  }
  if (problems.length || !discounts.value || !analytics.value || !handles.value) {
    return { problems };
  }
  // By day, then `order` within the day, then file name.
  const sorted = sortEntries(posts, (a, b) => dayOf(a.value) - dayOf(b.value) || a.order - b.order);
  return {
    content: {
      socialCalendar: { posts: sorted.values, handles: handles.value.handles },
      discounts: discounts.value,
      ticketAnalytics: analytics.value,
    },
    problems: [],
  };
}

/** The private content, checked; throws a ContentError that lists every problem. */
export const loadPrivateContent = cachedLoader("private-content", readPrivateContent);
