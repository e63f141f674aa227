import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readC3voc } from "./c3voc.ts";

const fixture = () =>
  JSON.parse(readFileSync(new URL("../fixtures/pretalx-schedule.json", import.meta.url), "utf8"));

describe("readC3voc on the pretalx fixture", () => {
  const programme = readC3voc(fixture());
  const session = (id: string) => programme.sessions.find((s) => s.sourceId === id)!;

  it("recognises pretalx and keeps the event's zone and all four days, the empty one too", () => {
    expect(programme.format).toBe("pretalx");
    expect(programme.timeZone).toBe("Europe/Berlin");
    expect(programme.days).toEqual(["2025-10-24", "2025-10-25", "2025-10-26", "2025-10-27"]);
  });

  it("reads local times across the daylight-saving change and midnight", () => {
    // 23:30 summer time plus four real hours is 02:30 winter time.
    expect(session("NGT6GZ")).toMatchObject({
      date: "2025-10-25",
      start: "23:30",
      end: "02:30",
      endsNextDay: true,
    });
    expect(session("CLS7HA")).toMatchObject({ date: "2025-10-26", start: "10:00", end: "11:00" });
  });

  it("keeps a session after midnight on the day that lists it, at its real time", () => {
    expect(session("MDNT7K")).toMatchObject({
      date: "2025-10-26",
      start: "00:30",
      startsNextDay: true,
      end: "01:15",
      endsNextDay: true,
    });
  });

  it("adds a room that only a session names, with a warning", () => {
    expect(programme.rooms).toEqual(["Saal Ada", "Raum Grace", "Hörsaal Ψ", "Terrasse"]);
    expect(programme.warnings.join("\n")).toMatch(/"Terrasse" is not in schedule.conference.rooms/);
  });

  it("reads speakers once, with their sessions, non-Latin names and photos", () => {
    expect(programme.speakers.map((s) => s.name)).toEqual([
      "Mira Holmqvist",
      "Teodor Wrzesiński",
      "山田 花子",
      "Ελένη Παπαδοπούλου",
    ]);
    expect(session("GRK5FY").speakerIds).toEqual(["EPP8RT", "MHQ7XA"]);
    expect(session("LNCH4E").speakerIds).toEqual([]);
    expect(programme.speakers[0]!.photoUrl).toBe("https://photos.example.test/avatars/mira.jpg");
  });

  it("sorts links into recordings and links, resolving relative URLs", () => {
    expect(session("JPQ2DX").recordings).toEqual([
      { title: "Video recording", url: "https://media.example.test/v/nldd2025-103" },
    ]);
    expect(session("JPQ2DX").links).toEqual([
      {
        title: "Handout (PDF)",
        url: "https://pretalx.example.test/media/nldd2025/handout-103.pdf",
      },
    ]);
  });

  it("takes a link typed or titled as a live stream as one, apart from the slides", () => {
    expect(session("STRJ9C").liveStreams).toEqual([
      { title: "Saal Ada", url: "https://stream.example.test/nldd2025/saal-ada" },
    ]);
    expect(session("STRJ9C").links).toEqual([
      { title: "Slides", url: "https://slides.example.test/streaming-joins" },
    ]);
    expect(session("STRJ9C").recordings).toEqual([]);
  });

  it("reads do_not_record: true as not recorded, false as recorded, and a recording link as recorded", () => {
    expect(session("HWY7QD").recording).toBe("not recorded");
    expect(session("STRJ9C").recording).toBe("recorded");
    expect(session("JPQ2DX").recording).toBe("recorded");
  });

  it("keeps the export's track order", () => {
    expect(programme.tracks).toEqual(["Data & Society", "Engineering"]);
  });
});

describe("readC3voc without a zone name", () => {
  it("uses the one offset every timestamp shares", () => {
    const json = fixture();
    delete json.schedule.conference.time_zone_name;
    const days = json.schedule.conference.days;
    json.schedule.conference.days = [days[0]];
    const programme = readC3voc(json);
    expect(programme.timeZone).toBe("Etc/GMT-2");
    expect(programme.sessions[0]).toMatchObject({ start: "09:00", end: "10:00" });
  });

  it("finds a zone with the clock change the offsets show, says so, and takes --time-zone", () => {
    const json = fixture();
    delete json.schedule.conference.time_zone_name;
    const guessed = readC3voc(json);
    expect(guessed.timeZone).toBe("Europe/Berlin");
    expect(guessed.warnings.join("\n")).toMatch(/names no time zone; .* --time-zone/);
    expect(readC3voc(json, { timeZone: "Europe/Paris" }).timeZone).toBe("Europe/Paris");
  });
});

