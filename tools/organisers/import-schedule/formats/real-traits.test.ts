// One small fixture of our own per trait of real exports (issue 19): each was refused whole by
// the importer that followed the published schema to the letter.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseExport, readProgramme } from "../detect-format.ts";
import type { ImportedProgramme } from "../model.ts";
import { problemsOf } from "./import-problems.ts";

const fixture = (name: string) =>
  new URL(`../fixtures/real-traits/${name}`, import.meta.url).pathname;

function read(name: string, options: { timeZone?: string } = {}): ImportedProgramme {
  const path = fixture(name);
  return readProgramme(parseExport(readFileSync(path, "utf8"), path), {
    siteTimeZone: "Europe/London",
    ...options,
  });
}

const session = (programme: ImportedProgramme, title: string) =>
  programme.sessions.find((s) => s.title === title)!;

describe("1. fields the schema does not list, and nulls", () => {
  it("ignores the extra fields and takes null for nothing", () => {
    const programme = read("01-extra-fields-and-nulls.json");
    expect(programme.sessions).toHaveLength(1);
    expect(programme.sessions[0]).toMatchObject({
      title: "Soldering without tears",
      start: "11:00",
      end: "11:40",
      room: "Hall Aurora",
      speakerIds: ["1"],
    });
    expect(programme.speakers[0]).toMatchObject({ sourceId: "1", name: "Ilse Varga" });
  });
});

describe("2. values outside the schema's patterns", () => {
  it("takes string ids, odd slugs, a date-time end and durations written 1:00 and 01:30:00", () => {
    const programme = read("02-loose-values.json");
    expect(programme.sessions.map((s) => [s.sourceId, s.start, s.end])).toEqual([
      ["2001", "12:00", "13:00"],
      ["2002", "13:30", "15:00"],
    ]);
  });
});

describe("3. duplicates", () => {
  const programme = read("03-duplicates.json");

  it("gives a session whose GUID or id another has an id of its own, the same on every run", () => {
    const ids = programme.sessions.map((s) => s.sourceId);
    expect(new Set(ids).size).toBe(4);
    expect(ids.filter((id) => id.startsWith("3003"))).toHaveLength(2);
    expect(read("03-duplicates.json").sessions.map((s) => s.sourceId)).toEqual(ids);
    expect(programme.warnings.join("\n")).toMatch(
      /1 sessions share an id or GUID with another in the export: each was given an id of its own \(3003 → 3003-[0-9a-f]{6}\)/,
    );
  });

  it("keeps two people of one name apart by their tool ids, and says so", () => {
    const alexes = programme.speakers.filter((s) => s.name === "Alex");
    expect(alexes.map((s) => s.sourceId)).toEqual(["11", "12"]);
    expect(programme.speakers.map((s) => s.name)).toContain("Jose Nunez");
    expect(programme.warnings.join("\n")).toMatch(
      /4 people share a name \(accents aside\) with someone else, e.g. "Alex": kept apart by their id/,
    );
  });
});

describe("4. night sessions", () => {
  it("keeps a session after midnight on the evening's day, at its real time", () => {
    const programme = read("04-night-sessions.json");
    expect(programme.days).toEqual(["2025-12-27", "2025-12-28"]);
    expect(session(programme, "Late-night demoscene")).toMatchObject({
      date: "2025-12-27",
      start: "23:30",
      end: "00:30",
      endsNextDay: true,
      startsNextDay: false,
    });
    expect(session(programme, "Chiptune DJ set")).toMatchObject({
      date: "2025-12-27",
      start: "01:30",
      startsNextDay: true,
      end: "02:30",
      endsNextDay: true,
    });
    expect(session(programme, "Morning talk on day two")).toMatchObject({
      date: "2025-12-28",
      start: "11:00",
      startsNextDay: false,
    });
  });
});

describe("5. overlaps", () => {
  it("keeps sessions that share a room at one time, and counts them", () => {
    const programme = read("05-overlaps.json");
    expect(programme.sessions).toHaveLength(3);
    expect(programme.warnings).toContain(
      "3 sessions share a room with another session at the same time: kept, as the tool has them",
    );
  });
});

