// Build-only: the browser editor's configuration (Decap CMS, /admin/config.yml), generated from
// the content's zod schemas (docs/decisions/017-editor-in-the-browser.md). Every field of a
// schema becomes an editor field with the schema's rules (required, pattern, length, min/max,
// allowed values); `overrides` only choose better widgets (relation pickers, image upload, time
// pickers, Markdown) and add hints. An override for a field the schema lacks stops generation,
// so the editor cannot drift from the schemas.
import { z } from "zod";
import { stringify } from "yaml";
import { folderSpecs, singleFiles } from "../../content/load/content.ts";

/** The subset of JSON Schema that zod's toJSONSchema writes for the content schemas. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: readonly unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** A field without its name and label: the widget and its options. */
interface WidgetSpec {
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  fields?: EditorField[];
  field?: EditorField;
  [option: string]: unknown;
}

/** A Decap field (https://decapcms.org/docs/widgets/): name, label, widget and its options. */
export interface EditorField extends WidgetSpec {
  name: string;
  label: string;
}

/** Changes to the generated field at a path (`speakers`, `breakoutRooms.room`). */
export type FieldOverrides = Record<string, Partial<EditorField>>;

const timeWidget = {
  widget: "datetime",
  format: "HH:mm",
  date_format: false,
  time_format: "HH:mm",
  picker_utc: true,
};
const dateWidget = {
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
  picker_utc: true,
};

/** Whether a string pattern describes a 24-hour "HH:MM" time. */
function isTimePattern(pattern: string): boolean {
  const regex = new RegExp(pattern);
  return regex.test("09:40") && regex.test("23:59") && !regex.test("9.40") && !regex.test("0940");
}

