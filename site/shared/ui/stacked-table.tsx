import type { ReactNode } from "react";
import "./stacked-table.css";

// On small screens stacked-table.css stacks each row of these tables into a card (the feature's CSS
// lays out the cards' cells), and some browsers (Safari) drop table semantics from restyled tables,
// so every element restates its role to keep the table a table.
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role
   -- restated on purpose; the second rule mistakes <td> for a grid cell */

export interface StackedTableProps {
  /** The feature's class for the table, beside `stacked-table`, which the shared CSS styles. */
  className: string;
  caption: ReactNode;
  /** The feature's class for the caption (e.g. `visually-hidden`), beside `stacked-table__caption`. */
  captionClassName?: string;
  /** The column headings, in order; each cell repeats its own as `label`. */
  columns: readonly string[];
  /** The rows: StackedTableRow elements. */
  children: ReactNode;
}

/** A table whose rows the CSS may stack into cards, each cell labelled with its column. */
export function StackedTable({
  className,
  caption,
  captionClassName,
  columns,
  children,
}: StackedTableProps) {
  return (
    <table className={`stacked-table ${className}`} role="table">
      <caption
        className={
          captionClassName ? `stacked-table__caption ${captionClassName}` : "stacked-table__caption"
        }
      >
        {caption}
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">{children}</tbody>
    </table>
  );
}

export interface StackedTableRowProps {
  /** The row's cells: StackedTableCell and StackedTableRowHeader elements. */
  children: ReactNode;
}

export function StackedTableRow({ children }: StackedTableRowProps) {
  return <tr role="row">{children}</tr>;
}

export interface StackedTableCellProps {
  /** The cell's column heading, which the stacked layout shows before the cell (data-label). */
  label: string;
  className?: string;
  children: ReactNode;
}

export function StackedTableCell({ label, className, children }: StackedTableCellProps) {
  return (
    <td role="cell" data-label={label} className={className}>
      {children}
    </td>
  );
}

/** The cell that names its row, for screen readers moving through the table. */
export function StackedTableRowHeader({ label, className, children }: StackedTableCellProps) {
  return (
    <th scope="row" role="rowheader" data-label={label} className={className}>
      {children}
    </th>
  );
}
