// What an import added, changed and removed, per kind of entry, for the organiser to read.

export const sections = ["days", "tracks", "rooms", "sessions", "speakers"] as const;
export type Section = (typeof sections)[number];

type Lists = Record<Section, string[]>;
const emptyLists = (): Lists => ({ days: [], tracks: [], rooms: [], sessions: [], speakers: [] });

export class ChangeReport {
  readonly added = emptyLists();
  readonly changed = emptyLists();
  readonly removed = emptyLists();
  readonly notes: string[] = [];
  readonly warnings: string[] = [];

  lines(): string[] {
    const lines: string[] = [];
    for (const section of sections) {
      for (const [verb, lists] of [
        ["added", this.added],
        ["changed", this.changed],
        ["removed", this.removed],
      ] as const) {
        const items = lists[section];
        if (items.length) lines.push(`${section} ${verb} (${items.length}): ${items.join("; ")}`);
      }
    }
    if (!lines.length) lines.push("no days, tracks, rooms, sessions or speakers changed");
    return [
      ...lines,
      ...this.notes.map((note) => `note: ${note}`),
      ...this.warnings.map((warning) => `warning: ${warning}`),
    ];
  }
}
