// The .ts files under content/ (and any under event/) hold schemas, readers and checks, never the
// content itself: that lives in YAML and Markdown files an organiser (or a CMS) can edit.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findDataInTypeScript } from "./checks/data-in-typescript.ts";

/** Every .ts file under the folders; tests are left out (their expected messages are long texts). */
function typeScriptFiles(...folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter(
        (entry) =>
          entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
      )
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}

describe("content in TypeScript", () => {
  it("is nowhere under content/ or event/", () => {
    const files = typeScriptFiles("content", "event");
    expect(files.length).toBeGreaterThan(10);
    const findings = files.flatMap((file) =>
      findDataInTypeScript(file, readFileSync(file, "utf8")).map(
        (finding) => `${file}:${finding.line}: ${finding.what}`,
      ),
    );
    expect(findings).toEqual([]);
  });

  it("is found as a list of entries, a settings record, a list of names or a long text", () => {
    const source = [
      'export const speakers = [{ id: 1, name: "Ada Lovelock" }, { id: 2, name: "Alan Turnstone" }];',
      "export const settings: Settings = {",
      '  summitName: "Summit",',
      '  dates: { start: "2025-10-28", end: "2025-10-30" },',
      "  venue: { floors: 4, latitude: 51.5 },",
      "};",
      'const panelists = ["Ada Lovelock", "Alan Turnstone", "Grace Hopper"] as const;',
      `const bio = "${"A long paragraph of prose about a speaker. ".repeat(3)}";`,
    ].join("\n");
    expect(findDataInTypeScript("data.ts", source)).toEqual([
      { line: 1, what: "speakers: a list of 2 records" },
      { line: 2, what: "settings: a record of 3 written-out values" },
      { line: 7, what: "panelists: a list of 3 texts that no z.enum uses" },
      { line: 8, what: "a text of 129 characters" },
    ]);
  });

  it("is not found in schemas, options and error messages", () => {
    const source = [
      'import { z } from "zod";',
      'export const kinds = ["keynote", "panel", "talk"] as const;',
      "export const eventSchema = z.strictObject({ kind: z.enum(kinds), title: z.string().min(3) })",
      '  .refine((event) => event.title !== "x", { message: "a real title", path: ["title"] });',
      'const format = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });',
      'export const files = { settings: readYaml("content/settings.yml"), home: readYaml("content/home.yml"), all };',
    ].join("\n");
    expect(findDataInTypeScript("schema.ts", source)).toEqual([]);
  });
});
