import type { Speaker, SpeakerOrdering } from "#content/schema/speaker.ts";

export interface SpeakerGroups<T> {
  keynotes: T[];
  chairs: T[];
  panelists: T[];
}

/**
 * The speakers page's three sections (docs/product/specification.md §5 "Speaker ordering"):
 * keynotes and chairs in their fixed order, then everyone else sorted by the preset name order,
 * unlisted names last in alphabetical order so the page is stable.
 */
export function groupSpeakers<T extends Pick<Speaker, "id" | "name">>(
  speakers: readonly T[],
  ordering: SpeakerOrdering,
): SpeakerGroups<T> {
  const byId = new Map(speakers.map((speaker) => [speaker.id, speaker]));
  const pick = (ids: readonly number[]) =>
    ids.flatMap((id) => {
      const speaker = byId.get(id);
      return speaker ? [speaker] : [];
    });
  const featured = new Set([...ordering.keynotes, ...ordering.chairs]);
  const rank = new Map(ordering.panelistNameOrder.map((name, index) => [name, index]));
  const panelists = speakers
    .filter((speaker) => !featured.has(speaker.id))
    .sort((a, b) => {
      const rankA = rank.get(a.name) ?? Number.POSITIVE_INFINITY;
      const rankB = rank.get(b.name) ?? Number.POSITIVE_INFINITY;
      return rankA === rankB ? a.name.localeCompare(b.name, "en") : rankA - rankB;
    });
  return { keynotes: pick(ordering.keynotes), chairs: pick(ordering.chairs), panelists };
}
