import { useId } from "react";
import { describePost, type CalendarEntry } from "./calendar-entries.ts";
import { CopySegments } from "./copy-segments.tsx";
import { PostActions, type PostItemProps } from "./post-actions.tsx";
import { cardPreviewLength, previewSegments } from "./preview.ts";
import { TypeBadge } from "./type-badge.tsx";

export interface PostCardProps extends Omit<PostItemProps, "truncated"> {
  entry: CalendarEntry;
}

const labels = {
  showFull: "Show Full",
  showLess: "Show Less",
  copy: "Copy Text",
  copied: "Copied!",
};

export function PostCard({ entry, expanded, ...actions }: PostCardProps) {
  const id = useId();
  const preview = previewSegments(entry.segments, cardPreviewLength);
  return (
    <article className="card post-card" aria-labelledby={`${id}-theme`}>
      <p className="post-card__meta">
        <TypeBadge type={entry.type} />
        <span className="post-card__platform">{entry.post.Platform}</span>
      </p>
      <h3 id={`${id}-theme`} className="post-card__theme">
        {entry.post.Theme}
      </h3>
      <p id={`${id}-copy`} className="post-copy">
        <CopySegments segments={expanded ? entry.segments : preview.segments} />
      </p>
      <PostActions
        {...actions}
        truncated={preview.truncated}
        expanded={expanded}
        context={describePost(entry.post)}
        copyId={`${id}-copy`}
        labels={labels}
      />
    </article>
  );
}
