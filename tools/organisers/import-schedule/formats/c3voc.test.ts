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
