// Build-only: the browser editor's configuration (Decap CMS, /admin/config.yml), generated from
// the content's zod schemas (docs/decisions/017-editor-in-the-browser.md). Every field of a
// schema becomes an editor field with the schema's rules (required, pattern, length, min/max,
// allowed values); `overrides` only choose better widgets (relation pickers, image upload, day
// choice, Markdown) and add hints. An override for a field the schema lacks stops generation,
// so the editor cannot drift from the schemas. A few facts of the event come from the content
// itself when the configuration is made: its days (chosen by name and date) and its time zone
// (named on every time field).
import { z } from "zod";
import { stringify } from "yaml";
import { folderSpecs, singleFiles } from "../../../content/load/content-files.ts";
import { readYamlFile, sampleEventFolder, type ContentRoot } from "../../../content/load/files.ts";
import { daySchema } from "../../../content/schema/programme.ts";
import { settingsSchema } from "../../../content/schema/settings.ts";
import { zonePlace } from "../../../site/features/schedule/schedule-text.ts";
import { importNoticeWidget } from "./editor-widgets.ts";

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

// ---------------------------------------------------------------------------------------------
// The event's days and time zone, read from the content when the configuration is made.

/** What the editor tells organisers about the event: its days and the zone of its times. */
export interface EventFacts {
  /** content/settings.yml `timeZone`, e.g. "Europe/London"; undefined when unreadable. */
  timeZone?: string;
  /** content/programme.yml `days`; empty when unreadable. */
  days: { id: number; name: string; date: string }[];
}

/**
 * The event's days and time zone from the content (CONTENT_DIR or event/). A file that does
 * not read leaves its part out, so that the editor still opens to fix it: the day is then typed
 * as a number and the times say "the event's time".
 */
export function readEventFacts(where: ContentRoot = {}): EventFacts {
  const settings = readYamlFile(where, singleFiles.settings.file).data as
    { timeZone?: unknown } | undefined;
  const programme = readYamlFile(where, singleFiles.programme.file).data as
    { days?: unknown } | undefined;
  const timeZone = settingsSchema.shape.timeZone.safeParse(settings?.timeZone);
  const days = z.array(daySchema).min(1).safeParse(programme?.days);
  return {
    timeZone: timeZone.success ? timeZone.data : undefined,
    days: days.success ? days.data.map(({ id, name, date }) => ({ id, name, date })) : [],
  };
}

