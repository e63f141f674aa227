// Plain-words messages for JSON Schema (ajv) errors: the field as a path a person can find in the
// file, the bad value, and what was expected.
import type { ErrorObject } from "ajv";
import { pathText, shown } from "../model.ts";

/** What a pattern means, by the field it is on (the last part of the schema path). */
const patternMeanings: Record<string, string> = {
  start: "is not a time written HH:MM",
  duration: "is not a duration written H:MM, e.g. 0:45",
  slug: "is not a slug (lower-case letters, digits, - and _)",
  acronym: "is not an acronym of lower-case letters, digits, - and _ (4 or more)",
  time_zone_name: "is not a time zone name such as Europe/Berlin",
  code: "is not a code of capital letters and digits",
};

const formatMeanings: Record<string, string> = {
  date: "is not a date written YYYY-MM-DD",
  "date-time": "is not a date and time with an offset, e.g. 2025-10-24T09:00:00+02:00",
  uuid: "is not a UUID",
  uri: "is not an absolute URL",
  "uri-reference": "is not a URL",
};

/** The parts of a JSON pointer, with array positions as numbers (looked up in the data). */
function pointerParts(
  pointer: string,
  data: unknown,
): { path: (string | number)[]; value: unknown } {
  const path: (string | number)[] = [];
  let value = data;
  for (const raw of pointer.split("/").slice(1)) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(value)) {
      path.push(Number(key));
      value = value[Number(key)];
    } else {
      path.push(key);
      value =
        value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    }
  }
  return { path, value };
}

function sentence(error: ErrorObject, value: unknown): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "pattern": {
      const field = error.schemaPath.split("/").at(-2) ?? "";
      return `${shown(value)} ${patternMeanings[field] ?? `does not match ${String(params.pattern)}`}`;
    }
    case "format":
      return `${shown(value)} ${formatMeanings[String(params.format)] ?? `is not a ${String(params.format)}`}`;
    case "type":
      return `${shown(value)} is not ${String(params.type).replace(/,/g, " or ")}`;
    case "minimum":
      return `${shown(value)} is less than ${String(params.limit)}`;
    case "oneOf":
      return /\/persons\/\d+$/.test(error.instancePath)
        ? `${shown(value)} is neither a frab person (id and public_name) nor a pretalx person (name)`
        : `${shown(value)} does not fit exactly one of the allowed shapes`;
    case "anyOf":
      return `${shown(value)} is not a date (YYYY-MM-DD) or a date and time`;
    case "false schema":
      return "is not allowed here";
    default:
      return `${shown(value)} ${error.message ?? "is not valid"}`;
  }
}

/** One line per problem, e.g. `schedule.conference.days[1].rooms["Hall A"][0].start: "9:5" is not a time written HH:MM`. */
export function schemaMessages(
  errors: readonly ErrorObject[],
  data: unknown,
  limit = 20,
): string[] {
  const lines = new Set<string>();
  // The branches of a oneOf/anyOf fail in their own words (a missing `id`, a missing `name`); the
  // oneOf/anyOf error itself says it better, so the errors at or under it are left out.
  const alternatives = errors
    .filter((error) => error.keyword === "oneOf" || error.keyword === "anyOf")
    .map((error) => error.instancePath);
  const inAlternative = (error: ErrorObject) =>
    error.keyword !== "oneOf" &&
    error.keyword !== "anyOf" &&
    alternatives.some((at) => error.instancePath === at || error.instancePath.startsWith(`${at}/`));
  for (const error of errors) {
    if (inAlternative(error)) continue;
    const { path, value } = pointerParts(error.instancePath, data);
    const params = error.params as Record<string, unknown>;
    if (error.keyword === "required") {
      lines.add(`${pathText([...path, String(params.missingProperty)])}: is missing`);
    } else if (error.keyword === "additionalProperties") {
      lines.add(
        `${pathText([...path, String(params.additionalProperty)])}: is not a field this format has`,
      );
    } else {
      lines.add(`${pathText(path)}: ${sentence(error, value)}`);
    }
  }
  const all = [...lines];
  return all.length > limit ? [...all.slice(0, limit), `... and ${all.length - limit} more`] : all;
}