function label(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One value's widget and rules, from its JSON Schema. */
function widgetFor(
  schema: JsonSchema,
  name: string,
  path: string,
  overrides: FieldOverrides,
  seen: Set<string>,
): WidgetSpec {
  if (schema.enum) {
    return { widget: "select", options: [...schema.enum] };
  }
  switch (schema.type) {
    case "boolean":
      return { widget: "boolean" };
    case "integer":
    case "number": {
      const min =
        schema.minimum ??
        (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
      const max =
        schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER
          ? schema.maximum
          : undefined;
      return {
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(min === undefined ? {} : { min }),
        ...(max === undefined ? {} : { max }),
      };
    }
    case "object":
      return { widget: "object", fields: fieldsOf(schema, overrides, seen, path) };
    case "array": {
      const items = schema.items ?? {};
      const limits = {
        ...(schema.minItems === undefined ? {} : { min: schema.minItems }),
        ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
      };
      if (items.type === "object") {
        return { widget: "list", ...limits, fields: fieldsOf(items, overrides, seen, path) };
      }
      // A list of single values: one input per value (Decap's `field` form).
      const item = {
        name: singular(name),
        label: label(singular(name)),
        ...widgetFor(items, name, `${path}.*`, overrides, seen),
      };
      return { widget: "list", ...limits, field: item };
    }
    default: {
      const rules = stringRules(schema);
      return { ...rules, widget: rules.widget ?? "string" };
    }
  }
}

function singular(name: string): string {
  return name.endsWith("s") ? name.slice(0, -1) : `${name}Item`;
}

/** A string's widget and its check, from the schema's format, pattern and length. */
function stringRules(schema: JsonSchema): Partial<WidgetSpec> {
  if (schema.format === "date")
    return { ...dateWidget, pattern: [schema.pattern ?? "", "a date, YYYY-MM-DD"] };
  if (schema.format === "uri") {
    return { pattern: ["^https?://[^\\s]+$", "a web address starting with https://"] };
  }
  if (schema.format === "email") {
    return { pattern: [schema.pattern ?? "^[^@\\s]+@[^@\\s]+$", "an e-mail address"] };
  }
  if (schema.pattern) {
    if (isTimePattern(schema.pattern)) {
      return { ...timeWidget, pattern: [schema.pattern, "a time written HH:MM, e.g. 09:40"] };
    }
    return { pattern: [schema.pattern, `written as the site expects (${schema.pattern})`] };
  }
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    const min = schema.minLength ?? 0;
    const max = schema.maxLength;
    const rule = max === undefined ? `at least ${min} characters` : `${min} to ${max} characters`;
    return { pattern: [`^[\\s\\S]{${min},${max ?? ""}}$`, rule] };
  }
  return {};
}

/** Options every widget understands; a replaced widget keeps these from the generated field. */
const commonOptions = ["name", "label", "required", "hint", "pattern"] as const;

function fieldOf(
  name: string,
  schema: JsonSchema,
  required: boolean,
  overrides: FieldOverrides,
  seen: Set<string>,
  path: string,
): EditorField {
  const generated: EditorField = {
    name,
    label: label(name),
    ...widgetFor(schema, name, path, overrides, seen),
    ...(required ? {} : { required: false }),
  };
  const override = overrides[path];
  if (!override) return generated;
  seen.add(path);
  if (override.widget === undefined || override.widget === generated.widget) {
    return { ...generated, ...override };
  }
  // Another widget: keep the rules every widget checks, and a list's length as min/max.
  const kept: Partial<EditorField> = {};
  for (const option of commonOptions) {
    if (generated[option] !== undefined) Object.assign(kept, { [option]: generated[option] });
  }
  if (generated.widget === "list") {
    if (generated.min !== undefined) kept.min = generated.min;
    if (generated.max !== undefined) kept.max = generated.max;
  }
  // An upload's value is only its final path after saving: the build checks the path.
  if (["datetime", "select"].includes(generated.widget) || override.widget === "image") {
    delete kept.pattern;
  }
  return { ...kept, ...override } as EditorField;
}

function fieldsOf(
  schema: JsonSchema,
  overrides: FieldOverrides,
  seen: Set<string>,
  prefix = "",
  skip: readonly string[] = [],
): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !skip.includes(name))
    .map(([name, property]) =>
      fieldOf(
        name,
        property,
        required.has(name) && property.default === undefined,
        overrides,
        seen,
        prefix ? `${prefix}.${name}` : name,
      ),
    );
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** The editor fields of a schema; throws when an override names a field the schema lacks. */
export function editorFields(
  schema: z.ZodType,
  overrides: FieldOverrides = {},
  { skip = [], where = "" }: { skip?: readonly string[]; where?: string } = {},
): EditorField[] {
  const seen = new Set<string>();
  const fields = fieldsOf(jsonSchemaOf(schema), overrides, seen, "", skip);
  const unknown = Object.keys(overrides).filter((path) => !seen.has(path));
  if (unknown.length) {
    throw new Error(
      `Editor overrides for fields the schema does not have${where ? ` (${where})` : ""}: ${unknown.join(", ")}`,
    );
  }
  return fields;
}

// ---------------------------------------------------------------------------------------------
// Widgets the schemas cannot say: pickers for references, uploads for images.

/** A speaker picker: stores speaker ids (numbers), searched and shown by name. */
function speakerPicker(multiple: boolean, hint?: string): Partial<EditorField> {
  return {
    widget: "relation",
    collection: "speakers",
    value_field: "id",
    search_fields: ["name", "organization"],
    display_fields: ["name"],
    multiple,
    ...(hint ? { hint } : {}),
  };
}

/** A picker of the names in a list of a single file, e.g. the rooms of content/rooms.yml. */
function namePicker(file: string, list: string, multiple = false): Partial<EditorField> {
  return {
    widget: "relation",
    collection: "pages",
    file,
    value_field: `${list}.*.name`,
    search_fields: [`${list}.*.name`],
    display_fields: [`${list}.*.name`],
    multiple,
  };
}

const roomPicker = (multiple = false) => namePicker("rooms", "rooms", multiple);

