import { mentionLabel, type CopySegment } from "./handles.ts";

/**
 * At most this many handle tags per table row, then "+N more" (docs/product/specification.md §9).
 */
export const maxHandleTags = 3;

export interface HandleTagsProps {
  mentions: readonly Extract<CopySegment, { kind: "handle" }>[];
}

export function HandleTags({ mentions }: HandleTagsProps) {
  if (mentions.length === 0) return <span className="handle-tags__none">None</span>;
  const shown = mentions.slice(0, maxHandleTags);
  const hidden = mentions.slice(maxHandleTags);
  return (
    <ul className="handle-tags">
      {shown.map((mention) => (
        <li key={mention.handle} className="handle-tag">
          {mentionLabel(mention)}
        </li>
      ))}
      {hidden.length > 0 ? (
        <li className="handle-tag handle-tag--more" title={hidden.map(mentionLabel).join(", ")}>
          +{hidden.length} more
        </li>
      ) : null}
    </ul>
  );
}