describe("6. texts and links", () => {
  const programme = read("06-texts-and-links.json");
  const talk = programme.sessions[0]!;

  it("keeps a one-letter title, a one-letter name and one-word bios as they are", () => {
    expect(talk.title).toBe("X");
    expect(programme.speakers.map((s) => [s.name, s.bio])).toEqual([
      ["Q", "tbd"],
      ["Pim Dot", "."],
    ]);
    expect(talk.abstract).toBe("Short.");
  });

  it("resolves tool-relative links, adds https:// to bare hosts and drops javascript:", () => {
    expect(talk.links).toEqual([
      {
        title: "Slides",
        url: "https://cfp.example.test/system/event_attachments/attachments/000/001/slides.pdf",
      },
      { title: "Code", url: "https://github.com/fictional/toaster" },
    ]);
    expect(talk.recordings).toEqual([
      { title: "Video recording", url: "https://media.example.test/v/cc25-6001" },
    ]);
    const report = programme.warnings.join("\n");
    expect(report).toContain(
      "1 × links relative to the tool were made absolute from base_url (e.g. /system/event_attachments/attachments/000/001/slides.pdf)",
    );
    expect(report).toContain(
      "1 × links without a scheme got https:// (e.g. github.com/fictional/toaster)",
    );
    expect(report).toContain(
      "1 × links that are not web links (javascript:, mailto:, ...) were dropped (e.g. javascript:alert(1))",
    );
  });

  it("drops a relative link, with a warning, when the export has no base_url", () => {
    const json = JSON.parse(readFileSync(fixture("06-texts-and-links.json"), "utf8"));
    delete json.schedule.base_url;
    const programme = readProgramme(json, { siteTimeZone: "Europe/London" });
    expect(programme.sessions[0]!.links.map((link) => link.title)).toEqual(["Code"]);
    expect(programme.warnings.join("\n")).toContain(
      "1 × links relative to the tool were dropped: the export has no base_url",
    );
  });
});

describe("7. time zones", () => {
  it("with offsets across a clock change and no zone name, picks a zone with that change and says why", () => {
    const programme = read("07-offsets-only.json");
    expect(programme.timeZone).toBe("Europe/Berlin");
    expect(programme.timeZoneInferred).toBe(true);
    expect(programme.warnings.join("\n")).toMatch(
      /names no time zone; its times carry \+02:00 and \+01:00, and Europe\/Berlin is the first zone with those offsets at those times, so the site shows its clock; as that name is a guess, schedule.json names no zone and gives every time with its offset; if the event is elsewhere, name the real one with --time-zone, e.g. --time-zone Europe\/Berlin/,
    );
    expect(session(programme, "Before the change")).toMatchObject({ start: "23:00" });
    expect(session(programme, "After the change")).toMatchObject({ start: "10:00" });
  });

  it("with one offset, uses a fixed offset (no daylight saving is assumed) and says how to name the zone", () => {
    const json = JSON.parse(readFileSync(fixture("07-offsets-only.json"), "utf8"));
    json.schedule.conference.days.pop();
    const programme = readProgramme(json, { siteTimeZone: "Europe/London" });
    expect(programme.timeZone).toBe("Etc/GMT-2");
    expect(programme.warnings.join("\n")).toMatch(
      /every time carries \+02:00, so the site uses Etc\/GMT-2, a fixed offset without daylight saving, and its schedule.json names no zone and gives every time with its offset \(\+02:00\); .*--time-zone Europe\/Berlin/,
    );
  });

  it("takes --time-zone over the export's, and counts offsets that disagree with it", () => {
    const programme = read("07-offsets-only.json", { timeZone: "Europe/Lisbon" });
    expect(programme.timeZone).toBe("Europe/Lisbon");
    // Each session keeps its instant: 23:00 in Berlin summer time is 22:00 in Lisbon.
    expect(session(programme, "Before the change").start).toBe("22:00");
    expect(programme.warnings.join("\n")).toMatch(
      /2 start times carry an offset that Europe\/Lisbon/,
    );
  });

  it("refuses a --time-zone the computer does not know", () => {
    expect(problemsOf(() => read("07-offsets-only.json", { timeZone: "Europe/Atlantis" }))).toEqual(
      ['--time-zone: "Europe/Atlantis" is not a time zone this computer knows'],
    );
  });
});

describe("8. HTML in texts", () => {
  const programme = read("08-html-texts.json");
  const talk = programme.sessions[0]!;

  it("turns HTML into Markdown, without scripts or javascript: links", () => {
    expect(talk.title).toBe("Rust & embedded");
    expect(talk.abstract).toBe(
      "Why **memory safety** matters on a microcontroller.\n\n---\n\n- one\n- two",
    );
    expect(talk.description).toBe("Bring a board — we flash it together.");
    expect(programme.speakers[0]!.bio).toBe(
      "Lena builds _tiny_ things.\n\n---\n\nSee [her site](https://lena.example.test) & blog.",
    );
    for (const text of [talk.abstract, talk.description, programme.speakers[0]!.bio]) {
      expect(text).not.toMatch(/<|&[a-z]+;|javascript:|alert/);
    }
    expect(programme.warnings.join("\n")).toMatch(
      /4 × texts written in HTML were turned into the site's Markdown/,
    );
  });
});

