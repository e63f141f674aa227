// Issue 30, traits 1-3 of real exports, end to end: each small export of our own is imported
// into an empty event with the site's own content checks, then published as the build publishes
// it, and its schedule.json must keep to c3voc's schema (apps that validate it reject it
// otherwise).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { parse } from "yaml";
import { beforeEach, describe, expect, it } from "vitest";
import { c3vocValidator } from "../../../integrations/schedule-exports/c3voc-schema.ts";
import { writeScheduleFiles } from "../../../integrations/schedule-exports/write-schedule-files.ts";
import { emptyEventFolder } from "../../shared/empty-event-folder.ts";
import { importSchedule } from "./import-schedule.ts";

const traits = path.join(process.cwd(), "tools/organisers/import-schedule/fixtures/real-traits");
const noNetwork = async () => {
  throw new Error("no network in this test");
};
const validSchedule = c3vocValidator();
const ajv = new Ajv();
addFormats(ajv);
/** JSON Schema's `format: uri` (RFC 3986), as the apps that read schedule.json check it. */
const isUri = ajv.compile({ type: "string", format: "uri" });

interface PublishedEvent {
  date: string;
  title: string;
  persons: { id: number; public_name: string }[];
  links: { title: string; url: string }[];
}

let event: string;
let out: string;
beforeEach(() => {
  event = emptyEventFolder();
  out = mkdtempSync(path.join(tmpdir(), "published-schedule-"));
  return () => {
    rmSync(event, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  };
});

async function importAndPublish(name: string, timeZone?: string) {
  const result = await importSchedule({
    source: path.join(traits, name),
    root: event,
    fetch: noNetwork,
    timeZone,
  });
  expect(result.ok, result.lines.join("\n")).toBe(true);
  await writeScheduleFiles(out, { root: event });
  const schedule = JSON.parse(readFileSync(path.join(out, "schedule.json"), "utf8"));
  const events: PublishedEvent[] = schedule.schedule.conference.days.flatMap(
    (day: { rooms: Record<string, PublishedEvent[]> }) => Object.values(day.rooms).flat(),
  );
  return { report: result.lines.join("\n"), schedule, events };
}

/** The front matter of every session file the import wrote. */
function sessionFiles(): Record<string, unknown>[] {
  const folder = path.join(event, "content/sessions");
  return readdirSync(folder).map(
    (name) => parse(readFileSync(path.join(folder, name), "utf8").split("---")[1]!) as never,
  );
}

function expectValid(schedule: unknown) {
  const valid = validSchedule(schedule);
  expect(validSchedule.errors ?? [], JSON.stringify(validSchedule.errors?.slice(0, 3))).toEqual([]);
  expect(valid).toBe(true);
}

describe("1. people who share a placeholder id (10-placeholder-person-ids.json)", () => {
  it("keeps everyone apart by name and profile address, each with a speaker page, and says so", async () => {
    const { report, schedule, events } = await importAndPublish("10-placeholder-person-ids.json");
    const speakerFiles = readdirSync(path.join(event, "content/speakers"));
    // Five wiki people with id 0 (Rosa twice, with one profile), two without an id, two of
    // different names with id 17, one with id 18: ten people, not five.
    expect(speakerFiles).toHaveLength(10);
    const names = speakerFiles
      .map((name) => readFileSync(path.join(event, "content/speakers", name), "utf8"))
      .map((text) => /\nname: (.*)\n/.exec(text)![1])
      .sort();
    expect(names).toEqual([
      "Arne Falk",
      "Ines Morrow",
      "Kim",
      "Kim",
      "Lea Brook",
      "Marit Stone",
      "Oskar Lind",
      "Rosa Quill",
      "Tomek Brandt",
      "Vale Ortiz",
    ]);
    expect(report).toContain(
      "warning: 5 people share the placeholder id 0: kept apart by name and profile address",
    );
    expect(report).toContain(
      "warning: 2 people share the id 17 with someone of another name: kept apart by name and profile address",
    );
    expect(report).toContain(
      "warning: 2 people have no id in the export: kept apart by name and profile address",
    );
    // Rosa is one person in both of her sessions.
    const rosa = (title: string) =>
      events.find((e) => e.title === title)!.persons.find((p) => p.public_name === "Rosa Quill")!;
    expect(rosa("Soldering for beginners").id).toBe(rosa("Soldering, the sequel").id);
    const kims = events.find((e) => e.title === "Two Kims, one tent")!.persons;
    expect(new Set(kims.map((p) => p.id)).size).toBe(2);
    expectValid(schedule);
  });
});

describe("2. times with only an offset (11-one-offset.json)", () => {
  it("publishes a schedule.json that validates: no zone named, every time with its offset", async () => {
    const { report, schedule, events } = await importAndPublish("11-one-offset.json");
    expect(readFileSync(path.join(event, "content/settings.yml"), "utf8")).toContain(
      "timeZone: Etc/GMT-1",
    );
    expect(schedule.schedule.conference).not.toHaveProperty("time_zone_name");
    expect(events.map((e) => e.date).sort()).toEqual([
      "2025-12-27T10:00:00+01:00",
      "2025-12-27T23:30:00+01:00",
      "2025-12-28T10:00:00+01:00",
    ]);
    for (const day of schedule.schedule.conference.days) {
      expect(day.day_start).toMatch(/\+01:00$/);
      expect(day.day_end).toMatch(/\+01:00$/);
    }
    expect(report).toMatch(
      /so the site uses Etc\/GMT-1, a fixed offset without daylight saving, and its schedule.json names no zone and gives every time with its offset \(\+01:00\)/,
    );
    expectValid(schedule);
  });
});

describe("2. times whose offsets change, with no zone named (07-offsets-only.json)", () => {
  const settings = () => readFileSync(path.join(event, "content/settings.yml"), "utf8");

  it("shows the guessed zone's clock on the site, but names no zone in schedule.json", async () => {
    const { schedule, events } = await importAndPublish("07-offsets-only.json");
    expect(settings()).toMatch(/timeZone: Europe\/Berlin\ntimeZoneInferred: true\n/);
    expect(schedule.schedule.conference).not.toHaveProperty("time_zone_name");
    expect(events.map((e) => e.date).sort()).toEqual([
      "2025-10-25T23:00:00+02:00",
      "2025-10-26T10:00:00+01:00",
    ]);
    expectValid(schedule);
  });

  it("names the zone once --time-zone gives it, and forgets the guess", async () => {
    await importAndPublish("07-offsets-only.json");
    const { schedule } = await importAndPublish("07-offsets-only.json", "Europe/Berlin");
    expect(settings()).not.toContain("timeZoneInferred");
    expect(schedule.schedule.conference.time_zone_name).toBe("Europe/Berlin");
    expectValid(schedule);
  });
});

describe("3. links that are not URIs as written (12-links-to-encode.xml)", () => {
  it("publishes every link as a valid absolute URI, in schedule.json and on the session page", async () => {
    const { report, schedule, events } = await importAndPublish("12-links-to-encode.xml");
    expectValid(schedule);
    // A zone the export names is published.
    expect(schedule.schedule.conference.time_zone_name).toBe("Europe/Brussels");
    const published = events.flatMap((e) => e.links.map((link) => link.url));
    expect(published).toEqual([
      "https://git.example.test/gpu/-/merge_requests?scope=all&state=merged&label_name%5B%5D=gpu",
      "https://docs.example.test/Getting%20Started.html",
      "https://wiki.example.test/Stra%C3%9Fe#%C3%9Cber%20uns",
      "https://notes.example.test/page#one%23two",
      "https://tracker.example.test/q?filter=%7Bopen%7D%7C%7Bmine%7D",
      "https://fosscamp.example.test/2025/schedule/event/gpu-drivers/attachments/slides/Slides%20Final.pdf",
    ]);
    for (const url of published) expect(isUri(url), url).toBe(true);
    // The session page's links are the content file's: the same URIs.
    const [session] = sessionFiles() as { links: { url: string }[] }[];
    expect(session!.links.map((link) => link.url)).toEqual(published);
    expect(report).toContain(
      "warning: 1 × links that are not addresses at all were dropped (e.g. https://exa mple.test/broken)",
    );
    expect(report).toMatch(
      /warning: 6 × links with characters an address must percent-encode were encoded \(spaces, non-ASCII text, \[ \] \| \{ \} \^, a second #\) \(e\.g\. https:\/\/git\.example\.test\/gpu\/-\/merge_requests\?scope=all&state=merged&…\)/,
    );
  });
});

describe("4. live streams, recordings and opt-outs (09-schedule.xml)", () => {
  it("passes them on in schedule.json: do_not_record as the export said, links typed", async () => {
    const { schedule, events } = await importAndPublish("09-schedule.xml");
    expectValid(schedule);
    const byTitle = (title: string) =>
      events.find((e) => e.title === title) as PublishedEvent & {
        do_not_record: boolean;
        links: { title: string; url: string; type?: string }[];
      };
    // Its recording link is only titled so: no word on consent, so no recording team may assume it.
    expect(byTitle("GC-friendly Go & you").do_not_record).toBe(true);
    expect(byTitle("GC-friendly Go & you").links).toContainEqual({
      title: "Video recording (WebM/VP9)",
      url: "https://video.example.test/fosscamp/2025/gc-friendly-go.webm",
      type: "recording",
    });
    expect(byTitle("Go lightning talks")).toMatchObject({
      do_not_record: true,
      links: [{ title: "K.1.105", url: "https://live.example.test/fosscamp/k1105", type: "live" }],
    });
    expect(byTitle("A week in the kernel").do_not_record).toBe(false);
  });
});
