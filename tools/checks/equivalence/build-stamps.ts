// What every build writes afresh, so that two builds of the same commit differ there and nowhere
// else (found by building one commit twice and comparing; docs/decisions/028-equivalence-check.md):
// the calendars' DTSTAMP (the time of the build) and schedule.json's version (the date of the
// build). The encrypted private files differ too (fresh salt and IVs); private-files.ts compares
// their plaintext instead.

/** A text with its stamps replaced by placeholders, and the values replaced, in order. */
export interface Masked {
  text: string;
  stamps: string[];
}

/** The kinds of stamp, for the report. */
export type StampKind = "calendar DTSTAMP" | "schedule.json version";

/** Replaces the first group of each match of `pattern` with a placeholder. */
function mask(text: string, pattern: RegExp): Masked {
  const stamps: string[] = [];
  const masked = text.replace(pattern, (found: string, value: string) => {
    stamps.push(value);
    return found.replace(value, "[build stamp]");
  });
  return { text: masked, stamps };
}

/** iCalendar's DTSTAMP: when the file was written (RFC 5545), i.e. when the site was built. */
export function maskCalendarStamps(text: string): Masked {
  return mask(text, /^DTSTAMP:(\d{8}T\d{6}Z)\r?$/gm);
}

/** schedule.json's `schedule.version` (the frab layout's version field): the build's date. */
export function maskScheduleVersion(text: string): Masked {
  return mask(text, /"version":\s*"(\d{4}-\d{2}-\d{2})"/);
}

/** The stamp masker for a file of the client folder, if it has build stamps. */
export function stampMaskerFor(
  file: string,
): { kind: StampKind; mask: (text: string) => Masked } | undefined {
  if (file.endsWith(".ics")) return { kind: "calendar DTSTAMP", mask: maskCalendarStamps };
  if (file === "schedule.json") return { kind: "schedule.json version", mask: maskScheduleVersion };
  return undefined;
}
