// Build-only: reads the private area's plaintext from private-content/, or the folder
// PRIVATE_CONTENT_DIR names (files.ts; docs/decisions/006 and 015), each file checked against its
// schema. Only the build (and the tests) read it; the site ships it encrypted. It only reads:
// checked-content.ts runs the checks of content/checks/ on what it returns.
import type { PrivateContent } from "../content-types.ts";
import {
  dayOfPost,
  discountsSchema,
  socialHandlesFileSchema,
  socialPostSchema,
  ticketAnalyticsSchema,
} from "../schema/private.ts";
import type { ContentRoot } from "./files.ts";
import { readFolder, readSingle, sortEntries } from "./read-entries.ts";

/** Every private data file as read: each value is there only when its file meets its schema. */
export type PrivateContentAsRead = ReturnType<typeof readPrivateContentFiles>;

export function readPrivateContentFiles(where: ContentRoot = {}) {
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
  return { discounts, analytics, handles, posts, problems };
}

/** The private content in page order; undefined when a file could not be read. */
export function privateContentOf({
  discounts,
  analytics,
  handles,
  posts,
}: PrivateContentAsRead): PrivateContent | undefined {
  if (!discounts.value || !analytics.value || !handles.value) return undefined;
  // By day, then `order` within the day, then file name.
  const sorted = sortEntries(
    posts,
    (a, b) => dayOfPost(a.value) - dayOfPost(b.value) || a.order - b.order,
  );
  return {
    socialCalendar: { posts: sorted.values, handles: handles.value.handles },
    discounts: discounts.value,
    ticketAnalytics: analytics.value,
  };
}
