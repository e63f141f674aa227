import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  StackedTable,
  StackedTableCell,
  StackedTableRow,
  StackedTableRowHeader,
} from "./stacked-table.tsx";

const columns = ["Event", "Venue"] as const;

function Events() {
  return (
    <StackedTable
      className="events"
      caption="Events, earliest first"
      captionClassName="events__caption"
      columns={columns}
    >
      {[
        ["Opening", "Hall A"],
        ["Closing", "Hall B"],
      ].map(([event, venue]) => (
        <StackedTableRow key={event}>
          <StackedTableRowHeader label={columns[0]} className="events__name">
            {event}
          </StackedTableRowHeader>
          <StackedTableCell label={columns[1]}>{venue}</StackedTableCell>
        </StackedTableRow>
      ))}
    </StackedTable>
  );
}

describe("StackedTable", () => {
  it("is a table named by its caption, with the columns' headers and one row header per row", () => {
    render(<Events />);
    const table = screen.getByRole("table", { name: "Events, earliest first" });
    expect(table).toHaveClass("stacked-table", "events");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Event", "Venue"]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((header) => header.textContent),
    ).toEqual(["Opening", "Closing"]);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getAllByRole("rowgroup")).toHaveLength(2);
  });

  it("restates every role, and labels each cell with its column for the stacked layout", () => {
    render(<Events />);
    const table = screen.getByRole("table", { name: "Events, earliest first" });
    expect(table).toHaveAttribute("role", "table");
    const opening = within(table).getByRole("row", { name: /Opening/ });
    const header = within(opening).getByRole("rowheader", { name: "Opening" });
    expect(header).toHaveAttribute("scope", "row");
    expect(header).toHaveAttribute("role", "rowheader");
    expect(header).toHaveAttribute("data-label", "Event");
    expect(header).toHaveClass("events__name");
    const venue = within(opening).getByRole("cell", { name: "Hall A" });
    expect(venue).toHaveAttribute("role", "cell");
    expect(venue).toHaveAttribute("data-label", "Venue");
    for (const element of within(table).getAllByRole("columnheader")) {
      expect(element).toHaveAttribute("role", "columnheader");
      expect(element).toHaveAttribute("scope", "col");
    }
  });

  it("gives the caption the shared class beside the feature's, or alone", () => {
    const { container } = render(<Events />);
    expect(container.querySelector("caption")).toHaveClass(
      "stacked-table__caption",
      "events__caption",
    );
    render(
      <StackedTable className="plain" caption="Plain" columns={columns}>
        {null}
      </StackedTable>,
    );
    const plain = screen.getByRole("table", { name: "Plain" });
    expect(plain).toHaveClass("stacked-table", "plain");
    expect(plain.querySelector("caption")?.className).toBe("stacked-table__caption");
  });
});
