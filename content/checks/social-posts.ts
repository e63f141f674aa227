// Build-only checks of the private social calendar's posts (private-content/social-posts/).
import type { Origin } from "../content-types.ts";
import { problemAt } from "../problems.ts";
import { dayOfPost, type SocialPost } from "../schema/private.ts";

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "short", timeZone: "UTC" });

/** The posts as read: those that met their schema, with their origins, and every file's problems. */
interface PostsAsRead {
  values: readonly SocialPost[];
  origins: readonly Origin[];
  problems: readonly string[];
}

/** Each post's date names its own weekday, and the calendar has a post. */
export function checkSocialPosts(posts: PostsAsRead): string[] {
  const problems: string[] = [];
  posts.values.forEach((post, index) => {
    const shown = weekday.format(dayOfPost(post));
    if (!post.Date.startsWith(shown)) {
      problems.push(problemAt(posts.origins[index]!, ["Date"], `that day is a ${shown}`));
    }
  });
  if (posts.values.length === 0 && posts.problems.length === 0) {
    problems.push("private-content/social-posts/ › the social calendar has no post");
  }
  return problems;
}
