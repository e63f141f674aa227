// A release's time: the instant as the event's clocks show it, with their offset
// (2025-10-20T09:00:00+01:00), so the file reads as local time and still names the instant.

/** The wall clock of `timeZone` at `instant`, written ISO 8601 with its offset, to the second. */
export function zonedIsoTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  const wall = `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}:${get("second")}`;
  const seconds = Math.floor(instant.getTime() / 1000) * 1000;
  const offset = Math.round((Date.parse(`${wall}Z`) - seconds) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, "0");
  const minutes = String(Math.abs(offset) % 60).padStart(2, "0");
  return `${wall}${sign}${hours}:${minutes}`;
}
