import type { DiscountEntry } from "#content/schema/private.ts";
import type { CopyStatus } from "#site/shared/lib/use-copy-feedback.ts";
import { ExternalLink } from "#site/shared/ui/external-link.tsx";
import {
  StackedTable,
  StackedTableCell,
  StackedTableRow,
  StackedTableRowHeader,
} from "#site/shared/ui/stacked-table.tsx";
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

export function DiscountsTable({ entries, statusOf, onCopy }: DiscountsTableProps) {
  return (
    <StackedTable
      className="discounts-table"
      caption="All community discount codes"
      columns={tableColumns}
    >
      {entries.map((entry) => (
        <StackedTableRow key={entry.code}>
          <StackedTableRowHeader label={tableColumns[0]}>
            {entry.organization}
          </StackedTableRowHeader>
          <StackedTableCell label={tableColumns[1]}>
            {discountTypeLabels[entry.type]}
          </StackedTableCell>
          <StackedTableCell label={tableColumns[2]}>
            <code className="discount-code">{entry.code}</code>
          </StackedTableCell>
          <StackedTableCell label={tableColumns[3]}>
            <ExternalLink href={entry.url}>
              Book tickets{" "}
              <span className="visually-hidden">with the code for {entry.organization}</span>
            </ExternalLink>
          </StackedTableCell>
          <StackedTableCell label={tableColumns[4]}>
            <CopyButton
              label="Copy"
              context={`code for ${entry.organization}`}
              what="code"
              status={statusOf(tableCopyKey(entry.code))}
              onCopy={() => onCopy(tableCopyKey(entry.code), entry.code)}
            />
          </StackedTableCell>
        </StackedTableRow>
      ))}
    </StackedTable>
  );
}
