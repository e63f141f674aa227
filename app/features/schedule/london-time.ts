/**
 * The UTC instant of a wall-clock time in London (decisions.md, 10). Works across the clock
 * change: London is on GMT (UTC+0) for the summit, BST (UTC+1) before 26 October 2025.
 */
export function londonTimeToUtc(isoDate: string, time: string): Date {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // London's offset at that moment: format the naive instant in London and see how far it moved.
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(asIfUtc));
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  const londonAsUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
  );
  return new Date(asIfUtc - (londonAsUtc - asIfUtc));
}