describe("readC3voc: what frab says of recording", () => {
  /** The fixture as frab writes it: do_not_record only where it is true, rooms with features. */
  const frabLike = () => {
    const json = fixture();
    delete json.generator;
    for (const day of json.schedule.conference.days) {
      for (const events of Object.values(day.rooms) as Record<string, unknown>[][]) {
        for (const event of events) if (event.do_not_record === false) delete event.do_not_record;
      }
    }
    return json;
  };
  const recordingOf = (json: unknown, code: string) =>
    readC3voc(json).sessions.find((s) => s.sourceId.includes(code) || s.title.includes(code))!
      .recording;

  it("says nothing when neither the session nor its room does", () => {
    expect(recordingOf(frabLike(), "Opening keynote")).toBeUndefined();
  });

  it("takes the room's default (39C3's features.recording), and the session's own word over it", () => {
    const json = frabLike();
    const [ada, grace] = json.schedule.conference.rooms;
    ada.features = { recording: "not_recorded_by_default" };
    grace.features = { recording: "record_by_default" };
    expect(recordingOf(json, "Opening keynote")).toBe("not recorded");
    expect(recordingOf(json, "Unconference")).toBe("recorded");
    const event = json.schedule.conference.days[0].rooms["Saal Ada"][0];
    event.do_not_record = "false";
    expect(recordingOf(json, "Opening keynote")).toBe("recorded");
    const hallway = json.schedule.conference.days[0].rooms["Saal Ada"][2];
    expect(hallway.do_not_record).toBe(true);
    expect(recordingOf(json, "Hallway track")).toBe("not recorded");
  });

  it("keeps a link only titled as a video, or on a video site, a plain link", () => {
    const json = frabLike();
    const [opening, , hallway] = json.schedule.conference.days[0].rooms["Saal Ada"];
    const demo = { title: "Demo video", url: "https://www.youtube.com/watch?v=demo" };
    const recorded = { title: "Recording (WebM)", url: "https://cdn.example.test/opening.webm" };
    // FOSDEM 2025: a link about what the speaker recorded, not a recording of the talk.
    const dataset = {
      title: "Dataset recorded for the demonstration",
      url: "https://data.example.test/",
    };
    opening.links = [demo, recorded, dataset];
    hallway.links = [demo];
    const sessions = readC3voc(json).sessions;
    expect(sessions.find((s) => s.title.startsWith("Opening keynote"))).toMatchObject({
      links: [demo, dataset],
      recordings: [recorded],
      recording: undefined,
    });
    expect(sessions.find((s) => s.title.startsWith("Hallway track"))).toMatchObject({
      links: [demo],
      recordings: [],
      recording: "not recorded",
    });
  });

  it("takes a video_download_url as a recording, and a broken live link is dropped with a warning", () => {
    const json = frabLike();
    const event = json.schedule.conference.days[0].rooms["Saal Ada"][0];
    event.video_download_url = "https://media.example.test/v/opening.mp4";
    event.links = [{ title: "Live stream", url: "https://[stream.example.test/saal-ada" }];
    const programme = readC3voc(json);
    const opening = programme.sessions.find((s) => s.title.startsWith("Opening keynote"))!;
    expect(opening).toMatchObject({
      recordings: [{ title: "Recording", url: "https://media.example.test/v/opening.mp4" }],
      liveStreams: [],
      recording: "recorded",
    });
    expect(programme.warnings.join("\n")).toMatch(
      /1 × links that are not addresses at all were dropped \(e\.g\. https:\/\/\[stream/,
    );
  });
});

describe("readC3voc on odd input", () => {
  it("takes the event's start from its day and HH:MM when the timestamp is not one", () => {
    const json = fixture();
    const event = json.schedule.conference.days[0].rooms["Saal Ada"][0];
    event.date = "Friday morning";
    event.start = "9:05";
    expect(readC3voc(json).sessions[0]).toMatchObject({ date: "2025-10-24", start: "09:05" });
  });

  it("leaves out a person without a name, with a warning, and keeps the session", () => {
    const json = fixture();
    json.schedule.conference.days[0].rooms["Saal Ada"][0].persons = [{ nickname: "mira" }];
    const programme = readC3voc(json);
    expect(programme.sessions[0]!.speakerIds).toEqual([]);
    expect(programme.warnings.join("\n")).toMatch(/persons: a person without a name is left out/);
  });

  it("falls back to the offsets when the export names a zone the computer does not know", () => {
    const json = fixture();
    json.schedule.conference.time_zone_name = "Europe/Atlantis";
    const programme = readC3voc(json);
    expect(programme.timeZone).toBe("Europe/Berlin");
    expect(programme.warnings.join("\n")).toContain(
      'the export\'s time zone "Europe/Atlantis" is not one this computer knows',
    );
  });
});