/** A day as organisers name it: "Tuesday 28 October 2025". */
export function dayLabel(day: { name: string; date: string }): string {
  const date = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day.date}T00:00:00Z`));
  return `${day.name} ${date}`;
}

/** The hint under every time field: the event's zone by its place and name, the 24-hour clock. */
export function timeHint(timeZone: string | undefined): string {
  const zone = timeZone
    ? timeZone.includes("/")
      ? `${zonePlace(timeZone)} time (${timeZone})`
      : `${timeZone} time`
    : "The event's local time";
  return `${zone}, 24-hour clock: type HH:MM, e.g. 14:30.`;
}

/**
 * A time of the event, "HH:MM" on the 24-hour clock in the event's zone, is typed as text.
 * Decap's datetime widget was tried and left: with `picker_utc` it labels the field "UTC" (our
 * times are not UTC), and either way it is the browser's native time input, which shows
 * "03:00 PM" in an English (US) browser; a page cannot ask it for the 24-hour clock. Its "Now"
 * button would also fill in the organiser's own clock, not the event's. A text field shows and
 * stores exactly the wall-clock text the schema wants, and its pattern checks it before saving
 * (docs/decisions/017, "Amended").
 */
function timeWidget(pattern: string, timeZone: string | undefined): Partial<WidgetSpec> {
  return {
    widget: "string",
    pattern: [pattern, "a time written HH:MM on the 24-hour clock, e.g. 14:30"],
    hint: timeHint(timeZone),
  };
}

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

/** What a walk through a schema carries: the overrides, those used, the event's facts. */
interface Walk {
  overrides: FieldOverrides;
  seen: Set<string>;
  facts: EventFacts;
}

/** One value's widget and rules, from its JSON Schema. */
function widgetFor(schema: JsonSchema, name: string, path: string, walk: Walk): WidgetSpec {
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
      return { widget: "object", fields: fieldsOf(schema, walk, path) };
    case "array": {
      const items = schema.items ?? {};
      const limits = {
        ...(schema.minItems === undefined ? {} : { min: schema.minItems }),
        ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
      };
      if (items.type === "object") {
        return { widget: "list", ...limits, fields: fieldsOf(items, walk, path) };
      }
      // A list of single values: one input per value (Decap's `field` form).
      const item = {
        name: singular(name),
        label: label(singular(name)),
        ...widgetFor(items, name, `${path}.*`, walk),
      };
      return { widget: "list", ...limits, field: item };
    }
    default: {
      const rules = stringRules(schema, walk.facts);
      return { ...rules, widget: rules.widget ?? "string" };
    }
  }
}

function singular(name: string): string {
  return name.endsWith("s") ? name.slice(0, -1) : `${name}Item`;
}

/** A string's widget and its check, from the schema's format, pattern and length. */
function stringRules(schema: JsonSchema, facts: EventFacts): Partial<WidgetSpec> {
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
      return timeWidget(schema.pattern, facts.timeZone);
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
  walk: Walk,
  path: string,
): EditorField {
  const generated: EditorField = {
    name,
    label: label(name),
    ...widgetFor(schema, name, path, walk),
    ...(required ? {} : { required: false }),
  };
  const override = walk.overrides[path];
  if (!override) return generated;
  walk.seen.add(path);
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
  // An upload's value is only its final path after saving: the build checks the path. A
  // hidden field is never shown nor checked: the import that wrote it owns it.
  if (
    ["datetime", "select"].includes(generated.widget) ||
    ["image", "hidden"].includes(override.widget)
  ) {
    delete kept.pattern;
  }
  if (override.widget === "hidden") delete kept.hint;
  return { ...kept, ...override } as EditorField;
}

function fieldsOf(
  schema: JsonSchema,
  walk: Walk,
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
        walk,
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
  {
    skip = [],
    where = "",
    facts = { days: [] },
  }: { skip?: readonly string[]; where?: string; facts?: EventFacts } = {},
): EditorField[] {
  const walk: Walk = { overrides, seen: new Set<string>(), facts };
  const fields = fieldsOf(jsonSchemaOf(schema), walk, "", skip);
  const unknown = Object.keys(overrides).filter((path) => !walk.seen.has(path));
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

/**
 * A path of the event's folder (content/speakers, public/images/uploads) as the editor names it:
 * from the repository's root, where decap-server and the Git host start, so in event/.
 */
export const inEventFolder = (eventPath: string) => `${sampleEventFolder}/${eventPath}`;

/**
 * An image upload into event/public/images/<folder>/, stored as the site path
 * /images/<folder>/<file>.
 */
export function imageUpload(folder: string, hint: string): Partial<EditorField> {
  return {
    widget: "image",
    media_folder: `/${inEventFolder(`public/images/${folder}`)}`,
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
  overrides?: FieldOverrides | ((facts: EventFacts) => FieldOverrides);
  description?: string | ((facts: EventFacts) => string);
  /** Decap's "Filter by" menu above the list (https://decapcms.org/docs/configuration-options/#view_filters). */
  viewFilters?: (facts: EventFacts) => { label: string; field: string; pattern: string }[];
  /** An imported entry (one with `source`): what the next import overwrites and keeps. */
  imported?: ImportOwnership;
}

/**
 * The fields of an imported entry the next import overwrites and those it keeps, by schema name
 * (the body by its schema name too), as docs/importing.md's table "What is kept and what is
 * overwritten" lists them.
 */
interface ImportOwnership {
  overwrites: readonly string[];
  /** Overwritten too, listed once the schema has them (fields newer than the table). */
  overwritesWhenPresent?: readonly string[];
  keeps: readonly string[];
  note?: string;
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
    // Not the day: `{{day}}` is Decap's day of the month of an entry's date, and a template can
    // only show the number. "Filter by" lists the days by name instead.
    summary: "{{start}}–{{end}}: {{title}} ({{location}})",
    bodyWidget: plainBody,
    description: ({ days }) =>
      days.length
        ? "One session of the programme. To see one day's sessions, choose the day under Filter by."
        : "One session of the programme. Day 0 is the first day of the summit.",
    viewFilters: ({ days }) =>
      days.map((day) => ({ label: dayLabel(day), field: "day", pattern: `^${day.id}$` })),
    overrides: (facts) => ({
      day: facts.days.length
        ? daySelect(facts)
        : { hint: "0 = first day, 1 = second day, 2 = third day." },
      end: {
        hint: `${timeHint(facts.timeZone)} After the start; a session that runs past midnight also has Ends next day.`,
      },
      location: roomPicker(),
      track: namePicker("programme", "tracks"),
      chair: speakerPicker(false),
      speakers: speakerPicker(true, "In the order the programme shows them."),
      "breakoutRooms.room": roomPicker(),
      guests: { hint: "People on the session who have no speaker page." },
      links: { hint: "Slides, code and other pages, each with the title the page shows." },
      liveStreams: { hint: "Where to watch it while it runs: the page says Watch live." },
      recording: {
        label: "Recorded",
        hint: "Whether it is recorded. Leave it empty when nobody has said; Not recorded shows on the page.",
      },
    }),
    // docs/importing.md, "What is kept and what is overwritten".
    imported: {
      overwrites: [
        "day",
        "start",
        "end",
        "endsNextDay",
        "title",
        "subtitle",
        "location",
        "kind",
        "track",
        "speakers",
        "links",
        "liveStreams",
        "recordings",
        "recording",
        "cancelled",
        "description",
      ],
      overwritesWhenPresent: ["startsNextDay"],
      keeps: ["sessionTypeId", "vipNote", "chair", "guests", "breakoutRooms"],
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
      // Where the import downloaded the photo from: the import's own bookkeeping.
      photoSource: { widget: "hidden" },
      twitter: { hint: "Without @." },
      instagram: { hint: "Without @." },
    },
    // docs/importing.md, "What is kept and what is overwritten".
    imported: {
      overwrites: [
        "name",
        "title",
        "organization",
        "linkedin",
        "twitter",
        "website",
        "image",
        "bio",
      ],
      keeps: ["id", "session", "pronouns", "instagram"],
      note: "Title, organization and the links only when the tool has them; the image only when it is a photo downloaded from the tool.",
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
      // Decap's preview renders the Markdown's raw HTML as is, in the editor's page, which holds
      // the organiser's publishing token: an article pasted from elsewhere (or a hostile pull
      // request) could run script there. Sanitised, the preview drops scripts and handlers
      // (issue 31). Every Markdown field needs this; editor-config.test.ts checks them all.
      sanitize_preview: true,
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

/** A day chosen by its name and date, stored as its number (content/programme.yml `days`). */
function daySelect({ days }: EventFacts): Partial<EditorField> {
  return {
    widget: "select",
    options: days.map((day) => ({ label: dayLabel(day), value: day.id })),
    hint: "The day of the summit, by its name and date.",
  };
}

/**
 * The notice an imported entry shows at the top of its form, in place of its `source` (which it
 * keeps as it is, like a hidden field): where the entry comes from and which fields the next
 * import overwrites (the `import-notice` widget of editor-widgets.ts). An entry without `source`
 * shows nothing. Throws when an import-owned field is not in the editor.
 */
function withImportNotice(
  fields: EditorField[],
  collection: FolderCollection,
  bodyName: string,
): EditorField[] {
  const { overwrites, overwritesWhenPresent = [], keeps, note } = collection.imported!;
  const byName = new Map(fields.map((field) => [field.name, field]));
  const editorName = (name: string) => (name === bodyName ? "body" : name);
  const owned = [
    ...overwrites.map(editorName),
    ...overwritesWhenPresent.filter((name) => byName.has(name)),
  ].sort((a, b) => fields.indexOf(byName.get(a)!) - fields.indexOf(byName.get(b)!));
  const kept = keeps.map(editorName);
  const missing = ["source", ...owned, ...kept].filter((name) => !byName.has(name));
  if (missing.length) {
    throw new Error(
      `Import-owned fields the editor does not have (${collection.name}): ${missing.join(", ")}`,
    );
  }
  const labels = (names: string[]) => names.map((name) => byName.get(name)!.label);
  const notice: EditorField = {
    name: "source",
    label: "Import",
    widget: importNoticeWidget,
    required: false,
    overwrites: labels(owned),
    keeps: labels(kept),
    ...(note ? { note } : {}),
  };
  return [notice, ...fields.filter((field) => field.name !== "source")];
}

/** A folder collection's fields: the schema's, minus the one the file name fills, body last. */
export function folderFields(
  collection: FolderCollection,
  facts: EventFacts = { days: [] },
): EditorField[] {
  const { spec } = collection;
  const fromFileName = "fromFileName" in spec ? spec.fromFileName : undefined;
  const fromBody = spec.fromBody;
  const overrides =
    typeof collection.overrides === "function" ? collection.overrides(facts) : collection.overrides;
  const fields = editorFields(spec.schema, overrides, {
    skip: fromFileName ? [fromFileName] : [],
    where: collection.name,
    facts,
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
  const all = [...fields, ...(ordered ? [orderField] : []), body];
  return collection.imported ? withImportNotice(all, collection, fromBody) : all;
}

// ---------------------------------------------------------------------------------------------
// The whole configuration

/** Settings for publishing, from environment variables (README, "Environment variables"). */
export interface EditorBackendOptions {
  /** Serve `local_backend` (decap-server) instead of the Git host: `npm run edit`. */
  local?: boolean | { url: string };
  env?: Record<string, string | undefined>;
  /** The event's days and time zone; read from the content by default. */
  facts?: EventFacts;
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

export function editorConfig({
  local = false,
  env = process.env,
  facts = readEventFacts(),
}: EditorBackendOptions = {}) {
  return {
    backend: editorBackend(env),
    ...(local ? { local_backend: local } : {}),
    ...(env.DECAP_SITE_URL ? { site_url: env.DECAP_SITE_URL } : {}),
    publish_mode: "simple",
    // Uploads go next to the entries' images (each image field names its folder); this is only
    // the fallback for the media library.
    media_folder: inEventFolder("public/images/uploads"),
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
          file: inEventFolder(entry.spec.file),
          fields: editorFields(entry.spec.schema, entry.overrides, {
            where: entry.spec.file,
            facts,
          }),
        })),
      })),
      ...folderCollections.map((collection) => ({
        name: collection.name,
        label: collection.label,
        label_singular: collection.labelSingular,
        ...(collection.description
          ? {
              description:
                typeof collection.description === "function"
                  ? collection.description(facts)
                  : collection.description,
            }
          : {}),
        folder: inEventFolder(collection.spec.folder),
        extension: collection.spec.extension.slice(1),
        format: "yaml-frontmatter",
        create: true,
        identifier_field: collection.identifier,
        slug: `{{${collection.identifier}}}`,
        summary: collection.summary,
        ...(collection.viewFilters?.(facts).length
          ? { view_filters: collection.viewFilters(facts) }
          : {}),
        editor: { preview: false },
        fields: folderFields(collection, facts),
      })),
    ],
  };
}

export function editorConfigYaml(options: EditorBackendOptions = {}): string {
  return [
    "# Generated from content/schema/ by tools/organisers/editor/editor-config.ts; do not edit.",
    "# docs/editing.md explains the editor; docs/decisions/017-editor-in-the-browser.md why it is so.",
    stringify(editorConfig(options), { lineWidth: 0 }),
  ].join("\n");
}
