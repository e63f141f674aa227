// Build time: what each speaker's page (site/pages/speakers/[id].astro) is given beside its
// component.
import type { Speaker } from "#content/schema/speaker.ts";

/**
 * The page's description: "<name>, <title> at <organisation>, speaks on <session> at the summit.",
 * leaving out what the speaker's entry does not have.
 */
export function speakerDescription(
  speaker: Pick<Speaker, "name" | "title" | "organization" | "session">,
): string {
  return [
    speaker.name,
    [speaker.title, speaker.organization].filter(Boolean).join(" at "),
    `speaks${speaker.session ? ` on ${speaker.session}` : ""} at the summit.`,
  ]
    .filter(Boolean)
    .join(", ");
}
