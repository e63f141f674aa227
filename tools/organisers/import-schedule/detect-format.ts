// Which format an export is, from its content (never its name): XML is a frab/pentabarf
// schedule.xml; JSON with a `schedule` object is a schedule.json; JSON with `sessions` and
// `speakers` lists is a Sessionize "All data" export.
import { readC3voc } from "./formats/c3voc.ts";
import { frabXmlToJson } from "./formats/frab-xml.ts";
import { readSessionize } from "./formats/sessionize.ts";
import { fitToSite } from "./fit-to-site.ts";
import { ImportError, type ImportedProgramme } from "./model.ts";

export type InputKind = "c3voc" | "sessionize";

export function detectFormat(json: unknown): InputKind | undefined {
  if (!json || typeof json !== "object" || Array.isArray(json)) return undefined;
  if ("schedule" in json) return "c3voc";
  if ("sessions" in json && "speakers" in json) return "sessionize";
  return undefined;
}

/** The text as JSON or, when it starts like XML, as a schedule.xml in the schedule.json layout. */
export function parseExport(text: string, source: string): unknown {
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (start.startsWith("<")) return frabXmlToJson(start, source);
  try {
    return JSON.parse(start) as unknown;
  } catch (error) {
    throw new ImportError([
      `${source}: is neither JSON nor XML (${(error as Error).message}), so it cannot be a programme export`,
    ]);
  }
}

/**
 * The file's programme in the neutral model, every value within the site's rules for its field
 * (fit-to-site.ts), or an ImportError that says what is wrong.
 */
export function readProgramme(
  json: unknown,
  options: { timeZone?: string; siteTimeZone: string },
): ImportedProgramme {
  switch (detectFormat(json)) {
    case "c3voc":
      return fitToSite(readC3voc(json, options));
    case "sessionize":
      return fitToSite(
        readSessionize(json, { timeZone: options.timeZone ?? options.siteTimeZone }),
      );
    default:
      throw new ImportError([
        'the file is neither a frab/pretalx schedule (JSON with `schedule`, or schedule.xml) nor a Sessionize "All data" export (JSON with `sessions` and `speakers`)',
      ]);
  }
}
