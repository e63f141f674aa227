import type { DiscountEntry } from "#content/schema/private.ts";
import type { CopyStatus } from "#app/shared/lib/use-copy-feedback.ts";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { CopyButton } from "./copy-button.tsx";
import { discountTypeLabels } from "./search-discounts.ts";

export interface DiscountsTableProps {
  /** The entries to show, already filtered by the search. */
  entries: readonly DiscountEntry[];
  statusOf: (key: string) => CopyStatus;
  onCopy: (key: string, text: string) => void;
}

export const tableColumns = ["Organisation", "Type", "Code", "Link", "Copy"] as const;

export const tableCopyKey = (code: string) => `table:${code}`;

// On small screens the CSS stacks each row into a card, and some browsers (Safari) drop table
// semantics from restyled tables, so the roles are restated to keep the table a table.
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role
   -- restated on purpose; the second rule mistakes <td> for a grid cell */
export function DiscountsTable({ entries, statusOf, onCopy }: DiscountsTableProps) {
  return (
    <table className="discounts-table" role="table">
      <caption className="discounts-table__caption">All community discount codes</caption>
      <thead role="rowgroup">
        <tr role="row">
          {tableColumns.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {entries.map((entry) => (
          <tr key={entry.code} role="row">
            <th scope="row" role="rowheader" data-label={tableColumns[0]}>
              {entry.organization}
            </th>
            <td role="cell" data-label={tableColumns[1]}>
              {discountTypeLabels[entry.type]}
            </td>
            <td role="cell" data-label={tableColumns[2]}>
              <code className="discount-code">{entry.code}</code>
            </td>
            <td role="cell" data-label={tableColumns[3]}>
              <ExternalLink href={entry.url}>
                Book tickets{" "}
                <span className="visually-hidden">with the code for {entry.organization}</span>
              </ExternalLink>
            </td>
            <td role="cell" data-label={tableColumns[4]}>
              <CopyButton
                label="Copy"
                context={`code for ${entry.organization}`}
                what="code"
                status={statusOf(tableCopyKey(entry.code))}
                onCopy={() => onCopy(tableCopyKey(entry.code), entry.code)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
