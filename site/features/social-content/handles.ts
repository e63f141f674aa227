// @mentions in a post's copy: found, looked up and split out so the views can show display names.

/** A run of plain text, or one @mention with its display name (null when the lookup lacks it). */
export type CopySegment =
  { kind: "text"; text: string } | { kind: "handle"; handle: string; name: string | null };

/** Handle (without @, lower case) -> display name. Built with a Map so "constructor" is not a name. */
export type HandleLookup = ReadonlyMap<string, string>;

// A mention starts at "@" that does not follow a word character, a dot or another "@", so an e-mail
// address ("team@example.org") is not a mention. Handles are letters, digits and underscores.
const mentionPattern = /(?<![A-Za-z0-9_.@])@([A-Za-z0-9_]+)/g;

export function createHandleLookup(handles: Readonly<Record<string, string>>): HandleLookup {
  return new Map(Object.entries(handles).map(([handle, name]) => [handle.toLowerCase(), name]));
}

/** Looks a handle up case-insensitively, as the platforms treat handles. */
export function lookUpHandle(handle: string, lookup: HandleLookup): string | null {
  return lookup.get(handle.toLowerCase()) ?? null;
}

/** What a mention shows: the display name, or the raw @handle when the lookup does not know it. */
export function mentionLabel(segment: Extract<CopySegment, { kind: "handle" }>): string {
  return segment.name ?? `@${segment.handle}`;
}

/** Splits copy into text and mention segments, in order; joining them gives the copy back. */
export function splitCopy(copy: string, lookup: HandleLookup): CopySegment[] {
  const segments: CopySegment[] = [];
  let position = 0;
  for (const match of copy.matchAll(mentionPattern)) {
    const start = match.index;
    if (start > position) segments.push({ kind: "text", text: copy.slice(position, start) });
    const handle = match[1]!;
    segments.push({ kind: "handle", handle, name: lookUpHandle(handle, lookup) });
    position = start + match[0].length;
  }
  if (position < copy.length) segments.push({ kind: "text", text: copy.slice(position) });
  return segments;
}

/** The copy as a reader sees it, with display names in place of known handles. */
export function displayText(segments: readonly CopySegment[]): string {
  return segments
    .map((segment) => (segment.kind === "text" ? segment.text : mentionLabel(segment)))
    .join("");
}

/** The distinct mentions of the copy, first occurrence first (compared case-insensitively). */
export function mentionsOf(
  segments: readonly CopySegment[],
): Extract<CopySegment, { kind: "handle" }>[] {
  const seen = new Set<string>();
  const mentions: Extract<CopySegment, { kind: "handle" }>[] = [];
  for (const segment of segments) {
    if (segment.kind !== "handle" || seen.has(segment.handle.toLowerCase())) continue;
    seen.add(segment.handle.toLowerCase());
    mentions.push(segment);
  }
  return mentions;
}
