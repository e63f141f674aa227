import { describe, expect, it } from "vitest";
import { sessionFileSchema } from "../../../content/schema/programme.ts";
import { speakerSchema } from "../../../content/schema/speaker.ts";
import { textLimits } from "../../../content/schema/text-limits.ts";
import { fitToSite, shortened } from "./fit-to-site.ts";
import type { ImportedProgramme, ImportedSession, ImportedSpeaker } from "./model.ts";

const session = (fields: Partial<ImportedSession> = {}): ImportedSession => ({
  sourceId: "S1",
  title: "A talk",
  date: "2025-10-28",
  start: "10:00",
  end: "11:00",
  endsNextDay: false,
  room: "Hall",
  speakerIds: [],
  links: [],
  liveStreams: [],
  recordings: [],
  cancelled: false,
  ...fields,
});

const speaker = (fields: Partial<ImportedSpeaker> = {}): ImportedSpeaker => ({
  sourceId: "P1",
  name: "Ada Lovelock",
  ...fields,
});

const programme = (fields: Partial<ImportedProgramme> = {}): ImportedProgramme => ({
  format: "pretalx",
  timeZone: "Europe/London",
  days: ["2025-10-28"],
  rooms: ["Hall"],
  tracks: [],
  sessions: [session()],
  speakers: [speaker()],
  warnings: [],
  ...fields,
});

describe("shortened", () => {
  it("keeps a text within the limit as it is", () => {
    expect(shortened("short", 5)).toBe("short");
  });

  it("cuts between words near the end, with an ellipsis, within the limit", () => {
    const text = "one two three four five six seven eight nine ten";
    const cut = shortened(text, 20);
    expect(cut).toBe("one two three four…");
    expect(cut.length).toBeLessThanOrEqual(20);
  });

  it("cuts a word when no space is near the end", () => {
    expect(shortened("a".repeat(50), 10)).toBe(`${"a".repeat(9)}…`);
  });

  it("never splits an emoji", () => {
    const cut = shortened(`${"a".repeat(8)}😀😀😀`, 10);
    expect(cut).toBe(`${"a".repeat(8)}…`);
    expect(cut).not.toMatch(/[\uD800-\uDFFF]/);
  });
});

describe("fitToSite", () => {
  it("leaves a programme within the limits as it is, without a warning", () => {
    const within = programme();
    expect(fitToSite(within)).toEqual(within);
  });

  it("shortens a long room or track name the same way wherever it appears", () => {
    const room = `Room ${"with a long name ".repeat(20)}`;
    const track = `Track ${"x".repeat(300)}`;
    const fitted = fitToSite(
      programme({
        rooms: [room],
        tracks: [track],
        sessions: [session({ room, track }), session({ sourceId: "S2", room, track })],
      }),
    );
    expect(fitted.rooms[0]!.length).toBeLessThanOrEqual(textLimits.name);
    expect(fitted.sessions.map((s) => [s.room, s.track])).toEqual([
      [fitted.rooms[0], fitted.tracks[0]],
      [fitted.rooms[0], fitted.tracks[0]],
    ]);
    expect(fitted.warnings).toEqual([
      expect.stringMatching(
        /^room "Room with a long name .*: the name has 345 characters; cut to 200$/,
      ),
      expect.stringMatching(/^track "Track x+\.\.\.: the name has 306 characters; cut to 200$/),
    ]);
  });

  it("keeps the abstract and shortens the description when the two are too long together", () => {
    const abstract = "Why it matters.";
    const description = "Word ".repeat(11_000).trim();
    const fitted = fitToSite(programme({ sessions: [session({ abstract, description })] }));
    const [s] = fitted.sessions;
    expect(s!.abstract).toBe(abstract);
    expect(`${s!.abstract}\n\n${s!.description}`.length).toBeLessThanOrEqual(
      textLimits.description,
    );
    expect(fitted.warnings).toEqual([
      'session pretalx:S1 ("A talk"): the description has 55,016 characters; cut to 50,000',
    ]);
  });

  it("leaves out a link or an address that the site's field does not take, naming the entry, and makes http: https: where only https: is taken", () => {
    const fitted = fitToSite(
      programme({
        sessions: [
          session({
            links: [
              { title: "Slides", url: "https://slides.example/1" },
              { title: "Trap", url: "javascript:alert(1)" },
            ],
            recordings: [{ title: "Old", url: "http://video.example/1" }],
          }),
        ],
        speakers: [
          speaker({
            linkedin: "http://www.linkedin.com/in/ada",
            website: "data:text/html,hi",
            photoUrl: "https://photos.example/ada.jpg",
          }),
        ],
      }),
    );
    expect(fitted.sessions[0]!.links).toEqual([
      { title: "Slides", url: "https://slides.example/1" },
    ]);
    // Recordings take http (old video hosts); LinkedIn only https.
    expect(fitted.sessions[0]!.recordings).toHaveLength(1);
    expect(fitted.speakers[0]).toMatchObject({ photoUrl: "https://photos.example/ada.jpg" });
    // LinkedIn sends http: on to https:, the only scheme the field takes: the import does it.
    expect(fitted.speakers[0]!.linkedin).toBe("https://www.linkedin.com/in/ada");
    expect(fitted.speakers[0]!.website).toBeUndefined();
    expect(fitted.warnings).toEqual([
      'session pretalx:S1 ("A talk"): link "javascript:alert(1)" is not an address the site takes here (an address starting with https:// or http://; javascript: addresses are not allowed here); left out',
      'speaker pretalx:P1 ("Ada Lovelock"): website "data:text/html,hi" is not an address the site takes here (an address starting with https:// or http://; data: addresses are not allowed here); left out',
      "1 × http: addresses were changed to https: for fields that take https only (LinkedIn serves nothing over http) (e.g. http://www.linkedin.com/in/ada)",
    ]);
  });

  it("gives values that the content check's schemas accept", () => {
    const long = (n: number) => "word ".repeat(n);
    const fitted = fitToSite(
      programme({
        sessions: [
          session({
            title: long(100),
            subtitle: long(100),
            description: long(20_000),
            links: [{ title: long(100), url: "https://x.example/" }],
          }),
        ],
        speakers: [
          speaker({ name: long(50), title: long(100), organization: long(50), bio: long(3_000) }),
        ],
      }),
    );
    const s = fitted.sessions[0]!;
    const file = {
      id: "a-talk",
      source: "pretalx:S1",
      day: 0,
      start: s.start,
      end: s.end,
      title: s.title,
      subtitle: s.subtitle,
      location: s.room,
      kind: "talk",
      description: [s.abstract, s.description].filter(Boolean).join("\n\n"),
      links: s.links,
    };
    expect(sessionFileSchema.safeParse(file).error).toBeUndefined();
    const p = fitted.speakers[0]!;
    const speakerFile = {
      id: 1,
      source: "pretalx:P1",
      name: p.name,
      title: p.title,
      organization: p.organization,
      bio: p.bio,
      image: "/images/logo/quillmere-logo.svg",
    };
    expect(speakerSchema.safeParse(speakerFile).error).toBeUndefined();
    expect(fitted.warnings).toHaveLength(8);
  });
});
