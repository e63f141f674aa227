import { arc, pie } from "d3-shape";
import type { TicketShare } from "./ticket-shares.ts";

export interface TicketPieChartProps {
  shares: readonly TicketShare[];
  title: string;
}

// Colours with 3:1 contrast against white and each other's borders, as non-text contrast asks.
const colours: Record<TicketShare["key"], string> = {
  student: "#3b1fa3",
  general: "#0f6b4f",
  researcher: "#a3320b",
};

const size = 240;
const radius = size / 2;

/** A pie chart whose numbers are also given as a table (the chart itself is one labelled image). */
export function TicketPieChart({ shares, title }: TicketPieChartProps) {
  const slices = pie<TicketShare>()
    .value((share) => share.count)
    .sort(null)(shares.filter((share) => share.count > 0));
  const slicePath = arc<(typeof slices)[number]>()
    .innerRadius(0)
    .outerRadius(radius - 2);
  const description = shares.map((share) => `${share.label} ${share.percent}%`).join(", ");
  return (
    <figure className="ticket-chart">
      <svg
        viewBox={`${-radius} ${-radius} ${size} ${size}`}
        width={size}
        height={size}
        role="img"
        aria-label={`${title}: ${description}`}
      >
        {slices.map((slice) => (
          <path
            key={slice.data.key}
            d={slicePath(slice) ?? ""}
            fill={colours[slice.data.key]}
            stroke="#fff"
            strokeWidth={2}
          />
        ))}
      </svg>
      <figcaption>
        <table className="ticket-table">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Ticket type</th>
              <th scope="col">Tickets</th>
              <th scope="col">Share</th>
            </tr>
          </thead>
          <tbody>
            {shares.map((share) => (
              <tr key={share.key}>
                <th scope="row">
                  <span
                    className="ticket-table__swatch"
                    style={{ background: colours[share.key] }}
                    aria-hidden="true"
                  />
                  {share.label}
                </th>
                <td>{share.count}</td>
                <td>{share.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}
