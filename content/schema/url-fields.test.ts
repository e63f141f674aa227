// Every URL field of every content schema, found by walking the schemas: each must be a
// webUrlField (or a sitePathField for links inside the site), and the content check must refuse
// a javascript: address and an address that breaks out of HTML in each one, naming the file, the
// field and the value. A new URL field that is a plain string, or that this test does not edit,
// fails here.
import { readdirSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { afterAll, describe, expect, it } from "vitest";
import { showValue } from "../problems.ts";
import { folderSpecs, singleFiles } from "../load/content-files.ts";
import { contentDir } from "../load/files.ts";
import { editedContent, removeOverlays, type Edits } from "../test-support/edited-content.ts";
import {
  discountsSchema,
  socialHandlesFileSchema,
  socialPostSchema,
  ticketAnalyticsSchema,
} from "./private.ts";

afterAll(removeOverlays);

/** The private datasets' files: read by the build only, checked the same way. */
const privateFiles = {
  discounts: { file: "private-content/discounts.yml", schema: discountsSchema },
  socialHandles: { file: "private-content/social-calendar.yml", schema: socialHandlesFileSchema },
  socialPosts: { folder: "private-content/social-posts", schema: socialPostSchema },
  ticketAnalytics: { file: "private-content/ticket-analytics.yml", schema: ticketAnalyticsSchema },
};

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  format?: string;
  webSchemes?: string[];
  sitePath?: boolean;
}

/** A field's name says it holds an address: url, ticketingUrl, href, link, website, linkedin... */
const addressName = /(url|uri|href|link|website|linkedin|source|^to)$/i;

/** Every string field whose name or format says it holds an address, as `collection.path`. */
function addressFields(prefix: string, schema: JsonSchema, found: Map<string, JsonSchema>) {
  for (const option of schema.anyOf ?? []) addressFields(prefix, option, found);
  if (schema.items) addressFields(`${prefix}[]`, schema.items, found);
  for (const [key, field] of Object.entries(schema.properties ?? {})) {
    const at = `${prefix}.${key}`;
    const strings = [field, ...(field.anyOf ?? [])].filter((option) => option.type === "string");
    for (const option of strings) {
      if (option.format === "uri" || option.sitePath || addressName.test(key))
        found.set(at, option);
    }
    addressFields(at, field, found);
  }
  return found;
}

const allSchemas = {
  ...singleFiles,
  ...folderSpecs,
  ...privateFiles,
};

const urlFields = new Map<string, JsonSchema>();
for (const [name, { schema }] of Object.entries(allSchemas)) {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  addressFields(name, json, urlFields);
}

/** The first file of a folder of entries. */
const firstFileOf = (folder: string) =>
  path.join(folder, readdirSync(path.join(contentDir(), folder)).sort()[0]!);

/** Sets a top-level front-matter field of a Markdown entry, replacing it or adding it. */
const frontMatterField = (file: string, key: string) => (value: string) => ({
  [file]: (text: string) => {
    const line = `${key}: ${JSON.stringify(value)}`;
    const pattern = new RegExp(`^${key}:.*$`, "m");
    return pattern.test(text)
      ? text.replace(pattern, line)
      : text.replace(/^---\n/, `---\n${line}\n`);
  },
});

/** Replaces the value of the first `key:` line of a YAML file (at any depth, or a list item). */
const firstYamlField = (file: string, key: string) => (value: string) => ({
  [file]: (text: string) => {
    const pattern = new RegExp(`^(\\s*(?:- )?)${key}:.*$`, "m");
    if (!pattern.test(text)) throw new Error(`${file} has no ${key}:`);
    return text.replace(pattern, `$1${key}: ${JSON.stringify(value)}`);
  },
});

/** Gives a Markdown entry a list of links whose one link has the address. */
const linkList = (file: string, key: string) => (value: string) => ({
  [file]: (text: string) =>
    text.replace(/^---\n/, `---\n${key}:\n  - title: Slides\n    url: ${JSON.stringify(value)}\n`),
});

