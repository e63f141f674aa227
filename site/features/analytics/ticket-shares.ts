import type { TicketAnalytics } from "#content/schema/private.ts";

export interface TicketShare {
  key: keyof TicketAnalytics["ticketCounts"];
  label: string;
  count: number;
  /** Rounded to a whole percentage, as the spec shows them. */
  percent: number;
}

const labels: Record<TicketShare["key"], string> = {
  student: "Student",
  general: "General",
  researcher: "Researcher",
};

export function ticketShares(counts: TicketAnalytics["ticketCounts"]): TicketShare[] {
  const total = counts.student + counts.general + counts.researcher;
  return (Object.keys(labels) as TicketShare["key"][]).map((key) => ({
    key,
    label: labels[key],
    count: counts[key],
    percent: total === 0 ? 0 : Math.round((counts[key] / total) * 100),
  }));
}
