import type { Speaker } from "#content/schema/speaker.ts";

/** What a featured-speaker tile shows; only this reaches the browser, not the whole collection. */
export type FeaturedSpeaker = Pick<Speaker, "id" | "name" | "title" | "organization" | "image">;

/** The featured speakers in exactly the order of `ids`; the build guarantees every id exists. */
export function selectFeaturedSpeakers(
  ids: readonly number[],
  speakers: readonly Speaker[],
): FeaturedSpeaker[] {
  const byId = new Map(speakers.map((speaker) => [speaker.id, speaker]));
  return ids.flatMap((id) => {
    const speaker = byId.get(id);
    if (!speaker) return [];
    const { name, title, organization, image } = speaker;
    return [{ id, name, title, organization, image }];
  });
}
