import type { PostType } from "./post-type.ts";

export interface TypeBadgeProps {
  type: PostType;
}

export function TypeBadge({ type }: TypeBadgeProps) {
  return <span className={`type-badge type-badge--${type.toLowerCase()}`}>{type}</span>;
}
