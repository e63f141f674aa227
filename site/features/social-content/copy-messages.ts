import type { CopyFailure } from "#site/shared/lib/copy-to-clipboard.ts";
import type { LatestCopy } from "#site/shared/lib/use-copy-feedback.ts";

export const copyFailureMessages: Record<CopyFailure, string> = {
  unavailable:
    "Copy failed: this browser does not offer the clipboard here. Select the text and copy it yourself.",
  refused:
    "Copy failed: the browser did not allow access to the clipboard. Select the text and copy it yourself.",
};

/**
 * For the page's polite live region: what the latest copy did. `describe` names the copied post
 * from its key, since every post has the same buttons.
 */
export function copyAnnouncement(
  latest: LatestCopy | null,
  describe: (key: string) => string,
): string {
  if (!latest) return "";
  return latest.result.ok
    ? `Copied to the clipboard: ${describe(latest.key)}.`
    : copyFailureMessages[latest.result.failure];
}
