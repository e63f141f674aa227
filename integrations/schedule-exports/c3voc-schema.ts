// The published schedule.json layout (c3voc's schema, restated in c3voc-schedule.schema.json),
// as a validator of the schedule.json the site writes: other tools (apps, the c3voc player) read
// that file, so it must keep to the schema even though the importer reads exports liberally.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

export const c3vocSchemaPath = new URL("./c3voc-schedule.schema.json", import.meta.url);

/** A validator of the layout: ajv with draft-06 (the schema's dialect) and the string formats. */
export function c3vocValidator(): ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(createRequire(import.meta.url)("ajv/dist/refs/json-schema-draft-06.json"));
  addFormats(ajv);
  return ajv.compile(JSON.parse(readFileSync(c3vocSchemaPath, "utf8")));
}
