import { useId } from "react";
import { describePost, type CalendarEntry } from "./calendar-entries.ts";
import type { PostItemState } from "./calendar-cards.tsx";
import { CopySegments } from "./copy-segments.tsx";
import { HandleTags } from "./handle-tags.tsx";
import { PostActions } from "./post-actions.tsx";
import { previewSegments, tablePreviewLength } from "./preview.ts";
import { TypeBadge } from "./type-badge.tsx";

export interface CalendarTableProps {
  entries: readonly CalendarEntry[];
  itemState: PostItemState;
}

const columns = ["Date", "Platform", "Type", "Theme", "Copy", "Handles", "Actions"] as const;
const labels = { showFull: "Show Full", showLess: "Hide", copy: "Copy", copied: "Copied" };

// On small screens the CSS stacks each row into a card, and some browsers (Safari) drop table
// semantics from restyled tables, so the roles are restated to keep the table a table.
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role
   -- restated on purpose; the second rule mistakes <td> for a grid cell */

/** The table view: one row per post, earliest first. */
export function CalendarTable({ entries, itemState }: CalendarTableProps) {
  return (
    <table className="calendar-table" role="table">
      <caption className="visually-hidden">Social media posts, earliest first</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {entries.map((entry) => (
          <CalendarRow key={entry.id} entry={entry} itemState={itemState} />
        ))}
      </tbody>
    </table>
  );
}

function CalendarRow({ entry, itemState }: { entry: CalendarEntry; itemState: PostItemState }) {
  const id = useId();
  const { expanded, ...actions } = itemState(entry);
  const preview = previewSegments(entry.segments, tablePreviewLength);
  return (
    <tr role="row">
      <td role="cell" data-label={columns[0]} className="calendar-table__date">
        <time dateTime={entry.isoDate || undefined}>{entry.post.Date}</time>
      </td>
      <td role="cell" data-label={columns[1]}>
        {entry.post.Platform}
      </td>
      <td role="cell" data-label={columns[2]}>
        <TypeBadge type={entry.type} />
      </td>
      <th scope="row" role="rowheader" data-label={columns[3]} className="calendar-table__theme">
        {entry.post.Theme}
      </th>
      <td role="cell" data-label={columns[4]} className="calendar-table__copy">
        <p id={`${id}-copy`} className="post-copy">
          <CopySegments segments={expanded ? entry.segments : preview.segments} />
        </p>
      </td>
      <td role="cell" data-label={columns[5]}>
        <HandleTags mentions={entry.mentions} />
      </td>
      <td role="cell" data-label={columns[6]} className="calendar-table__actions">
        <PostActions
          {...actions}
          truncated={preview.truncated}
          expanded={expanded}
          context={describePost(entry.post)}
          copyId={`${id}-copy`}
          labels={labels}
        />
      </td>
    </tr>
  );
}
