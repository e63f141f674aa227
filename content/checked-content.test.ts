import { afterAll, describe, expect, it } from "vitest";
import { readContent } from "./checked-content.ts";
import { formatProblems, showValue } from "./problems.ts";
import { editedContent, lineOf, removeOverlays } from "./test-support/edited-content.ts";

afterAll(removeOverlays);

const amara = "content/speakers/amara-okafor-reid.md";
const keynote = "content/sessions/tue-opening-keynote.md";

describe("the content check", () => {
  it("accepts the real content, files included", () => {
    const { content, problems } = readContent();
    expect(problems).toEqual([]);
    expect(content?.speakers).toHaveLength(58);
    expect(content?.scheduleEvents).toHaveLength(50);
  });

  it("names the file, the line, the entry and the bad value of a featured speaker that does not exist", () => {
    const edit = editedContent({
      "content/home.yml": (text) =>
        text.replace("featuredSpeakerIds:\n  - 1\n  - 7", "featuredSpeakerIds:\n  - 1\n  - 999"),
    });
    const line = lineOf(edit.texts["content/home.yml"]!, "- 999");
    expect(edit.problems()).toEqual([
      `content/home.yml:${line} › featuredSpeakerIds[1]: speaker id 999 does not exist in content/speakers/`,
    ]);
  });

  it("names the file, the line, the field and the value of a site path that steps out with ..", () => {
    const bad = "/images/../../private-content/discounts.yml";
    const edit = editedContent({
      "content/settings.yml": (text) => text.replace(/^defaultImage: .*$/m, `defaultImage: ${bad}`),
    });
    const line = lineOf(edit.texts["content/settings.yml"]!, "defaultImage:");
    expect(edit.problems()).toContainEqual(
      `content/settings.yml:${line} › defaultImage: a path without "." or ".." parts, which step out of the folder the path names (value: ${showValue(bad)})`,
    );
  });

  it("names a session's file, line and field for an unknown speaker id", () => {
    const edit = editedContent({
      [keynote]: (text) => text.replace("speakers:\n  - 2", "speakers:\n  - 404"),
    });
    const line = lineOf(edit.texts[keynote]!, "- 404");
    expect(edit.problems()).toEqual([
      `${keynote}:${line} › speakers[0]: speaker id 404 does not exist in content/speakers/`,
    ]);
  });

  it("names a session's file, line and field for a malformed time", () => {
    const edit = editedContent({
      [keynote]: (text) => text.replace('start: "09:00"', "start: 9.00am"),
    });
    expect(edit.problems()).toEqual([
      `${keynote}:3 › start: a time written HH:MM, e.g. 07:00 (value: "9.00am")`,
    ]);
  });

  it("gives the file and the line of a YAML syntax error, in a YAML file and in front matter", () => {
    const edit = editedContent({
      "content/settings.yml": (text) =>
        text.replace("shortName: Quillmere AI", "shortName: [Quillmere AI"),
      [amara]: (text) => text.replace("session: AI Safety", "session: AI Safety: Evaluations"),
    });
    const problems = edit.problems();
    const settingsLine = lineOf(edit.texts["content/settings.yml"]!, "shortName:");
    expect(problems).toHaveLength(2);
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${amara}:7 › YAML syntax error: .+`)),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^content/settings\\.yml:(${settingsLine}|${settingsLine + 1}) › YAML syntax error: .+`,
        ),
      ),
    );
  });

  it("names the speaker's file, the field and the value of a bad shape", () => {
    const edit = editedContent({
      [amara]: (text) => text.replace("session: AI Safety", "session: AI Cooking"),
    });
    const [problem, ...rest] = edit.problems();
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      new RegExp(`^${amara}:7 › session: Invalid option: .+ \\(value: "AI Cooking"\\)$`),
    );
  });

  it("names a mistyped field, and the body when the body is wrong", () => {
    const edit = editedContent({
      [amara]: (text) =>
        text
          .replace("twitter: amara_okafor", "twiter: amara_okafor")
          .replace(/\n---\n\n.+\n$/, "\n---\n\nShort.\n"),
    });
    const body = lineOf(edit.texts[amara]!, "Short.");
    expect(edit.problems()).toEqual([
      `${amara}:10 › twiter: "twiter" is not a field here (a typing mistake?)`,
      `${amara}:${body} › bio (the text under the front matter): Too small: expected string to have >=10 characters (value: "Short.")`,
    ]);
  });

  it("lets an imported speaker keep a one-word bio, a one-letter name and another's name", () => {
    const kenji = "content/speakers/kenji-watanabe-hale.md";
    const imported = (source: string, name: string) => (text: string) =>
      text
        .replace(/\nname: .+\n/, `\nsource: "${source}"\nname: ${name}\n`)
        .replace(/\n---\n\n[\s\S]+$/, "\n---\n\ntbd\n");
    expect(
      editedContent({
        [amara]: imported("frab:11", "Alex"),
        [kenji]: imported("frab:12", "Alex"),
      }).problems(),
    ).toEqual([]);
    expect(editedContent({ [amara]: imported("frab:11", "Q") }).problems()).toEqual([]);
    // Written by hand, the same entries break the rules.
    const rename = (text: string) => text.replace(/\nname: .+\n/, "\nname: Alex\n");
    expect(
      editedContent({
        [amara]: (text) => text.replace(/\n---\n\n[\s\S]+$/, "\n---\n\ntbd\n"),
      }).problems(),
    ).toEqual([
      expect.stringMatching(
        /bio .*Too small: expected string to have >=10 characters \(value: "tbd"\)/,
      ),
    ]);
    expect(editedContent({ [amara]: rename, [kenji]: rename }).problems()).toEqual([
      expect.stringMatching(/kenji-watanabe-hale.md:\d+ › name: the name "Alex" is already used/),
    ]);
  });

  it("finds a speaker id used twice, unknown keynote ids and unknown panelist names", () => {
    const edit = editedContent({
      "content/speakers/kenji-watanabe-hale.md": (text) => text.replace("id: 2\n", "id: 1\n"),
      "content/speakers.yml": (text) =>
        text
          .replace("keynotes:\n  - 1\n", "keynotes:\n  - 404\n")
          .replace("panelistNameOrder:\n", "panelistNameOrder:\n  - Nobody Atall\n"),
    });
    const problems = edit.problems();
    expect(problems).toContain(
      `content/speakers/kenji-watanabe-hale.md:2 › id: speaker id 1 is already used in ${amara}`,
    );
    expect(problems).toContain(
      "content/speakers.yml:5 › keynotes[0]: speaker id 404 does not exist in content/speakers/",
    );
    expect(problems.join("\n")).toContain('"Nobody Atall" is not the name of any speaker');
  });

  it("reports an image path with no file behind it", () => {
    const edit = editedContent({
      [amara]: (text) => text.replace("amara-okafor-reid.webp", "not-drawn-yet.webp"),
    });
    expect(edit.problems()).toEqual([
      `${amara}:6 › image: the file "/images/speakers/not-drawn-yet.webp" does not exist in public/`,
    ]);
  });

  it("reports a contact address outside the site's email domain", () => {
    const edit = editedContent({
      "content/settings.yml": (text) =>
        text.replace("team@quillmere-summit.example", "team@elsewhere.example"),
    });
    const line = lineOf(edit.texts["content/settings.yml"]!, "team@elsewhere");
    expect(edit.problems()).toEqual([
      `content/settings.yml:${line} › contacts.team: "team@elsewhere.example" does not use the domain quillmere-summit.example`,
    ]);
  });

  it("formats problems as a numbered summary and keeps long values short", () => {
    expect(formatProblems(["a", "b"])).toBe("Content check failed (2 problems):\n  - a\n  - b");
    expect(showValue("x".repeat(200))).toHaveLength(80);
    expect(showValue(undefined)).toBe("(missing)");
  });
});
