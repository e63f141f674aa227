// Previews of a post's copy: the card view cuts at 150 characters, the table view at 100
// (docs/product/specification.md §9 "Calendar previews"), counted on the copy as written. The
// preview is at most that long, ends with "…", and never splits a word, a @mention (it would show a
// wrong handle) or an emoji.
import { splitCopy, type CopySegment } from "./handles.ts";

export const cardPreviewLength = 150;
export const tablePreviewLength = 100;

export interface SegmentPreview {
  segments: CopySegment[];
  truncated: boolean;
}

const ellipsis = "…";

function writtenLength(segment: CopySegment): number {
  return segment.kind === "text" ? segment.text.length : segment.handle.length + 1;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

export function previewSegments(segments: readonly CopySegment[], limit: number): SegmentPreview {
  const total = segments.reduce((sum, segment) => sum + writtenLength(segment), 0);
  if (total <= limit) return { segments: [...segments], truncated: false };
  const kept: CopySegment[] = [];
  let room = limit;
  for (const segment of segments) {
    const length = writtenLength(segment);
    if (length <= room) {
      kept.push(segment);
      room -= length;
      continue;
    }
    // A mention that does not fit is left out whole. Text is cut at the last space before the
    // limit, so no word is split (unless there is no space), and never inside a surrogate pair.
    if (segment.kind === "text") {
      const text = segment.text;
      let cut = /\s/.test(text.charAt(room)) ? room : text.lastIndexOf(" ", room);
      if (cut < 0) cut = isHighSurrogate(text.charCodeAt(room - 1)) ? room - 1 : room;
      if (cut > 0) kept.push({ kind: "text", text: text.slice(0, cut) });
    }
    break;
  }
  const last = kept.at(-1);
  if (last?.kind === "text") {
    const text = last.text.trimEnd();
    kept[kept.length - 1] = { kind: "text", text: `${text}${ellipsis}` };
  } else {
    kept.push({ kind: "text", text: ellipsis });
  }
  return { segments: kept, truncated: true };
}

/** The preview of plain copy, as text (mentions as written). */
export function previewCopy(copy: string, limit: number): { text: string; truncated: boolean } {
  const preview = previewSegments(splitCopy(copy, new Map()), limit);
  const text = preview.segments
    .map((segment) => (segment.kind === "text" ? segment.text : `@${segment.handle}`))
    .join("");
  return { text, truncated: preview.truncated };
}
