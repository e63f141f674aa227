// Which format a parsed file is, from its content (never its name): a schedule.json has a
// `schedule` object, a Sessionize export has `sessions` and `speakers` lists.
import { readC3voc } from "./formats/c3voc.ts";
import { readSessionize } from "./formats/sessionize.ts";
import { ImportError, type ImportedProgramme } from "./model.ts";

export type InputKind = "c3voc" | "sessionize";

export function detectFormat(json: unknown): InputKind | undefined {
  if (!json || typeof json !== "object" || Array.isArray(json)) return undefined;
  if ("schedule" in json) return "c3voc";
  if ("sessions" in json && "speakers" in json) return "sessionize";
  return undefined;
}

/** The file's programme in the neutral model, or an ImportError that says what is wrong. */
export function readProgramme(
  json: unknown,
  options: { timeZone?: string; siteTimeZone: string },
): ImportedProgramme {
  switch (detectFormat(json)) {
    case "c3voc":
      return readC3voc(json, { timeZone: options.timeZone });
    case "sessionize":
      return readSessionize(json, { timeZone: options.timeZone ?? options.siteTimeZone });
    default:
      throw new ImportError([
        'the file is neither a frab/pretalx schedule.json (an object with `schedule`) nor a Sessionize "All data" export (an object with `sessions` and `speakers`)',
      ]);
  }
}
