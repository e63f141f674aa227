import type { PostType } from "./post-type.ts";
import "#site/shared/ui/kind-badge.css";

export interface TypeBadgeProps {
  type: PostType;
}

export function TypeBadge({ type }: TypeBadgeProps) {
  return <span className={`kind-badge type-badge type-badge--${type.toLowerCase()}`}>{type}</span>;
}
