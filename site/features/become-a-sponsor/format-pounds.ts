/**
 * Whole pounds as the page prints them: 60000 -> "£60,000". Written out rather than left to Intl
 * so the prerendered HTML and the browser always agree, whatever locale data each has.
 */
export function formatPounds(amount: number): string {
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${amount < 0 ? "-" : ""}£${digits}`;
}
