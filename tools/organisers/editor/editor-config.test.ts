// The editor (Decap CMS) stays in step with the content schemas: every schema field has an editor
// field and every editor field a schema field, the widgets store what the schemas accept, and a
// file written the way Decap writes it loads.
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { z } from "zod";
import { readContent } from "../../../content/checked-content.ts";
import { folderSpecs, singleFiles } from "../../../content/load/content-files.ts";
import { textLimits } from "../../../content/schema/text-limits.ts";
import { removeTempFolders, tempFolder } from "../../../e2e/harness/test-support/temp-folder.ts";
import {
  editorConfig,
  editorConfigYaml,
  editorFields,
  folderCollections,
  folderFields,
  readEventFacts,
  type EditorField,
} from "./editor-config.ts";
import {
  describeSource,
  importNoticeControl,
  importNoticeText,
  importNoticeWidget,
} from "./editor-widgets.ts";

afterAll(removeTempFolders);

type Config = ReturnType<typeof editorConfig>;
const config: Config = editorConfig({ env: {} });

/** Every field path of a list of editor fields, e.g. "breakoutRooms.room". */
function editorPaths(fields: readonly EditorField[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const here = prefix ? `${prefix}.${field.name}` : field.name;
    const nested = field.fields ?? [];
    return [here, ...editorPaths(nested, here)];
  });
}

/** Every field path of a zod object schema, through objects and lists of objects. */
function schemaPaths(schema: z.ZodType, prefix = ""): string[] {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonNode;
  return jsonPaths(json, prefix);
}
interface JsonNode {
  type?: string;
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
}
function jsonPaths(node: JsonNode, prefix: string): string[] {
  const object = node.type === "array" ? node.items : node;
  return Object.entries(object?.properties ?? {}).flatMap(([name, child]) => {
    const here = prefix ? `${prefix}.${name}` : name;
    return [here, ...jsonPaths(child, here)];
  });
}