describe("9. the frab/pentabarf schedule.xml", () => {
  const programme = read("09-schedule.xml");

  it("reads days, rooms, tracks, times, people and texts like the JSON", () => {
    expect(programme).toMatchObject({
      format: "pretalx",
      timeZone: "Europe/Brussels",
      days: ["2025-02-01", "2025-02-02"],
      rooms: ["K.1.105", "H.2215"],
      tracks: ["Go", "Kernel"],
    });
    expect(programme.sessions.map((s) => [s.sourceId, s.date, s.start, s.end, s.room])).toEqual([
      ["GOGC42", "2025-02-01", "10:30", "10:55", "K.1.105"],
      // pretalx's GUIDs are stable; its numeric ids are not meant for the public.
      ["9a000000-0000-4000-8000-000000000002", "2025-02-01", "11:00", "11:50", "K.1.105"],
      ["9a000000-0000-4000-8000-000000000003", "2025-02-02", "09:30", "10:30", "H.2215"],
    ]);
    const gc = programme.sessions[0]!;
    expect(gc).toMatchObject({
      title: "GC-friendly Go & you",
      track: "Go",
      speakerIds: ["501", "502"],
      abstract:
        "Allocation patterns that keep the _garbage collector_ calm.\n\nSlides: [here](https://slides.example.test/gc)",
    });
    expect(gc.recordings).toEqual([
      {
        title: "Video recording (WebM/VP9)",
        url: "https://video.example.test/fosscamp/2025/gc-friendly-go.webm",
      },
    ]);
    expect(gc.links.map((link) => link.url)).toEqual([
      "https://submission.example.test/GOGC42",
      "https://fosscamp.example.test/2025/schedule/event/gc-friendly-go/attachments/slides/1/export/events/attachments/gc.pdf",
    ]);
    expect(programme.sessions[1]!.subtitle).toBe("Five minutes each");
    expect(gc.liveStreams).toEqual([]);
    expect(programme.speakers.map((s) => s.name)).toEqual([
      "Hedda Strand",
      "Jun Park",
      "Tomasz Ó Briain",
    ]);
  });
});

describe("9. schedule.xml's live streams and recording", () => {
  const programme = read("09-schedule.xml");
  const [gc, lightning, kernel] = programme.sessions;

  it("reads <recording><optout>true as not recorded; a link only titled as a video says nothing", () => {
    expect(lightning!.recording).toBe("not recorded");
    // "Video recording (WebM/VP9)" is listed as the recording, but its title is no consent.
    expect(gc!.recordings).toHaveLength(1);
    expect(gc!.recording).toBeUndefined();
  });

  it("takes a link typed livestream as the live stream, under its own title", () => {
    expect(lightning!.liveStreams).toEqual([
      { title: "K.1.105", url: "https://live.example.test/fosscamp/k1105" },
    ]);
    expect(lightning!.links).toEqual([]);
  });

  it("takes <video_download_url> as the recording, and drops a live link the URL parser refuses", () => {
    expect(kernel!.recordings).toEqual([
      { title: "Recording", url: "https://video.example.test/fosscamp/2025/kernel-week.mp4" },
    ]);
    expect(kernel!.recording).toBe("recorded");
    expect(kernel!.liveStreams).toEqual([]);
    expect(programme.warnings.join("\n")).toMatch(
      /1 × links that are not addresses at all were dropped \(e\.g\. https:\/\/\[live/,
    );
  });
});

describe("10. people who share a placeholder id", () => {
  it("tells apart by name and profile address whoever has no usable id, the same on every run", () => {
    const programme = read("10-placeholder-person-ids.json");
    const ids = programme.speakers.map((s) => s.sourceId);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    expect(read("10-placeholder-person-ids.json").speakers.map((s) => s.sourceId)).toEqual(ids);
    const idOf = (name: string) => programme.speakers.find((s) => s.name === name)!.sourceId;
    expect(idOf("Rosa Quill")).toMatch(/^0-[0-9a-f]{8}$/);
    expect(idOf("Vale Ortiz")).toMatch(/^person-[0-9a-f]{8}$/);
    expect(idOf("Marit Stone")).toMatch(/^17-[0-9a-f]{8}$/);
    // An id of one person only stays the tool's.
    expect(idOf("Lea Brook")).toBe("18");
    expect(session(programme, "Soldering, the sequel").speakerIds).toEqual([idOf("Rosa Quill")]);
  });
});

describe("what is refused: a file that cannot be a programme", () => {
  it.each([
    ["bad-not-well-formed.xml", /is not well-formed XML \(line 1: /],
    ["bad-not-a-schedule.xml", /is XML, but not a frab\/pentabarf schedule.xml/],
    ["bad-no-days.json", /lists no days, so it holds no programme/],
  ])("%s", (name, message) => {
    expect(problemsOf(() => read(name)).join("\n")).toMatch(message);
  });

  it("an event without a title or a start, named by its place in the file", () => {
    const json = JSON.parse(readFileSync(fixture("05-overlaps.json"), "utf8"));
    const events = json.schedule.conference.days[0].rooms["Hall Aurora"];
    events[0].title = "  ";
    delete events[1].date;
    delete events[1].start;
    expect(problemsOf(() => readProgramme(json, { siteTimeZone: "UTC" }))).toEqual([
      'schedule.conference.days[0].rooms["Hall Aurora"][0].title: the event has no title',
      'schedule.conference.days[0].rooms["Hall Aurora"][1].date: the event has no start (date nothing, start nothing)',
    ]);
  });
});
