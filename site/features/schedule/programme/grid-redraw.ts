// A grid page's search and filters: the grid is drawn again from the sessions that match, so that
// rooms and times without a match drop out (docs/decisions/023), as the old island re-rendered it.
// The cells are the HTML's own, copied; the layout is grid-layout.ts's, as at build time; with no
// filter the HTML's own table comes back.
import {
  gridBoxClass,
  gridLayout,
  gridRowClass,
  type GridEvent,
  type GridRow,
} from "../grid-layout.ts";
import { readSession, sessionSelector } from "../session-markup.ts";

/** What the grid knows of a session: read from its cell in the HTML. */
export type GridSession = GridEvent & { id: string };

export interface GridRedraw {
  /** Every session of the HTML's grid, in the HTML's order. */
  readonly sessions: readonly GridSession[];
  /** Shows only these sessions (by id), or every session (null). Returns how many it shows. */
  show(ids: ReadonlySet<string> | null): number;
  /** The rows drawn now, in the table's order: where the "now" line goes (grid-view.ts). */
  rows(): readonly GridRow<GridSession>[];
}

const setSpan = (cell: HTMLTableCellElement, name: "rowspan" | "colspan", span: number) => {
  if (span > 1) cell.setAttribute(name, String(span));
  else cell.removeAttribute(name);
};

/** A session cell names its room only when it spans several rooms (schedule-grid.tsx). */
function showRoom(cell: HTMLTableCellElement, location: string, spansRooms: boolean) {
  const when = cell.querySelector(".grid-session__when");
  const where = when?.querySelector(".grid-session__where");
  if (!when) return;
  if (!spansRooms) where?.remove();
  else if (!where) {
    const room = cell.ownerDocument.createElement("span");
    room.className = "grid-session__where";
    room.textContent = location;
    when.firstElementChild?.after(room);
  }
}

export function gridRedraw(box: HTMLElement): GridRedraw {
  const table = box.querySelector("table")!;
  const document = box.ownerDocument;
  const originalHead = table.tHead!;
  const originalBody = table.tBodies[0]!;
  const cells = new Map<string, HTMLTableCellElement>();
  const events: GridSession[] = [];
  for (const cell of originalBody.querySelectorAll<HTMLTableCellElement>(sessionSelector)) {
    const session = readSession(cell);
    cells.set(session.id, cell);
    events.push(session);
  }
  // The columns' rooms in the HTML's order, which the build took from the venue's.
  const roomOrder = [...originalHead.rows[0]!.cells].slice(1).map((cell) => cell.textContent ?? "");
  const corner = originalHead.rows[0]!.cells[0]!;
  // Each row's header as built, by its minutes: a row drawn again shows its time as the page does,
  // marked for the time zone switch (docs/decisions/042). A filtered grid's rows are some of these.
  const rowHeaders = new Map(
    gridLayout(events, roomOrder).rows.map((row, index) => [
      row.minutes,
      originalBody.rows[index]!.cells[0]!,
    ]),
  );
  const originalClass = box.className;
  let showingAll = true;
  let allRows: GridRow<GridSession>[] | null = null;
  let drawnRows: GridRow<GridSession>[] = [];

  const draw = (shown: readonly GridSession[]) => {
    const layout = gridLayout(shown, roomOrder);
    drawnRows = layout.rows;
    const head = document.createElement("thead");
    const headRow = head.insertRow();
    headRow.append(corner.cloneNode(true));
    for (const column of layout.columns) {
      const header = document.createElement("th");
      header.scope = "col";
      setSpan(header, "colspan", column.lanes);
      header.textContent = column.room;
      headRow.append(header);
    }
    const body = document.createElement("tbody");
    for (const row of layout.rows) {
      const tableRow = body.insertRow();
      tableRow.className = gridRowClass(row.length);
      tableRow.append(rowHeaders.get(row.minutes)!.cloneNode(true));
      for (const cell of row.cells) {
        if (cell.type === "empty") {
          const empty = tableRow.insertCell();
          setSpan(empty, "colspan", cell.colSpan);
          continue;
        }
        const copy = cells.get(cell.event.id)!.cloneNode(true) as HTMLTableCellElement;
        setSpan(copy, "rowspan", cell.rowSpan);
        setSpan(copy, "colspan", cell.colSpan);
        showRoom(copy, cell.event.location, cell.colSpan > 1);
        tableRow.append(copy);
      }
    }
    table.replaceChild(head, table.tHead!);
    table.replaceChild(body, table.tBodies[0]!);
    box.className = gridBoxClass(layout.rows.length);
  };

  return {
    sessions: events,
    rows() {
      if (!showingAll) return drawnRows;
      allRows ??= gridLayout(events, roomOrder).rows;
      return allRows;
    },
    show(ids) {
      if (ids === null) {
        if (!showingAll) {
          table.replaceChild(originalHead, table.tHead!);
          table.replaceChild(originalBody, table.tBodies[0]!);
          box.className = originalClass;
          showingAll = true;
        }
        return events.length;
      }
      const shown = events.filter((event) => ids.has(event.id));
      draw(shown);
      showingAll = false;
      return shown.length;
    },
  };
}
