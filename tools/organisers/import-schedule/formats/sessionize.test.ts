import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { problemsOf } from "./import-problems.ts";
import { profileLinks, readSessionize } from "./sessionize.ts";

const fixture = () =>
  JSON.parse(
    readFileSync(new URL("../fixtures/sessionize-all-data.json", import.meta.url), "utf8"),
  );

describe("readSessionize on the fixture", () => {
  const programme = readSessionize(fixture(), { timeZone: "America/New_York" });
  const session = (id: string) => programme.sessions.find((s) => s.sourceId === id)!;

  it("takes the zone it is given and the days its sessions start on", () => {
    expect(programme.format).toBe("sessionize");
    expect(programme.timeZone).toBe("America/New_York");
    expect(programme.days).toEqual(["2025-11-01", "2025-11-02"]);
  });

  it("keeps the wall-clock times as written, across midnight and the clock change", () => {
    expect(session("1006")).toMatchObject({
      date: "2025-11-01",
      start: "23:00",
      end: "01:30",
      endsNextDay: true,
    });
  });

  it("reads rooms, tracks and formats from the categories", () => {
    expect(programme.rooms).toEqual(["Main Hall", "Lobby", "Room B", "Courtyard"]);
    expect(programme.tracks).toEqual(["Civic Tech", "Open Data"]);
    expect(session("1004")).toMatchObject({
      room: "Main Hall",
      type: "Panel",
      track: "Civic Tech",
    });
    expect(session("1001")).toMatchObject({ isService: true, speakerIds: [] });
  });

  it("marks a declined session cancelled and keeps the recording", () => {
    expect(session("1005").cancelled).toBe(true);
    expect(session("1002").cancelled).toBe(false);
    expect(session("1002").recordings).toEqual([
      { title: "Recording", url: "https://video.example.test/watch/1002" },
    ]);
  });

  it("reads liveUrl as the live stream and recordingUrl as the recording, and says nothing more", () => {
    expect(session("1003")).toMatchObject({
      liveStreams: [{ title: "Live stream", url: "https://live.example.test/harbour-hall" }],
      recordings: [],
      links: [],
    });
    // Sessionize has no opt-out: only a recording says anything about recording.
    expect(session("1003").recording).toBeUndefined();
    expect(session("1002").recording).toBe("recorded");
  });

  it("leaves out an unscheduled session, with a warning", () => {
    expect(programme.sessions.map((s) => s.sourceId)).not.toContain("1008");
    expect(programme.warnings.join("\n")).toMatch(/"Lightning talk backlog"\) has no time or room/);
  });

  it("reads taglines, organisations from the Company question, and photos", () => {
    expect(programme.speakers[0]).toMatchObject({
      name: "Dana Whitfield-Osei",
      title: "Director of Mapping",
      organization: "Harbourline Institute",
      photoUrl: "https://photos.example.test/sessionize/dana.jpg",
    });
    expect(programme.speakers.map((s) => s.name)).toContain("佐藤 健");
  });
});

describe("readSessionize on bad input", () => {
  it("names the field and the value", () => {
    const json = fixture();
    json.sessions[1].startsAt = "1 Nov, 9am";
    delete json.speakers[0].id;
    expect(problemsOf(() => readSessionize(json, { timeZone: "UTC" }))).toEqual([
      'sessions[1].startsAt: "1 Nov, 9am" is not a date and time written YYYY-MM-DDTHH:MM:SS',
      "speakers[0].id: is missing",
    ]);
  });

  it("keeps going past unknown rooms and speakers, duplicate ids and non-web links, and says so", () => {
    const json = fixture();
    json.sessions[2].roomId = 99;
    json.sessions[3].speakers.push("nobody");
    json.sessions[4].id = "1002";
    json.sessions[1].recordingUrl = "javascript:alert(1)";
    const programme = readSessionize(json, { timeZone: "UTC" });
    expect(programme.sessions).toHaveLength(json.sessions.length - 1);
    expect(programme.sessions[2]!.room).toBe("Room 99");
    expect(programme.sessions[3]!.speakerIds).not.toContain("nobody");
    expect(programme.sessions[1]!.recordings).toEqual([]);
    expect(new Set(programme.sessions.map((s) => s.sourceId)).size).toBe(programme.sessions.length);
    const report = programme.warnings.join("\n");
    expect(report).toContain('sessions[2].roomId: 99 is not in rooms; the session is in "Room 99"');
    expect(report).toContain('sessions[3].speakers[2]: "nobody" is not in speakers; left out');
    expect(report).toMatch(/1 sessions share an id or GUID with another in the export/);
    expect(report).toMatch(/1 × links that are not web links .* were dropped/);
  });
});

describe("profileLinks", () => {
  it("maps Sessionize's link types to the site's LinkedIn, X handle and website fields", () => {
    expect(
      profileLinks([
        { url: "https://www.linkedin.example.test/in/dana", linkType: "LinkedIn" },
        { url: "https://x.com/dana_maps/", linkType: "Twitter" },
        { url: "https://dana.example.test", linkType: "Blog" },
        { url: "javascript:alert(1)", linkType: "Company_Website" },
      ]),
    ).toEqual({
      linkedin: "https://www.linkedin.example.test/in/dana",
      twitter: "dana_maps",
      website: "https://dana.example.test",
    });
    expect(profileLinks([{ url: "https://x.com/", linkType: "X" }])).toEqual({});
  });
});
