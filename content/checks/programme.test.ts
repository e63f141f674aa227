import { afterAll, describe, expect, it } from "vitest";
import { loadContent, readContent } from "../checked-content.ts";
import { editedContent, lineOf, removeOverlays } from "../test-support/edited-content.ts";

afterAll(removeOverlays);

const welcome = "content/sessions/tue-welcome.md";
const talks = "content/sessions/tue-research-talks.md";

describe("the programme", () => {
  it("resolves speaker ids to the names, titles and organisations the pages show", () => {
    const { scheduleEvents } = loadContent();
    const keynote = scheduleEvents.find((event) => event.id === "tue-opening-keynote")!;
    expect(keynote.chair).toEqual({
      id: 34,
      name: "Inês Carvalho",
      organization: "Kellsbridge Polytechnic",
    });
    expect(keynote.speakers).toEqual([
      {
        id: 2,
        name: "Kenji Watanabe-Hale",
        title: "Chief Scientist",
        organization: "Brightmoor Labs",
      },
    ]);
    // Guests come after the speakers, marked as guests.
    const fireside = scheduleEvents.find((event) => event.id === "wed-fireside-trust")!;
    expect(fireside.speakers.map((person) => person.guest ?? false)).toEqual([false, true]);
  });

  it("orders sessions by day and start, and sessions that start together by the venue's room order", () => {
    const { scheduleEvents } = loadContent();
    const ids = scheduleEvents.map((event) => event.id);
    expect(ids.slice(0, 3)).toEqual(["tue-registration", "tue-welcome", "tue-opening-keynote"]);
    // Both at 15:30: the Small Meeting House is a main room, the Drawing Room after it.
    expect(ids.indexOf("tue-research-talks")).toBe(ids.indexOf("tue-infrastructure-breakouts") - 1);
    expect(ids.at(-1)).toBe("thu-entrepreneurship-reception");
  });

  it("names a guest who has a speaker page, and a room that does not exist", () => {
    const edit = editedContent({
      [welcome]: (text) =>
        text
          .replace("name: Callum Strand", "name: Kenji Watanabe-Hale")
          .replace("location: The Light", "location: The Dark"),
    });
    const text = edit.texts[welcome]!;
    expect(edit.problems()).toEqual([
      `${welcome}:${lineOf(text, "location:")} › location: "The Dark" is not a room in content/rooms.yml`,
      `${welcome}:${lineOf(text, "Kenji")} › guests[0] ("Kenji Watanabe-Hale").name: "Kenji Watanabe-Hale" has a speaker page: list their speaker id under speakers instead`,
    ]);
  });

  it("names the file, the field and the value of a live stream that is no web address, and a recording state it does not know", () => {
    const edit = editedContent({
      [talks]: (text) =>
        text.replace(
          "---\n",
          '---\nliveStreams:\n  - title: Live\n    url: "stream.example/hall"\nrecording: maybe\n',
        ),
    });
    expect(edit.problems()).toEqual([
      `${talks}:4 › liveStreams[0].url: an address starting with https:// or http://; this is not an address (value: "stream.example/hall")`,
      expect.stringMatching(new RegExp(`^${talks}:5 › recording: .*"recorded".*"not recorded"`)),
    ]);
  });

  it("refuses a session that says it is not recorded and has a recording", () => {
    const safety = "content/sessions/wed-panel-safety.md";
    const edit = editedContent({
      [safety]: (text) => text.replace("recording: recorded", "recording: not recorded"),
    });
    const text = edit.texts[safety]!;
    expect(edit.problems()).toEqual([
      `${safety}:${lineOf(text, "recording: not")} › recording: a session with recordings is recorded: remove the recordings or the \`recording: not recorded\` (value: "not recorded")`,
    ]);
  });

  it("finds a room booked twice at once", () => {
    const edit = editedContent({
      [talks]: (text) => text.replace("location: Small Meeting House", "location: Drawing Room"),
    });
    expect(edit.problems()).toEqual([
      `${talks}:3 › start: "Drawing Room" is double-booked on day 0: "tue-infrastructure-breakouts" (content/sessions/tue-infrastructure-breakouts.md) is there too`,
    ]);
  });

  it("lets two imported sessions share a room, as the tool has them, but not a hand-written one", () => {
    const breakouts = "content/sessions/tue-infrastructure-breakouts.md";
    const imported = (text: string) => text.replace("---\n", "---\nsource: frab:1\n");
    const moved = (text: string) =>
      text.replace("location: Small Meeting House", "location: Drawing Room");
    expect(
      editedContent({
        [talks]: (text) => imported(moved(text)).replace("frab:1", "frab:2"),
        [breakouts]: imported,
      }).problems(),
    ).toEqual([]);
    expect(editedContent({ [talks]: (text) => imported(moved(text)) }).problems()).toEqual([
      expect.stringMatching(/"Drawing Room" is double-booked on day 0/),
    ]);
  });

  it("keeps a night session (startsNextDay) after the evening, and books its room then", () => {
    const reception = "content/sessions/tue-research-reception.md";
    const night = editedContent({
      [talks]: (text) =>
        text
          .replace("location: Small Meeting House", "location: Garden Room")
          .replace(/start: "[0-9:]+"/, 'start: "01:00"\nstartsNextDay: true')
          .replace(/end: "[0-9:]+"/, 'end: "02:00"\nendsNextDay: true'),
    });
    expect(night.problems()).toEqual([]);
    const { content } = readContent({ overlay: night.overlay });
    const ofDay = content!.scheduleEvents.filter((event) => event.day === 0);
    expect(ofDay.at(-1)!.id).toBe("tue-research-talks");
    // A night session that ends before it starts is caught like any other.
    const backwards = editedContent({
      [reception]: (text) => text.replace('start: "17:30"', 'start: "02:00"\nstartsNextDay: true'),
    });
    expect(backwards.problems()).toEqual([
      expect.stringMatching(/end: the session must end after it starts/),
    ]);
  });

  it("counts a session past midnight until its end, and a cancelled session frees its room", () => {
    const reception = "content/sessions/tue-research-reception.md";
    const lateTalks = (text: string) =>
      text
        .replace("location: Small Meeting House", "location: Garden Room")
        .replace(/start: "[0-9:]+"/, 'start: "23:00"')
        .replace(/end: "[0-9:]+"/, 'end: "00:30"\nendsNextDay: true');
    const overnight = editedContent({
      [talks]: lateTalks,
      [reception]: (text) =>
        text.replace('start: "17:30"', 'start: "23:30"').replace('end: "19:00"', 'end: "23:50"'),
    });
    expect(overnight.problems()).toEqual([
      expect.stringMatching(/"Garden Room" is double-booked on day 0/),
    ]);
    const cancelled = editedContent({
      [talks]: (text) => lateTalks(text).replace("---\n\n", "cancelled: true\n---\n\n"),
      [reception]: (text) =>
        text.replace('start: "17:30"', 'start: "23:30"').replace('end: "19:00"', 'end: "23:50"'),
    });
    expect(cancelled.problems()).toEqual([]);
    expect(editedContent({ [talks]: lateTalks }).problems()).toEqual([]);
  });

  it("names an unknown chair and a session that ends before it starts", () => {
    const keynote = "content/sessions/tue-opening-keynote.md";
    const edit = editedContent({
      [keynote]: (text) =>
        text.replace("chair: 34", "chair: 26").replace('end: "09:40"', 'end: "08:40"'),
    });
    const text = edit.texts[keynote]!;
    expect(edit.problems()).toEqual([
      `${keynote}:${lineOf(text, "end:")} › end: the session must end after it starts, or say endsNextDay: true if it runs past midnight (value: "08:40")`,
    ]);
    const chairOnly = editedContent({
      [keynote]: (text) => text.replace("chair: 34", "chair: 26"),
    });
    expect(chairOnly.problems()).toEqual([
      `${keynote}:${lineOf(text, "chair:")} › chair: speaker id 26 does not exist in content/speakers/`,
    ]);
  });
});
