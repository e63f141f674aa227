import { useId } from "react";
import {
  StackedTable,
  StackedTableCell,
  StackedTableRow,
  StackedTableRowHeader,
} from "#site/shared/ui/stacked-table.tsx";
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

/** The table view: one row per post, earliest first. */
export function CalendarTable({ entries, itemState }: CalendarTableProps) {
  return (
    <StackedTable
      className="calendar-table"
      caption="Social media posts, earliest first"
      captionClassName="visually-hidden"
      columns={columns}
    >
      {entries.map((entry) => (
        <CalendarRow key={entry.id} entry={entry} itemState={itemState} />
      ))}
    </StackedTable>
  );
}

function CalendarRow({ entry, itemState }: { entry: CalendarEntry; itemState: PostItemState }) {
  const id = useId();
  const { expanded, ...actions } = itemState(entry);
  const preview = previewSegments(entry.segments, tablePreviewLength);
  return (
    <StackedTableRow>
      <StackedTableCell label={columns[0]} className="calendar-table__date">
        <time dateTime={entry.isoDate || undefined}>{entry.post.Date}</time>
      </StackedTableCell>
      <StackedTableCell label={columns[1]}>{entry.post.Platform}</StackedTableCell>
      <StackedTableCell label={columns[2]}>
        <TypeBadge type={entry.type} />
      </StackedTableCell>
      <StackedTableRowHeader label={columns[3]} className="calendar-table__theme">
        {entry.post.Theme}
      </StackedTableRowHeader>
      <StackedTableCell label={columns[4]} className="calendar-table__copy">
        <p id={`${id}-copy`} className="post-copy">
          <CopySegments segments={expanded ? entry.segments : preview.segments} />
        </p>
      </StackedTableCell>
      <StackedTableCell label={columns[5]}>
        <HandleTags mentions={entry.mentions} />
      </StackedTableCell>
      <StackedTableCell label={columns[6]} className="calendar-table__actions">
        <PostActions
          {...actions}
          truncated={preview.truncated}
          expanded={expanded}
          context={describePost(entry.post)}
          copyId={`${id}-copy`}
          labels={labels}
        />
      </StackedTableCell>
    </StackedTableRow>
  );
}