/** An image upload into public/images/<folder>/, stored as the site path /images/<folder>/<file>. */
export function imageUpload(folder: string, hint: string): Partial<EditorField> {
  return {
    widget: "image",
    media_folder: `/public/images/${folder}`,
    public_folder: `/images/${folder}`,
    choose_url: false,
    hint,
  };
}

const photoHint =
  "A square photo, at least 480 px wide (WebP, AVIF, PNG or JPEG). Name the file after the entry in lower case, e.g. ada-lovelock.png.";

/** A long plain text under the front matter (shown as written: no Markdown). */
const plainBody = { widget: "text" };

// ---------------------------------------------------------------------------------------------
// Collections

interface FolderCollection {
  name: string;
  label: string;
  labelSingular: string;
  spec: (typeof folderSpecs)[keyof typeof folderSpecs];
  /** The field new entries' file names are made from (its slug). */
  identifier: string;
  summary: string;
  bodyWidget: Partial<EditorField>;
  overrides?: FieldOverrides;
  description?: string;
}

interface FileEntry {
  name: string;
  label: string;
  spec: (typeof singleFiles)[keyof typeof singleFiles];
  overrides?: FieldOverrides;
}

export const fileCollections: {
  name: string;
  label: string;
  description: string;
  files: FileEntry[];
}[] = [
  {
    name: "settings",
    label: "Summit settings",
    description: "Name, dates, venue, ticketing and form links, contact addresses, social links.",
    files: [
      {
        name: "settings",
        label: "Summit settings",
        spec: singleFiles.settings,
        overrides: {
          ticketingUrl: { hint: "Where every Buy tickets / Register button goes." },
          siteUrl: { hint: "The address of the public site, without a / at the end." },
          "dates.label": { hint: 'As shown on the site, e.g. "28-30 October 2025".' },
        },
      },
    ],
  },
  {
    name: "pages",
    label: "Pages and lists",
    description:
      "The home page, the programme's days, tracks and session types, rooms, venue, sponsorship, side events page and journal.",
    files: [
      {
        name: "home",
        label: "Home page",
        spec: singleFiles.home,
        overrides: {
          featuredSpeakerIds: speakerPicker(true, "In the order the home page shows them."),
        },
      },
      {
        name: "speaker-order",
        label: "Speakers page order",
        spec: singleFiles.speakerOrdering,
        overrides: {
          keynotes: speakerPicker(true, "The ten keynote speakers, in page order."),
          chairs: speakerPicker(true, "The eight session chairs, in page order."),
          panelistNameOrder: {
            widget: "relation",
            collection: "speakers",
            value_field: "name",
            search_fields: ["name"],
            display_fields: ["name"],
            multiple: true,
          },
        },
      },
      {
        name: "programme",
        label: "Programme: days, tracks, session types",
        spec: singleFiles.programme,
        overrides: {
          "days.id": { hint: "0, 1 or 2: the sessions refer to the day by this number." },
        },
      },
      {
        name: "rooms",
        label: "Rooms and floor plans",
        spec: singleFiles.rooms,
        overrides: { "floorPlans.rooms": roomPicker(true) },
      },
      {
        name: "venue",
        label: "Venue page",
        spec: singleFiles.venueInfo,
        overrides: {
          "roomGroups.main": roomPicker(true),
          "roomGroups.breakout": roomPicker(true),
          "roomGroups.support": roomPicker(true),
        },
      },
      { name: "sponsorship", label: "Sponsorship offer", spec: singleFiles.sponsorship },
      {
        name: "side-events-page",
        label: "Side events page",
        spec: singleFiles.sideEventsPage,
        overrides: {
          "networkingGallery.image": imageUpload("gallery", "At least 640 px wide."),
        },
      },
      { name: "journal", label: "Journal: introduction and categories", spec: singleFiles.journal },
    ],
  },
];

