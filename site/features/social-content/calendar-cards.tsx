import type { DateGroup, CalendarEntry } from "./calendar-entries.ts";
import { PostCard } from "./post-card.tsx";
import type { PostItemProps } from "./post-actions.tsx";

/** Per post: expanded and copy state, and the callbacks; shared by both views. */
export type PostItemState = (entry: CalendarEntry) => Omit<PostItemProps, "truncated">;

export interface CalendarCardsProps {
  groups: readonly DateGroup[];
  itemState: PostItemState;
}

/** The card view: posts grouped by date, each date a heading. */
export function CalendarCards({ groups, itemState }: CalendarCardsProps) {
  return (
    <div className="calendar-days">
      {groups.map((group) => (
        <div key={group.date} className="calendar-day">
          <h2 className="calendar-day__date">
            <time dateTime={group.isoDate || undefined}>{group.date}</time>
          </h2>
          <ul className="post-cards">
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <PostCard entry={entry} {...itemState(entry)} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