function collection(name: string) {
  const found = config.collections.find((entry) => entry.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found as { fields?: EditorField[]; files?: { file: string; fields: EditorField[] }[] };
}

describe("the editor's collections follow the schemas", () => {
  it("covers every data file and every folder of content/, at their paths in event/", () => {
    const files = config.collections.flatMap((entry) =>
      "files" in entry ? entry.files.map((file) => file.file) : [],
    );
    const folders = config.collections.flatMap((entry) =>
      "folder" in entry ? [entry.folder] : [],
    );
    expect(files.sort()).toEqual(
      Object.values(singleFiles)
        .map((spec) => `event/${spec.file}`)
        .sort(),
    );
    expect(folders.sort()).toEqual(
      Object.values(folderSpecs)
        .map((spec) => `event/${spec.folder}`)
        .sort(),
    );
  });

  it("has exactly the schema's fields in each single file", () => {
    for (const entry of config.collections) {
      if (!("files" in entry)) continue;
      for (const file of entry.files) {
        const spec = Object.values(singleFiles).find(
          (candidate) => `event/${candidate.file}` === file.file,
        )!;
        expect(editorPaths(file.fields).sort(), file.file).toEqual(schemaPaths(spec.schema).sort());
      }
    }
  });

  it("has the schema's fields in each folder: the file name's field left out, the body as body, order added", () => {
    for (const spec of folderCollections) {
      const { fields } = collection(spec.name);
      const expected = schemaPaths(spec.spec.schema)
        .filter((field) => !("fromFileName" in spec.spec) || field !== spec.spec.fromFileName)
        .map((field) => (field === spec.spec.fromBody ? "body" : field));
      if ("ordered" in spec.spec && spec.spec.ordered) expected.push("order");
      expect(editorPaths(fields!).sort(), spec.name).toEqual(expected.sort());
      expect(fields!.at(-1)!.name, "the body comes last").toBe("body");
    }
  });

  it("fails when a widget choice names a field the schema does not have", () => {
    const schema = z.strictObject({ name: z.string() });
    expect(() => editorFields(schema, { nmae: { hint: "typo" } }, { where: "test" })).toThrow(
      "Editor overrides for fields the schema does not have (test): nmae",
    );
  });

  it("fails when a schema gains a field (the generated fields follow, the comparison above sees it)", () => {
    const before = editorFields(z.strictObject({ name: z.string() }));
    const after = editorFields(
      z.strictObject({ name: z.string(), pronouns: z.string().optional() }),
    );
    expect(editorPaths(after)).not.toEqual(editorPaths(before));
    expect(after[1]).toMatchObject({ name: "pronouns", widget: "string", required: false });
  });
});

describe("widgets", () => {
  const sessions = collection("sessions").fields!;
  const field = (name: string) => sessions.find((entry) => entry.name === name)!;

  it("a 24-hour time typed as HH:MM, named by the event's zone, with the schema's pattern", () => {
    for (const name of ["start", "end"]) {
      expect(field(name)).toMatchObject({ label: name === "start" ? "Start" : "End" });
      expect(field(name).widget).toBe("string");
      expect(field(name).hint).toMatch(
        /^London time \(Europe\/London\), 24-hour clock: type HH:MM/,
      );
      const [pattern, message] = field(name).pattern!;
      expect(new RegExp(pattern).test("09:40")).toBe(true);
      expect(new RegExp(pattern).test("15:00")).toBe(true);
      expect(new RegExp(pattern).test("3:00 PM")).toBe(false);
      expect(new RegExp(pattern).test("9.40am")).toBe(false);
      expect(message).toContain("24-hour");
    }
    // No picker that names UTC or shows AM/PM anywhere in the session form.
    const form = JSON.stringify(sessions);
    expect(form).not.toMatch(/UTC|utc|datetime|AM|PM/);
  });

  it("every time of the event, in every file, is typed on the 24-hour clock in its zone", () => {
    const times = config.collections
      .flatMap((entry) =>
        "files" in entry ? entry.files.flatMap((file) => file.fields) : entry.fields,
      )
      .flatMap(function all(entry: EditorField): EditorField[] {
        return [entry, ...(entry.fields ?? []).flatMap(all)];
      })
      .filter((entry) => entry.pattern?.[1].includes("HH:MM"));
    // settings: dinner start and end, registration start; sessions: start and end.
    expect(times.length).toBeGreaterThanOrEqual(5);
    for (const time of times) {
      expect(time.widget, time.name).toBe("string");
      expect(time.hint, time.name).toContain("Europe/London");
      expect(time.hint, time.name).toContain("24-hour clock");
    }
  });

  it("the day is chosen by its name and date and stored as its number", () => {
    expect(field("day")).toMatchObject({
      widget: "select",
      options: [
        { label: "Tuesday 28 October 2025", value: 0 },
        { label: "Wednesday 29 October 2025", value: 1 },
        { label: "Thursday 30 October 2025", value: 2 },
      ],
    });
    expect(field("day").hint).not.toMatch(/0 =/);
    // The list: the sessions of one day under "Filter by", by the day's name.
    const list = config.collections.find((entry) => entry.name === "sessions")!;
    expect(list).toHaveProperty("view_filters", [
      { label: "Tuesday 28 October 2025", field: "day", pattern: "^0$" },
      { label: "Wednesday 29 October 2025", field: "day", pattern: "^1$" },
      { label: "Thursday 30 October 2025", field: "day", pattern: "^2$" },
    ]);
    expect(list).toHaveProperty("summary", expect.not.stringContaining("{{day}}"));
    // The YAML keeps the values numbers, as `day: z.number()` requires.
    expect(editorConfigYaml({ env: {} })).toContain(
      "- label: Wednesday 29 October 2025\n            value: 1\n",
    );
  });

  it("days, zone and dates come from the content: another event gets its own", () => {
    const facts = {
      timeZone: "America/New_York",
      days: [
        { id: 0, name: "Saturday", date: "2026-03-07" },
        { id: 1, name: "Sunday", date: "2026-03-08" },
      ],
    };
    const fields = folderFields(
      folderCollections.find((entry) => entry.name === "sessions")!,
      facts,
    );
    const other = (name: string) => fields.find((entry) => entry.name === name)!;
    expect(other("day").options).toEqual([
      { label: "Saturday 7 March 2026", value: 0 },
      { label: "Sunday 8 March 2026", value: 1 },
    ]);
    expect(other("start").hint).toMatch(/^New York time \(America\/New_York\), 24-hour clock/);
    expect(
      editorConfig({ env: {}, facts }).collections.find((entry) => entry.name === "sessions"),
    ).toHaveProperty("view_filters", [
      { label: "Saturday 7 March 2026", field: "day", pattern: "^0$" },
      { label: "Sunday 8 March 2026", field: "day", pattern: "^1$" },
    ]);
  });

  it("a programme or settings file that does not read leaves the day a number, the editor still opens", () => {
    const empty = tempFolder("editor-no-content", { "content/README.md": "nothing here\n" });
    const facts = readEventFacts({ root: empty });
    expect(facts).toEqual({ timeZone: undefined, days: [] });
    const fields = folderFields(
      folderCollections.find((entry) => entry.name === "sessions")!,
      facts,
    );
    expect(fields.find((entry) => entry.name === "day")).toMatchObject({ widget: "number" });
    expect(fields.find((entry) => entry.name === "start")!.hint).toMatch(
      /^The event's local time, 24-hour clock/,
    );
    expect(readEventFacts()).toMatchObject({ timeZone: "Europe/London" });
  });

  it("pickers for speakers, chair and room: no ids typed", () => {
    expect(field("speakers")).toMatchObject({
      widget: "relation",
      collection: "speakers",
      value_field: "id",
      multiple: true,
    });
    expect(field("chair")).toMatchObject({
      widget: "relation",
      value_field: "id",
      multiple: false,
    });
    expect(field("location")).toMatchObject({
      widget: "relation",
      collection: "pages",
      file: "rooms",
      value_field: "rooms.*.name",
    });
  });

  it("photo uploads into event/public/images/<folder>/, stored as the site path", () => {
    const image = collection("speakers").fields!.find((entry) => entry.name === "image")!;
    expect(image).toMatchObject({
      widget: "image",
      media_folder: "/event/public/images/speakers",
      public_folder: "/images/speakers",
    });
  });

  it("Markdown for articles, plain text for the other bodies; the schema's rules as checks", () => {
    const body = (name: string) => collection(name).fields!.at(-1)!;
    expect(body("articles").widget).toBe("markdown");
    expect(body("speakers")).toMatchObject({ widget: "text", label: "Bio" });
    // The schema's shortest and longest bio (content/schema/text-limits.ts), as a length rule.
    expect(body("speakers").pattern![0]).toBe(`^[\\s\\S]{1,${textLimits.bio}}$`);
    const settings = collection("settings").files![0]!.fields;
    expect(settings.find((entry) => entry.name === "ticketingUrl")!.pattern![0]).toMatch(/https/);
  });

  it("every Markdown field's preview is sanitised, however deep (issue 31)", () => {
    // Read back from the YAML Decap gets, and walked through every list, object and collection.
    const markdownFields: Record<string, unknown>[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (!value || typeof value !== "object") return;
      const node = value as Record<string, unknown>;
      if (node.widget === "markdown") markdownFields.push(node);
      Object.values(node).forEach(walk);
    };
    walk(parse(editorConfigYaml({ env: {} })));
    expect(markdownFields.length).toBeGreaterThan(0);
    for (const field of markdownFields)
      expect(field, String(field.name)).toHaveProperty("sanitize_preview", true);
  });

  it("the backend comes from the environment", () => {
    const configured = editorConfig({
      env: { DECAP_REPO: "org/site", DECAP_BRANCH: "live", DECAP_BASE_URL: "https://auth.example" },
    });
    expect(configured.backend).toEqual({
      name: "github",
      repo: "org/site",
      branch: "live",
      base_url: "https://auth.example",
    });
    expect(configured).not.toHaveProperty("local_backend");
    expect(editorConfig({ local: true, env: {} })).toHaveProperty("local_backend", true);
  });
});

describe("imported entries", () => {
  const fieldsOf = (name: string) => collection(name).fields!;

  it("a session's source is a read-only notice at the top, naming what the next import overwrites", () => {
    const [notice] = fieldsOf("sessions");
    // A night session's flag is the import's too, once the schema has it.
    const nights = schemaPaths(folderSpecs.sessions.schema).includes("startsNextDay")
      ? ["Starts next day"]
      : [];
    // docs/importing.md, "What is kept and what is overwritten", by the labels the form shows,
    // in the form's order.
    expect(notice).toMatchObject({
      name: "source",
      widget: importNoticeWidget,
      required: false,
      overwrites: [
        "Day",
        "Start",
        "End",
        ...nights,
        "Ends next day",
        "Title",
        "Subtitle",
        "Location",
        "Kind",
        "Track",
        "Cancelled",
        "Links",
        "Live streams",
        "Recordings",
        "Recorded",
        "Speakers",
        "Description",
      ],
      keeps: ["Session type id", "Vip note", "Chair", "Guests", "Breakout rooms"],
    });
    expect(fieldsOf("sessions").filter((entry) => entry.name === "source")).toHaveLength(1);
  });

  it("a speaker's source is the notice, and the photo's source is hidden (kept as it is)", () => {
    const fields = fieldsOf("speakers");
    expect(fields[0]).toMatchObject({
      name: "source",
      widget: importNoticeWidget,
      overwrites: [
        "Name",
        "Title",
        "Organization",
        "Image",
        "Linkedin",
        "Twitter",
        "Website",
        "Bio",
      ],
    });
    expect(fields[0]!.keeps).toEqual(["Id", "Session", "Pronouns", "Instagram"]);
    expect(fields.find((entry) => entry.name === "photoSource")).toEqual({
      name: "photoSource",
      label: "Photo source",
      widget: "hidden",
      required: false,
    });
  });

  it("fails when an import-owned field is not in the editor", () => {
    const sessions = folderCollections.find((entry) => entry.name === "sessions")!;
    expect(() =>
      folderFields({ ...sessions, imported: { overwrites: ["title", "room"], keeps: ["chair"] } }),
    ).toThrow("Import-owned fields the editor does not have (sessions): room");
    expect(() =>
      folderFields({ ...sessions, imported: { overwrites: ["title"], keeps: ["vipNotes"] } }),
    ).toThrow("Import-owned fields the editor does not have (sessions): vipNotes");
  });

  it("the notice: where the entry comes from, what is overwritten and what is kept", () => {
    expect(describeSource("pretalx:JQ7LLM")).toEqual({ tool: "pretalx", id: "JQ7LLM" });
    expect(describeSource("sessionize:123456")).toEqual({ tool: "Sessionize", id: "123456" });
    const text = importNoticeText("pretalx:JQ7LLM", {
      overwrites: ["Day", "Start", "Description"],
      keeps: ["Chair"],
    });
    expect(text.heading).toBe("Imported from pretalx (JQ7LLM)");
    expect(text.overwrites).toBe(
      "The next import overwrites Day, Start and Description with what pretalx has: make lasting changes to these in pretalx.",
    );
    expect(text.keeps).toBe("Kept as you leave them: Chair.");
  });

  it("renders the notice as labelled text for an imported entry, and nothing for the site's own", () => {
    const Notice = importNoticeControl(React);
    const [notice] = fieldsOf("sessions");
    const field = { get: (key: string) => (notice as Record<string, unknown>)[key] };
    const render = (value?: string) =>
      renderToStaticMarkup(React.createElement(Notice, { value, field, forID: "source-field-1" }));
    const imported = render("pretalx:JQ7LLM");
    expect(imported).toContain('role="note"');
    expect(imported).toContain('aria-labelledby="source-field-1-heading"');
    expect(imported).toContain('id="source-field-1-heading"');
    expect(imported).toContain("Imported from pretalx (JQ7LLM)");
    expect(imported).toContain("The next import overwrites Day, Start, End, ");
    expect(imported).toContain("Speakers and Description with what pretalx has");
    expect(imported).not.toContain("<input");
    expect(render(undefined)).toBe('<span hidden="" data-import-notice="none"></span>');
    expect(render("")).toContain('data-import-notice="none"');
  });
});

describe("files as Decap writes them load", () => {
  it("reads a session and a speaker with keys in another order and other quoting", () => {
    // Decap's yaml-frontmatter: the fields in editor order (not the file's), unquoted times,
    // numbers as numbers, the body after the closing ---.
    const session = {
      speakers: [2, 29],
      title: "Opening keynote: the state of AI research",
      end: "09:40",
      start: "09:05",
      day: 0,
      kind: "keynote",
      location: "The Light",
      chair: 34,
      sessionTypeId: 1,
      track: "AI Research Breakthroughs & Infrastructure",
    };
    const text = `---\n${stringify(session)}---\nThe summit opens with the state of AI research.\n`;
    expect(text).toContain("start: 09:05\n");
    const overlay = tempFolder("decap-written", {
      "content/sessions/tue-opening-keynote.md": text,
    });
    mkdirSync(path.join(overlay, "content/speakers"), { recursive: true });
    writeFileSync(
      path.join(overlay, "content/speakers/quinn-editorova.md"),
      `---\nname: Quinn Editorova\nid: 999\ntitle: 'Tester'\norganization: "Lab"\nimage: /images/speakers/aisling-moriarty.webp\nsession: AI & Society\n---\n${"A bio long enough for the schema's forty characters."}\n`,
    );
    const { content, problems } = readContent({ overlay });
    expect(problems).toEqual([]);
    const event = content!.scheduleEvents.find((entry) => entry.id === "tue-opening-keynote")!;
    expect(event.start).toBe("09:05");
    expect(content!.speakers.find((speaker) => speaker.id === 999)!.name).toBe("Quinn Editorova");
  });

  it("stops on a malformed time or an unknown speaker, naming the file and the field", () => {
    const session = (start: string, speaker: number) =>
      `---\nday: 0\nstart: ${start}\nend: "09:40"\ntitle: Opening keynote\nlocation: The Light\nkind: keynote\nspeakers:\n  - ${speaker}\n---\nA description.\n`;
    const name = "content/sessions/tue-opening-keynote.md";
    const badTime = tempFolder("decap-bad-time", { [name]: session("9.05am", 2) });
    expect(readContent({ overlay: badTime }).problems.join("\n")).toContain(
      `${path.join(badTime, name)}:3 › start: a time written HH:MM, e.g. 07:00 (value: "9.05am")`,
    );
    const unknown = tempFolder("decap-unknown-speaker", { [name]: session('"09:05"', 4242) });
    expect(readContent({ overlay: unknown }).problems.join("\n")).toMatch(
      new RegExp(`${path.join(unknown, name)}:9 › speakers\\[0\\]: speaker id 4242 does not exist`),
    );
  });
});