export const folderCollections: FolderCollection[] = [
  {
    name: "sessions",
    label: "Sessions",
    labelSingular: "Session",
    spec: folderSpecs.sessions,
    identifier: "title",
    summary: "Day {{day}}, {{start}}–{{end}}: {{title}} ({{location}})",
    bodyWidget: plainBody,
    description: "One session of the programme. Day 0 is the first day of the summit.",
    overrides: {
      day: { hint: "0 = first day, 1 = second day, 2 = third day." },
      start: { hint: "London time, 24-hour clock." },
      end: { hint: "London time, 24-hour clock; after the start." },
      location: roomPicker(),
      track: namePicker("programme", "tracks"),
      chair: speakerPicker(false),
      speakers: speakerPicker(true, "In the order the programme shows them."),
      "breakoutRooms.room": roomPicker(),
      guests: { hint: "People on the session who have no speaker page." },
    },
  },
  {
    name: "speakers",
    label: "Speakers",
    labelSingular: "Speaker",
    spec: folderSpecs.speakers,
    identifier: "name",
    summary: "{{name}} ({{organization}}, id {{id}})",
    bodyWidget: plainBody,
    overrides: {
      id: {
        hint: "The number in the speaker's address, /speakers/<id>: use the next free number and never change it.",
      },
      image: imageUpload("speakers", photoHint),
      twitter: { hint: "Without @." },
      instagram: { hint: "Without @." },
    },
  },
  {
    name: "partners",
    label: "Sponsors and partners",
    labelSingular: "Sponsor or partner",
    spec: folderSpecs.partners,
    identifier: "name",
    summary: "{{name}} ({{category}})",
    bodyWidget: plainBody,
    overrides: {
      logo: imageUpload(
        "partners",
        "An SVG logo named after the entry's file name, e.g. brightmoor-labs.svg for Brightmoor Labs.",
      ),
      twitter: { hint: "Without @." },
    },
  },
  {
    name: "team",
    label: "Team",
    labelSingular: "Team member",
    spec: folderSpecs.teamMembers,
    identifier: "name",
    summary: "{{name}}, {{title}}",
    bodyWidget: plainBody,
    overrides: { image: imageUpload("team", photoHint) },
  },
  {
    name: "side-events",
    label: "Side events",
    labelSingular: "Side event",
    spec: folderSpecs.sideEvents,
    identifier: "event",
    summary: "{{event}} ({{date}})",
    bodyWidget: plainBody,
  },
  {
    name: "articles",
    label: "Journal articles",
    labelSingular: "Article",
    spec: folderSpecs.articles,
    identifier: "title",
    summary: "{{title}} ({{isoDate}})",
    bodyWidget: {
      widget: "markdown",
      buttons: [
        "bold",
        "italic",
        "link",
        "heading-two",
        "heading-three",
        "quote",
        "bulleted-list",
        "numbered-list",
      ],
      editor_components: [],
    },
    overrides: {
      authorId: {
        widget: "relation",
        collection: "contributors",
        value_field: "id",
        search_fields: ["name"],
        display_fields: ["name"],
      },
      date: { hint: 'The same day as the ISO date, written e.g. "October 20, 2025".' },
      image: imageUpload(
        "journal",
        "The card image: <file name of the article>-card.svg (or .webp, at least 800 px wide).",
      ),
      featuredImage: imageUpload(
        "journal",
        "The header image: <file name of the article>-featured.svg (or .webp, at least 1200 px wide).",
      ),
    },
  },
  {
    name: "contributors",
    label: "Journal contributors",
    labelSingular: "Contributor",
    spec: folderSpecs.contributors,
    identifier: "name",
    summary: "{{name}} ({{role}})",
    bodyWidget: plainBody,
    overrides: { image: imageUpload("journal", photoHint) },
  },
];

const orderField: EditorField = {
  name: "order",
  label: "Order",
  widget: "number",
  value_type: "int",
  hint: "Where the entry comes in its group: lowest first (10, 20, 30, ... leaves room between).",
};

