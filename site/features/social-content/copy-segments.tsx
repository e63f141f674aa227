import { mentionLabel, type CopySegment } from "./handles.ts";

export interface CopySegmentsProps {
  segments: readonly CopySegment[];
}

/** Post copy with each @mention shown as its display name (or as written, when unknown). */
export function CopySegments({ segments }: CopySegmentsProps) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.kind === "text" ? (
          segment.text
        ) : (
          <span
            key={index}
            className={segment.name ? "mention" : "mention mention--unknown"}
            title={segment.name ? `@${segment.handle}` : undefined}
          >
            {mentionLabel(segment)}
          </span>
        ),
      )}
    </>
  );
}
