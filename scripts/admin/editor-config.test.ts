// @vitest-environment node
// The editor (Decap CMS) stays in step with the content schemas: every schema field has an editor
// field and every editor field a schema field, the widgets store what the schemas accept, and a
// file written the way Decap writes it loads.
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { z } from "zod";
import { readContent, folderSpecs, singleFiles } from "../../content/load/content.ts";
import { removeTempFolders, tempFolder } from "../test-support/temp-folder.ts";
import {
  editorConfig,
  editorFields,
  folderCollections,
  type EditorField,
} from "./editor-config.ts";

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
  it("covers every data file and every folder of content/", () => {
    const files = config.collections.flatMap((entry) =>
      "files" in entry ? entry.files.map((file) => file.file) : [],
    );
    const folders = config.collections.flatMap((entry) =>
      "folder" in entry ? [entry.folder] : [],
    );
    expect(files.sort()).toEqual(
      Object.values(singleFiles)
        .map((spec) => spec.file)
        .sort(),
    );
    expect(folders.sort()).toEqual(
      Object.values(folderSpecs)
        .map((spec) => spec.folder)
        .sort(),
    );
  });

  it("has exactly the schema's fields in each single file", () => {
    for (const entry of config.collections) {
      if (!("files" in entry)) continue;
      for (const file of entry.files) {
        const spec = Object.values(singleFiles).find((candidate) => candidate.file === file.file)!;
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

  it("a time picker that stores HH:MM, with the schema's pattern", () => {
    expect(field("start")).toMatchObject({
      widget: "datetime",
      format: "HH:mm",
      date_format: false,
      time_format: "HH:mm",
    });
    const [pattern] = field("start").pattern!;
    expect(new RegExp(pattern).test("09:40")).toBe(true);
    expect(new RegExp(pattern).test("9.40am")).toBe(false);
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

  it("photo uploads into public/images/<folder>/, stored as the site path", () => {
    const image = collection("speakers").fields!.find((entry) => entry.name === "image")!;
    expect(image).toMatchObject({
      widget: "image",
      media_folder: "/public/images/speakers",
      public_folder: "/images/speakers",
    });
  });

  it("Markdown for articles, plain text for the other bodies; the schema's rules as checks", () => {
    const body = (name: string) => collection(name).fields!.at(-1)!;
    expect(body("articles").widget).toBe("markdown");
    expect(body("speakers")).toMatchObject({ widget: "text", label: "Bio" });
    expect(body("speakers").pattern![0]).toBe("^[\\s\\S]{10,}$");
    const settings = collection("settings").files![0]!.fields;
    expect(settings.find((entry) => entry.name === "ticketingUrl")!.pattern![0]).toMatch(/https/);
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