/** A folder collection's fields: the schema's, minus the one the file name fills, body last. */
export function folderFields(collection: FolderCollection): EditorField[] {
  const { spec } = collection;
  const fromFileName = "fromFileName" in spec ? spec.fromFileName : undefined;
  const fromBody = spec.fromBody;
  const fields = editorFields(spec.schema, collection.overrides, {
    skip: fromFileName ? [fromFileName] : [],
    where: collection.name,
  });
  const bodyIndex = fields.findIndex((field) => field.name === fromBody);
  const [generatedBody] = fields.splice(bodyIndex, 1);
  // Decap's yaml-frontmatter format writes the field named `body` under the front matter.
  const body: EditorField = {
    ...generatedBody!,
    ...collection.bodyWidget,
    name: "body",
    label: label(fromBody),
  } as EditorField;
  if (body.widget === "markdown") delete body.pattern;
  const ordered = "ordered" in spec && spec.ordered;
  return [...fields, ...(ordered ? [orderField] : []), body];
}

// ---------------------------------------------------------------------------------------------
// The whole configuration

/** Settings for publishing, from environment variables (README, "Environment variables"). */
export interface EditorBackendOptions {
  /** Serve `local_backend` (decap-server) instead of the Git host: `npm run edit`. */
  local?: boolean | { url: string };
  env?: Record<string, string | undefined>;
}

export function editorBackend(env: Record<string, string | undefined>) {
  const backend: Record<string, string> = {
    name: env.DECAP_BACKEND || "github",
    repo: env.DECAP_REPO || "quillmere/summit-website",
    branch: env.DECAP_BRANCH || "main",
  };
  if (env.DECAP_BASE_URL) backend.base_url = env.DECAP_BASE_URL;
  if (env.DECAP_AUTH_ENDPOINT) backend.auth_endpoint = env.DECAP_AUTH_ENDPOINT;
  if (env.DECAP_SITE_DOMAIN) backend.site_domain = env.DECAP_SITE_DOMAIN;
  return backend;
}

export function editorConfig({ local = false, env = process.env }: EditorBackendOptions = {}) {
  return {
    backend: editorBackend(env),
    ...(local ? { local_backend: local } : {}),
    ...(env.DECAP_SITE_URL ? { site_url: env.DECAP_SITE_URL } : {}),
    publish_mode: "simple",
    // Uploads go next to the entries' images (each image field names its folder); this is only
    // the fallback for the media library.
    media_folder: "public/images/uploads",
    public_folder: "/images/uploads",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      ...fileCollections.map((collection) => ({
        name: collection.name,
        label: collection.label,
        description: collection.description,
        editor: { preview: false },
        files: collection.files.map((entry) => ({
          name: entry.name,
          label: entry.label,
          file: entry.spec.file,
          fields: editorFields(entry.spec.schema, entry.overrides, { where: entry.spec.file }),
        })),
      })),
      ...folderCollections.map((collection) => ({
        name: collection.name,
        label: collection.label,
        label_singular: collection.labelSingular,
        ...(collection.description ? { description: collection.description } : {}),
        folder: collection.spec.folder,
        extension: collection.spec.extension.slice(1),
        format: "yaml-frontmatter",
        create: true,
        identifier_field: collection.identifier,
        slug: `{{${collection.identifier}}}`,
        summary: collection.summary,
        editor: { preview: false },
        fields: folderFields(collection),
      })),
    ],
  };
}

export function editorConfigYaml(options: EditorBackendOptions = {}): string {
  return [
    "# Generated from content/schema/ by scripts/admin/editor-config.ts; do not edit.",
    "# docs/editing.md explains the editor; docs/decisions/017-editor-in-the-browser.md why it is so.",
    stringify(editorConfig(options), { lineWidth: 0 }),
  ].join("\n");
}