const speaker = firstFileOf(folderSpecs.speakers.folder);
const session = firstFileOf(folderSpecs.sessions.folder);
const partner = firstFileOf(folderSpecs.partners.folder);
const member = firstFileOf(folderSpecs.teamMembers.folder);
const sideEvent = firstFileOf(folderSpecs.sideEvents.folder);
const contributor = firstFileOf(folderSpecs.contributors.folder);

/** How to put a value into each URL field of the content: which file, and where in it. */
const placeIn: Record<string, (value: string) => Edits> = {
  "settings.siteUrl": firstYamlField(singleFiles.settings.file, "siteUrl"),
  "settings.ticketingUrl": firstYamlField(singleFiles.settings.file, "ticketingUrl"),
  "settings.speakerInformationFormUrl": firstYamlField(
    singleFiles.settings.file,
    "speakerInformationFormUrl",
  ),
  "settings.socialLinks[].url": firstYamlField(singleFiles.settings.file, "url"),
  "settings.defaultImage": firstYamlField(singleFiles.settings.file, "defaultImage"),
  "home.quickLinks[].to": firstYamlField(singleFiles.home.file, "to"),
  "venueInfo.hotels[].website": firstYamlField(singleFiles.venueInfo.file, "website"),
  "speakers.photoSource": frontMatterField(speaker, "photoSource"),
  "speakers.linkedin": frontMatterField(speaker, "linkedin"),
  "speakers.website": frontMatterField(speaker, "website"),
  "speakers.source": frontMatterField(speaker, "source"),
  "sessions.source": frontMatterField(session, "source"),
  "sessions.links[].url": linkList(session, "links"),
  "sessions.liveStreams[].url": linkList(session, "liveStreams"),
  "sessions.recordings[].url": linkList(session, "recordings"),
  "partners.website": frontMatterField(partner, "website"),
  "partners.linkedin": frontMatterField(partner, "linkedin"),
  "teamMembers.link": frontMatterField(member, "link"),
  "teamMembers.website": frontMatterField(member, "website"),
  "sideEvents.registrationLink": frontMatterField(sideEvent, "registrationLink"),
  "contributors.linkedin": frontMatterField(contributor, "linkedin"),
  "discounts.entries[].url": firstYamlField(privateFiles.discounts.file, "url"),
};

/** `source` names a tool's entry ("pretalx:JQ7LLM"), not an address: the name matched, no more. */
const notAddresses = new Set(["speakers.source", "sessions.source"]);

const hostileValues = [
  "javascript:alert(document.cookie)",
  "https://x.example/</noscript><script>alert(1)</script>",
];

describe("every URL field of the content", () => {
  it("is found, and each one is edited by this test", () => {
    expect([...urlFields.keys()].sort()).toEqual(Object.keys(placeIn).sort());
  });

  it.each([...urlFields].filter(([field]) => !notAddresses.has(field)))(
    "%s is a web address field (webUrlField) or a path on the site (sitePathField)",
    (_field, json) => {
      expect(Boolean(json.webSchemes?.length) !== Boolean(json.sitePath)).toBe(true);
    },
  );

  const cases = [...urlFields.keys()]
    .filter((field) => !notAddresses.has(field))
    .flatMap((field) => hostileValues.map((value) => [field, value] as const));

  it.each(cases)("%s refuses %j, naming the file, the field and the value", (field, value) => {
    const edits = placeIn[field]!(value);
    const [file] = Object.keys(edits);
    const edit = editedContent(edits);
    const problems = file!.startsWith("private-content/")
      ? edit.privateProblems()
      : edit.problems();
    const key = field.split(".").at(-1)!.replace("[]", "");
    const expected = new RegExp(
      `^${file!.replace(/[.]/g, "\\.")}:\\d+ › (.+\\.)?${key}: (an address starting with https://|a path on this site)`,
    );
    const matching = problems.filter((problem) => expected.test(problem));
    expect(matching, problems.join("\n")).toHaveLength(1);
    expect(matching[0]).toContain(`(value: ${showValue(value)})`);
  });
});
