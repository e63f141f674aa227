// Build-only content validation: zod shape checks plus cross-references between collections.
// Every problem names the file, the entry and the bad value, so an organiser can fix it at once.
import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { homeSchema } from "./schema/home.ts";
import { settingsSchema } from "./schema/settings.ts";
import { speakerOrderingSchema, speakerSchema } from "./schema/speaker.ts";

/** Every collection, as the content modules export it, before validation. */
export interface ContentBundle {
  settings: unknown;
  speakers: unknown;
  speakerOrdering: unknown;
  home: unknown;
}

export interface CheckOptions {
  /** Folder that site paths such as /images/x.webp resolve against; skip file checks when absent. */
  publicDir?: string;
}

const files = {
  settings: "content/settings.ts",
  speakers: "content/speakers.ts",
  home: "content/home.ts",
} as const;

type PathSegment = PropertyKey;

function valueAt(data: unknown, at: readonly PathSegment[]): unknown {
  let current: unknown = data;
  for (const key of at) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A short, readable form of a bad value: strings quoted, long ones cut. */
export function showValue(value: unknown): string {
  if (value === undefined) return "(missing)";
  const text = typeof value === "string" ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Names an array entry by its id and name where it has them, e.g. `speakers[3] (id 12, "Ada Lovelock")`. */
function entryLabel(exportName: string, data: unknown, at: readonly PathSegment[]): string {
  let label = exportName;
  let current: unknown = data;
  for (const key of at) {
    label += typeof key === "number" ? `[${key}]` : `.${String(key)}`;
    current = valueAt(current, [key]);
    if (typeof key === "number" && current && typeof current === "object") {
      const entry = current as { id?: unknown; name?: unknown };
      const parts = [
        entry.id !== undefined ? `id ${String(entry.id)}` : "",
        typeof entry.name === "string" ? JSON.stringify(entry.name) : "",
      ].filter(Boolean);
      if (parts.length) label += ` (${parts.join(", ")})`;
    }
  }
  return label;
}

function shapeProblems(file: string, exportName: string, schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const at = issue.path;
    return `${file} › ${entryLabel(exportName, data, at)}: ${issue.message} (value: ${showValue(valueAt(data, at))})`;
  });
}

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const repeated = new Set<T>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return [...repeated];
}

/** Returns every problem found; an empty list means the content is valid. */
export function checkContent(bundle: ContentBundle, options: CheckOptions = {}): string[] {
  const problems = [
    ...shapeProblems(files.settings, "settings", settingsSchema, bundle.settings),
    ...shapeProblems(files.speakers, "speakers", z.array(speakerSchema), bundle.speakers),
    ...shapeProblems(files.speakers, "speakerOrdering", speakerOrderingSchema, bundle.speakerOrdering),
    ...shapeProblems(files.home, "home", homeSchema, bundle.home),
  ];
  // Cross-references only make sense once every shape is right.
  if (problems.length) return problems;

  const settings = settingsSchema.parse(bundle.settings);
  const speakers = z.array(speakerSchema).parse(bundle.speakers);
  const ordering = speakerOrderingSchema.parse(bundle.speakerOrdering);
  const home = homeSchema.parse(bundle.home);
  const speakerIds = new Set(speakers.map((speaker) => speaker.id));
  const speakerNames = new Set(speakers.map((speaker) => speaker.name));

  for (const id of duplicates(speakers.map((speaker) => speaker.id))) {
    problems.push(`${files.speakers} › speakers: id ${id} is used by more than one speaker`);
  }
  for (const name of duplicates(speakers.map((speaker) => speaker.name))) {
    problems.push(`${files.speakers} › speakers: the name ${showValue(name)} is used twice`);
  }

  const checkSpeakerIds = (file: string, label: string, ids: readonly number[]) => {
    ids.forEach((id, index) => {
      if (!speakerIds.has(id)) {
        problems.push(`${file} › ${label}[${index}]: speaker id ${id} does not exist in ${files.speakers}`);
      }
    });
    for (const id of duplicates(ids)) problems.push(`${file} › ${label}: speaker id ${id} is listed twice`);
  };
  checkSpeakerIds(files.home, "home.featuredSpeakerIds", home.featuredSpeakerIds);
  checkSpeakerIds(files.speakers, "speakerOrdering.keynotes", ordering.keynotes);
  checkSpeakerIds(files.speakers, "speakerOrdering.chairs", ordering.chairs);
  for (const id of ordering.chairs.filter((id) => ordering.keynotes.includes(id))) {
    problems.push(`${files.speakers} › speakerOrdering.chairs: speaker id ${id} is already a keynote`);
  }
  ordering.panelistNameOrder.forEach((name, index) => {
    if (!speakerNames.has(name)) {
      problems.push(
        `${files.speakers} › speakerOrdering.panelistNameOrder[${index}]: ${showValue(name)} is not the name of any speaker`,
      );
    }
  });

  for (const [key, address] of Object.entries(settings.contacts)) {
    if (!address.endsWith(`@${settings.emailDomain}`)) {
      problems.push(
        `${files.settings} › settings.contacts.${key}: ${showValue(address)} does not use the domain ${settings.emailDomain}`,
      );
    }
  }

  if (options.publicDir) {
    const publicDir = options.publicDir;
    const checkFile = (file: string, label: string, sitePath: string) => {
      if (!existsSync(path.join(publicDir, sitePath))) {
        problems.push(`${file} › ${label}: the file ${showValue(sitePath)} does not exist in public/`);
      }
    };
    checkFile(files.settings, "settings.defaultImage", settings.defaultImage);
    speakers.forEach((speaker, index) =>
      checkFile(files.speakers, entryLabel("speakers", speakers, [index]) + ".image", speaker.image),
    );
  }
  return problems;
}

export function formatProblems(problems: readonly string[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return `Content check failed (${count}):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`;
}
